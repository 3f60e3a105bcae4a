#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Second-chance mode on a program built with recrash_instrument(), whose functions have two
# bodies: the first crash happens in code that records nothing (the entries), and must still put
# the functions on its stack on the watch list; the next run records them through their twins,
# and its dump reproduces.
#   second_chance_instrumented.sh RECRASH_GEN PROGRAM SIGNAL [ARG...]
set -euo pipefail
gen=$1 program=$2 signal=$3
shift 3
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-second-chance.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }

run() {  # run NAME: the program dies of SIGNAL and leaves one dump in $work/NAME
  mkdir "$work/$1"
  set +e
  RECRASH_MODE=second-chance RECRASH_STATE_DIR="$work/state" RECRASH_DUMP_DIR="$work/$1" "$program" "$@" \
    >/dev/null 2>"$work/$1.log"
  local status=$?
  set -e
  ((status == 128 + $(kill -l "$signal"))) || { cat "$work/$1.log"; fail "$1: exit status $status, expected $signal"; }
  dump=$(ls "$work/$1"/*.bin) || fail "$1: no dump"
}
frames() { "$gen" --json "$1" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["threads"][0]["frames"]))'; }

echo "== first run: nothing is recorded"
run first "$@"
(($(frames "$dump") == 0)) || fail "the first dump has frames"
watched=$(grep -vc '^#' "$work/state/watch-list") || fail "no watch list"
((watched >= 1)) || fail "the watch list is empty"
echo "watching $watched functions:"
grep -v '^#' "$work/state/watch-list"

echo "== second run: the watched functions are recorded, and the crash reproduces"
run second "$@"
(($(frames "$dump") >= 1)) || fail "the second dump has no frames"
"$gen" --verify "$dump" -o "$work/tests" >"$work/verify.log" || { cat "$work/verify.log"; fail "--verify"; }
grep -q "reproduced" "$work/verify.log" || { cat "$work/verify.log"; fail "nothing reproduced"; }
cat "$work/verify.log"
