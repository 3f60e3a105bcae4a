#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The dynamic stage of the immutability analysis, end to end: the ledger program (built with
# recrash_instrument) runs its workload twice with RECRASH_OBSERVE_MUTATIONS, which must leave
# the summed counts of each hooked function in the file; recrash-instrument then classifies
# ledger.cpp without and with that file. With it, the values the static stages left unknown and
# no call changed are immutable (and twice(), which only hands its ledger to total(), follows),
# the ones the calls changed are mutable, a const one changed through an alias included.
#
#   check_observed_mutations.sh TOOL PROGRAM LEDGER_DIR WORK_DIR
set -euo pipefail
((${#} == 4)) || { echo "usage: $0 TOOL PROGRAM LEDGER_DIR WORK_DIR" >&2; exit 2; }
tool=$1 program=$2 ledger=$3 work=$4

rm -rf "$work"
mkdir -p "$work"
observed=$work/observed.txt
for run in 1 2; do
  RECRASH_OBSERVE_MUTATIONS=$observed "$program" >"$work/run$run.out"
done
cat "$observed"

fail() { echo "FAILED: $*" >&2; exit 1; }
# field 4 is the calls, field 5 "observed/changed" per value.
line_of() { grep -P "^\Q$ledger\E/ledger.cpp\t[0-9]+\t[0-9]+\t[0-9]+\t.*\t.*\b$1\(" "$observed" || fail "no line for $1"; }
[[ $(line_of total | cut -f4,5) == $'10\t10/0' ]] || fail "total(): 10 calls, the ledger unchanged"
# Once a call changed a value, it is not serialized again: one such call per run.
[[ $(line_of close_day | cut -f4,5) == $'10\t2/2 10/0' ]] || fail "close_day(): 10 calls that change the ledger"
[[ $(line_of reopen | cut -f4,5) == $'2\t2/2' ]] || fail "reopen(): its ledger changed through an alias"
[[ $(line_of review | cut -f4,5) == $'2\t2/0' ]] || fail "review(): 2 calls"
grep -q "twice(" "$observed" && fail "twice() was never called"

classify() {
  "$tool" --source-root "$ledger" --output-dir "$work/out$1" --immutability-report "$work/report$1.txt" \
    "${@:2}" "$ledger/ledger.cpp" -- -std=c++17 "-I$ledger"
  cat "$work/report$1.txt"
}
verdict() { grep -E "^ledger.cpp:[0-9]+:[0-9]+: $2\(" "$work/report$1.txt" | sed 's/.*): //'; }

classify static
[[ $(verdict static total) == "ledger=unknown" ]] || fail "statically, total()'s ledger is unknown"
[[ $(verdict static twice) == "ledger=unknown" ]] || fail "statically, twice()'s ledger is unknown"
[[ $(verdict static reopen) == "ledger=immutable" ]] || fail "statically, reopen()'s ledger is immutable"

classify observed --observed-mutations "$observed" --observed-min-calls 3
[[ $(verdict observed total) == "ledger=immutable" ]] || fail "observed unchanged, total()'s ledger is immutable"
[[ $(verdict observed twice) == "ledger=immutable" ]] || fail "twice() hands its ledger to total() only"
[[ $(verdict observed close_day) == "ledger=mutable day=immutable" ]] || fail "close_day() changes its ledger"
[[ $(verdict observed reopen) == "ledger=mutable" ]] || fail "reopen()'s ledger changed through an alias"
[[ $(verdict observed review) == "ledger=unknown" ]] || fail "review(): 2 observed calls are fewer than 3"
grep -q "fewer than 3" "$work/reportobserved.txt" || fail "the report says why review() stays unknown"

# What is not an observed-mutations file is refused, with the reason.
echo "not observations" >"$work/bad.txt"
if "$tool" --source-root "$ledger" --output-dir "$work/outbad" --observed-mutations "$work/bad.txt" \
  "$ledger/ledger.cpp" -- -std=c++17 "-I$ledger" 2>"$work/bad.err"; then
  fail "a bad observations file was accepted"
fi
grep -q "not an observed-mutations file" "$work/bad.err" || fail "no reason given: $(cat "$work/bad.err")"
echo "PASSED"
