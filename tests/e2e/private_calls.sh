#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A crash in a private member function, below a protected one, a private static one, a member of
# a class template and a function template that callers must name the arguments of: recrash-gen
# --verify must keep a test for every frame, each calling its function as the program did, with
# the program's code untouched and no `#define private public`.
#   private_calls.sh RECRASH_GEN PRIVATE_CALLS
set -euo pipefail
gen=$1 program=$2
source "$(dirname "$0")/crash_once.sh" private
crash_once "$program" FPE

echo "== recrash-gen --verify (the reproducer is built with ${CXX:-the default compiler})"
status=0
"$gen" --verify "$dump" -o "$work/tests" >"$work/verify.txt" || status=$?
cat "$work/verify.txt"
((status == 0)) || fail "--verify exited $status"
for row in "0 +ledger::Book::ratio" "1 +ledger::Book::audit" "2 +ledger::Book::split" "3 +ledger::Book::summary" \
           "4 +ledger::Window<long( int)?, 3>::fold" "5 +ledger::report<long( int)?>"; do
  grep -Eq "^$row +reproduced$" "$work/verify.txt" || fail "no 'reproduced' row for $row"
done

test_file="$work/tests/replay_test.cpp"
grep -q "TEST(PrivateCallsReplayDeathTest, Frame0LedgerBookRatio)" "$test_file" || fail "the private method's test is gone"
grep -Fq "RECRASH_ACCESS(LedgerBookRatio, recrash::access::Parameters<long, int>::const_member(&ledger::Book::ratio));" \
  "$test_file" || fail "the private overload is not picked by its parameter types"
grep -Fq "recrash::access::call<LedgerBookRatio>(receiver, amount, parts)" "$test_file" || fail "no call of the private method"
grep -Eq "ledger::report<long( int)?>\(book, year\)" "$test_file" || fail "the function template's argument is not spelled"
! grep -Eq "define +(private|protected)" "$test_file" || fail "the test redefines access specifiers"
ctest --test-dir "$work/tests/build" >"$work/ctest.log" || { cat "$work/ctest.log"; fail "the kept tests do not pass"; }
grep -q "100% tests passed, 0 tests failed out of 6" "$work/ctest.log" || { cat "$work/ctest.log"; fail "expected 6 kept tests"; }
echo "ok"
