#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets everything up (tools/setup.sh), builds with warnings as errors, and runs the whole test
# suite with ctest: unit, golden and end-to-end tests.
#   bash tools/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh -DRECRASH_WERROR=ON
echo "== running the test suite"
ctest --test-dir build --output-on-failure -j "$(nproc)"
