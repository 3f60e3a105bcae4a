#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# recrash-gen --verify when the only frame's test does not compile (its declaring header only
# declares the class the call returns): it leaves the test out, prints the table with the reason
# and exits 1 (none reproduces), and the project it leaves behind still configures and builds.
#   verify_none_compiles.sh RECRASH_GEN DECLARED_ONLY
set -euo pipefail
gen=$1 program=$2
source "$(dirname "$0")/crash_once.sh" none-compiles
crash_once "$program" ABRT

echo "== recrash-gen --verify"
status=0
"$gen" --verify "$dump" -o "$work/tests" >"$work/verify.txt" 2>&1 || status=$?
cat "$work/verify.txt"
((status == 1)) || fail "--verify exited $status, not 1 (none reproduces)"
grep -Eq "^0 +shapes::make_shape +not reproduced: did not build: .*incomplete (return )?type" "$work/verify.txt" ||
  fail "no 'did not build' row naming the incomplete type"
grep -q "^0 of 1 tests reproduce the failure" "$work/verify.txt" || fail "no summary line"
! grep -Eq "CMake Error|the project did not build|did not rebuild" "$work/verify.txt" ||
  fail "the project written without the test does not build"
! grep -q "TEST(DeclaredOnlyReplay" "$work/tests/replay_test.cpp" || fail "the test that does not compile was kept"
grep -q "dropped by recrash-gen --verify: did not build" "$work/tests/replay_test.cpp" || fail "no note of the left-out test"

echo "== the project left behind configures and builds afresh"
cmake -S "$work/tests" -B "$work/fresh" >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "it does not configure"; }
cmake --build "$work/fresh" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "it does not build"; }
echo "ok"
