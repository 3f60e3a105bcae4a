#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A dump none of whose frames can be replayed (the one monitored function is in an anonymous
# namespace): recrash-gen still writes a project that configures, builds and runs, each test
# skipped with the reason, and --verify says that none reproduces (exit 1) and leaves the same.
#   none_replayable.sh RECRASH_GEN UNREPLAYABLE
set -euo pipefail
gen=$1 program=$2
source "$(dirname "$0")/crash_once.sh" none-replayable
crash_once "$program" FPE

echo "== recrash-gen"
"$gen" "$dump" -o "$work/tests" >"$work/gen.txt" 2>&1 || { cat "$work/gen.txt"; fail "recrash-gen failed"; }
grep -q "GTEST_SKIP() << \".*anonymous namespace" "$work/tests/replay_test.cpp" ||
  fail "the test does not say it cannot be replayed for its anonymous namespace"
cmake -S "$work/tests" -B "$work/tests/build" >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "it does not configure"; }
cmake --build "$work/tests/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "it does not build"; }
ctest --test-dir "$work/tests/build" >"$work/ctest.log" 2>&1 || { cat "$work/ctest.log"; fail "its tests do not run"; }
grep -q "Skipped" "$work/ctest.log" || { cat "$work/ctest.log"; fail "the test was not skipped"; }

echo "== recrash-gen --verify"
status=0
"$gen" --verify "$dump" -o "$work/verified" >"$work/verify.txt" 2>&1 || status=$?
cat "$work/verify.txt"
((status == 1)) || fail "--verify exited $status, not 1 (none reproduces)"
grep -Eq "^0 .*not reproduced: .*anonymous namespace" "$work/verify.txt" || fail "no row saying why frame 0 is not replayable"
cmake -S "$work/verified" -B "$work/fresh" >"$work/configure2.log" 2>&1 || { cat "$work/configure2.log"; fail "the verified project does not configure"; }
cmake --build "$work/fresh" >"$work/build2.log" 2>&1 || { cat "$work/build2.log"; fail "the verified project does not build"; }
echo "ok"
