#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# recrash used by a project that is not recrash's (tests/package/consumer), one of two ways:
#   find_package      install this recrash build into a fresh prefix, build the consumer against
#                     the installed package only, and use the installed recrash-gen;
#   add_subdirectory  build the consumer with recrash's checkout as a subdirectory (in
#                     CONSUMER_BUILD, kept between runs so that a rerun is incremental).
# Either way the consumer's program crashes, and recrash-gen --verify must turn its dump into
# tests that reproduce the crash in all three frames, built against the same recrash. From the
# installed package, the tests must also build with the consumer's source in place of its build
# (-DRECRASH_PROGRAM_SOURCE).
#   consumer_route.sh find_package RECRASH_BUILD HOOKS [CMAKE_ARG]...
#   consumer_route.sh add_subdirectory RECRASH_CHECKOUT RECRASH_GEN CONSUMER_BUILD [CMAKE_ARG]...
# HOOKS: instrument (recrash_instrument) or hand (recrash_monitor and the sources' own hooks).
set -euo pipefail
consumer=$(cd "$(dirname "$0")/consumer" && pwd)
route=$1
source "$(dirname "$0")/work_dir.sh" package

case "$route" in
  find_package)
    recrash_build=$2 hooks=$3
    shift 3
    prefix=$work/prefix
    echo "== cmake --install into $prefix"
    run install.log cmake --install "$recrash_build" --prefix "$prefix"
    expected=(lib/librecrash_capture.a lib/librecrash_format.a lib/librecrash_replay.a include/recrash/recrash.hpp
              include/recrash/format/dump.hpp bin/recrash-gen lib/cmake/recrash/recrashConfig.cmake
              lib/cmake/recrash/recrashConfigVersion.cmake lib/cmake/recrash/recrashTargets.cmake
              lib/cmake/recrash/RecrashMonitor.cmake lib/cmake/recrash/RecrashInstrument.cmake)
    [[ $hooks == hand ]] || expected+=(bin/recrash-instrument)
    for file in "${expected[@]}"; do
      [[ -e $prefix/$file ]] || fail "the install lacks $file"
    done
    build=$work/consumer
    gen=$prefix/bin/recrash-gen
    package_dir=$prefix/lib/cmake/recrash
    args=(-DCMAKE_PREFIX_PATH="$prefix" -DTAB_HOOKS="$hooks")
    ;;
  add_subdirectory)
    checkout=$2 gen=$3 build=$4 hooks=hand
    shift 4
    package_dir=$build/recrash
    args=(-DRECRASH_CHECKOUT="$checkout" -DTAB_HOOKS=hand)
    ;;
  *) echo "unknown route $route" >&2; exit 2 ;;
esac

echo "== build the consumer ($route, hooks: $hooks)"
run configure.log cmake -S "$consumer" -B "$build" "${args[@]}" "$@"
# Only the program: what its generated tests need (recrash::replay) is built with it, also
# from a checkout added EXCLUDE_FROM_ALL.
run build.log cmake --build "$build" --target split
grep -q "find_package(recrash REQUIRED CONFIG NO_DEFAULT_PATH PATHS \"$package_dir\")" "$build/recrash-manifests/tab.cmake" ||
  fail "the build manifest does not find recrash in $package_dir"
if [[ $route == find_package ]]; then
  # Nothing of the recrash build the package came from: headers, libraries and tools are the installed ones.
  ! grep -rlF "$recrash_build" "$build/CMakeCache.txt" "$build/recrash-manifests" "$build/compile_commands.json" ||
    fail "the consumer's build refers to $recrash_build"
  grep -qF -- "-isystem $prefix/include" "$build/compile_commands.json" ||
    fail "the consumer does not compile with the installed headers"
  if [[ $hooks == instrument ]]; then
    [[ -s $build/recrash-instrumented/tab/tab.cpp ]] || fail "no instrumented copy of tab.cpp"
    grep -qF "$prefix/bin/recrash-instrument" "$work/build.log" "$build"/*.ninja "$build"/CMakeFiles/*/build.make 2>/dev/null ||
      fail "the copies were not written by the installed recrash-instrument"
  fi
fi

echo "== crash it"
crashes FPE split.log "$build/split"
dumps=("$work"/dumps/*.bin)
((${#dumps[@]} == 1)) && [[ -f ${dumps[0]} ]] || fail "expected one dump, found: ${dumps[*]}"

echo "== $gen --verify"
"$gen" --verify "${dumps[0]}" -o "$work/tests" >"$work/verify.txt" 2>&1 || { cat "$work/verify.txt"; fail "recrash-gen --verify failed"; }
cat "$work/verify.txt"
grep -Eq "^0 +tab::share_of +reproduced$" "$work/verify.txt" || fail "share_of (declared in a private header) does not reproduce"
grep -Eq "^1 +tab::Tab::perGuest +reproduced$" "$work/verify.txt" || fail "Tab::perGuest does not reproduce"
grep -Eq "^2 +tab::settle +reproduced$" "$work/verify.txt" || fail "settle does not reproduce"
grep -qxF "recrash_DIR:PATH=$package_dir" "$work/tests/build/CMakeCache.txt" ||
  fail "the generated tests did not build against the recrash in $package_dir"
# The consumer was built with no build type, its assertions on: so are the tests (not RelWithDebInfo).
! grep -rlF -- "-DNDEBUG" "$work/tests/build" --include=build.ninja --include=flags.make ||
  fail "the generated tests compile with -DNDEBUG, the program did not"
ctest --test-dir "$work/tests/build" >"$work/ctest.log" 2>&1 || { cat "$work/ctest.log"; fail "the kept tests do not pass"; }

if [[ $route == find_package ]]; then
  echo "== the same tests, built from the consumer's source (as from a bug report's bundle)"
  run source-configure.log cmake -S "$work/tests" -B "$work/from-source" -DRECRASH_PROGRAM_SOURCE="$consumer" "${args[@]}" "$@"
  grep -qxF "recrash_DIR:PATH=$package_dir" "$work/from-source/CMakeCache.txt" || fail "the tests did not find the installed recrash"
  run source-build.log cmake --build "$work/from-source"
  run source-ctest.log ctest --test-dir "$work/from-source"
  grep -q "100% tests passed, 0 tests failed out of 3" "$work/source-ctest.log" || fail "$(cat "$work/source-ctest.log")"
fi
echo ok
