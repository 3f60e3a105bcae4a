#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets everything up (tools/setup.sh) and runs the whole test suite with ctest (unit, golden and
# end-to-end tests), built with warnings as errors by g++ in build/ and by clang in build-clang/.
#   bash tools/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh -DRECRASH_WERROR=ON
echo "== running the test suite (g++)"
ctest --test-dir build --output-on-failure -j "$(nproc)"
RECRASH_BUILD_DIR=build-clang bash tools/setup.sh -DRECRASH_WERROR=ON -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++
echo "== running the test suite (clang)"
ctest --test-dir build-clang --output-on-failure -j "$(nproc)"
