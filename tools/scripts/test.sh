#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets everything up (tools/scripts/setup.sh) and runs the whole test suite with ctest (unit,
# golden and end-to-end tests), built with warnings as errors by g++ in build/, and again by clang
# in build-clang/: the tests whose outcome may depend on the compiler. Then the unit and crash-path
# tests again under AddressSanitizer + UBSan (build-asan/) and under ThreadSanitizer (build-tsan/),
# both with clang.
# Also checks how the code reads (tools/scripts/lint.sh: clang-format and clang-tidy).
#   bash tools/scripts/test.sh           everything, as CI runs it
#   bash tools/scripts/test.sh --quick   the loop while working: builds the unit tests in build/ with
#                                        g++ and runs them (ctest -L unit), nothing else
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ${1:-} == --quick ]]; then
  RECRASH_BUILD_TARGETS=unit_tests bash tools/scripts/setup.sh -DRECRASH_WERROR=ON
  echo "== unit tests (g++)"
  exec ctest --test-dir build --output-on-failure -j "$(nproc)" -L unit
elif (($#)); then
  echo "test.sh: unknown argument '$1' (--quick, or nothing for the whole suite)" >&2
  exit 2
fi
bash tools/scripts/setup.sh -DRECRASH_WERROR=ON
echo "== running the test suite (g++)"
ctest --test-dir build --output-on-failure -j "$(nproc)"
echo "== lint: clang-format and clang-tidy"
bash tools/scripts/lint.sh build
# The clang build takes recrash-instrument from the g++ build (what it writes does not depend on
# the compiler that built it; the tool's sources pass clang-tidy above) and runs the tests whose
# outcome may depend on the compiler: all but those labelled compiler-independent (CMake's package
# routes, recrash-gen's modes, the end-to-end cases where the compiler changes nothing recrash
# meets) and the interpreter example; the crash programs of the end-to-end cases it leaves out are
# not built.
RECRASH_BUILD_DIR=build-clang bash tools/scripts/setup.sh -DRECRASH_WERROR=ON -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DRECRASH_BUILD_INTERPRETER=OFF -DRECRASH_COMPILER_INDEPENDENT_TESTS=OFF \
  -DRECRASH_INSTRUMENT_EXECUTABLE="$PWD/build/bin/recrash-instrument"
echo "== running the test suite (clang)"
ctest --test-dir build-clang --output-on-failure -j "$(nproc)" -LE compiler-independent

clang=(-DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DRECRASH_BUILD_EXAMPLES=OFF -DRECRASH_BUILD_INSTRUMENT=OFF)
RECRASH_BUILD_DIR=build-asan bash tools/scripts/setup.sh "${clang[@]}" -DRECRASH_SANITIZE=address,undefined
echo "== unit and crash-path tests under AddressSanitizer and UndefinedBehaviorSanitizer"
# The sanitizers leave crash signals to recrash. Excluded: the test that interposes malloc (ASan
# owns malloc) and the one that corrupts the heap (ASan reports the double free itself).
ASAN_OPTIONS=handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0:allow_user_segv_handler=1 \
  ctest --test-dir build-asan --output-on-failure -j "$(nproc)" -L "unit|reliability" \
  -E "CrashPathDoesNotAllocate|CrashInsideACorruptedHeap"
RECRASH_BUILD_DIR=build-tsan bash tools/scripts/setup.sh "${clang[@]}" -DRECRASH_SANITIZE=thread
echo "== unit and crash-path tests under ThreadSanitizer"
# Excluded, besides the two above: the cases whose handler faults on purpose while it writes (a
# dangling argument, a fault in the writer); under TSan's signal interception that second fault
# is not caught by recrash's guard.
TSAN_OPTIONS=handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0 \
  ctest --test-dir build-tsan --output-on-failure -j "$(nproc)" -L "unit|reliability" \
  -E "CrashPathDoesNotAllocate|CrashInsideACorruptedHeap|DanglingArgumentCostsOnlyItself|FaultInsideTheDumpWriter|DumpDirectoryMissing"
