#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A profile end to end: the meter's workload, run with RECRASH_COUNT_CALLS, counts each hooked
# function's calls into the file (the observed-mutations format, no value observed); the
# checked-in calls.txt is what such a run writes (made in another checkout); and the meter
# instrumented with PROFILE calls.txt PROFILE_MAX_STATEMENTS 15 left average() unhooked, saying
# why, and hooked its caller, grade() (as hot, but of 18 statements), and check_digit() (hotter,
# of 12, but it calls itself).
#
#   check_profile.sh PROGRAM CHECKED_IN_PROFILE SKIPPED_REPORT WORK_DIR
set -euo pipefail
((${#} == 4)) || { echo "usage: $0 PROGRAM CHECKED_IN_PROFILE SKIPPED_REPORT WORK_DIR" >&2; exit 2; }
program=$1 checked_in=$2 report=$3 work=$4
fail() { echo "FAILED: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
profile=$work/calls.txt
RECRASH_COUNT_CALLS=$profile "$program" >"$work/run.out"
cat "$profile"
# field 4 is the calls, field 5 "observed/changed" per value: counting serializes nothing.
line_of() { grep -P "^[^\t]*/meter.cpp\t[0-9]+\t[0-9]+\t[0-9]+\t.*\t.*\b$1\(" "$profile" || fail "no line for $1"; }
[[ $(line_of average | cut -f3,4,5) == $'1\t1000\t0/0' ]] || fail "average(): 1,000 calls of one value, none serialized"
[[ $(line_of grade | cut -f3,4,5) == $'1\t1000\t0/0' ]] || fail "grade(): 1,000 calls"
[[ $(line_of check_digit | cut -f3,4,5) == $'1\t3849\t0/0' ]] || fail "check_digit(): 3,849 calls (1,000 and its own)"
[[ $(line_of sum_of_averages | cut -f3,4,5) == $'1\t1\t0/0' ]] || fail "sum_of_averages(): one call"

# The checked-in profile is this run's, written in /home/ci/checkout by a g++ build: the same
# but for the signature, which each compiler spells its own way (and nothing reads back).
source_dir=$(dirname "$(line_of average | cut -f1)")
sed "s|/home/ci/checkout/tests/instrument/profile_crash|$source_dir|" "$checked_in" >"$work/checked_in.txt"
diff <(grep -v '^#' "$work/checked_in.txt" | cut -f1-5) <(grep -v '^#' "$profile" | cut -f1-5) ||
  fail "calls.txt is not what the workload writes now"

# A second run adds to the file.
RECRASH_COUNT_CALLS=$profile "$program" >/dev/null
[[ $(line_of average | cut -f4) == 2000 ]] || fail "a second run adds its counts"

# Mode off monitors nothing, so counts nothing, and says so.
RECRASH_MODE=off RECRASH_COUNT_CALLS=$work/off.txt "$program" >/dev/null 2>"$work/off.err"
grep -q "RECRASH_COUNT_CALLS counts monitored calls: none are with mode off" "$work/off.err" ||
  fail "mode off: no message ($(cat "$work/off.err"))"
[[ ! -e $work/off.txt ]] || fail "mode off wrote a profile"

cat "$report"
grep -q "meter::average(const meter::Reading &): hot: 1000 of the profile's 5850 calls, .* and 1 statement;" \
  "$report" || fail "the report does not say average() was left unhooked as hot"
# grade() is as hot, and its 18 statements pay for its hook (more than 15); check_digit() is
# hotter and holds fewer (12), but it calls itself: a function on a recursion keeps its hook from
# more than 10 statements; sum_of_averages() is not hot.
grep -q "grade" "$report" && fail "grade() was left unhooked"
grep -q "check_digit" "$report" && fail "check_digit() was left unhooked although it is on a recursion"
grep -q "sum_of_averages" "$report" && fail "sum_of_averages() was left unhooked"
echo "PASSED"
