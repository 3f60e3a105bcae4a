#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Second-chance mode end to end (thesis §4.1.2.2): the first crash monitors nothing, writes a
# backtrace-only dump and puts the hooked functions on its stack on the watch list; the same
# crash in the next run (other input, same bug) yields a full dump that recrash-gen reproduces.
# Then the vendor's route: a watch list shipped through RECRASH_WATCH_LIST.
#   second_chance.sh RECRASH_GEN RANDOM_CRASH
set -euo pipefail
gen=$1 program=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-second-chance.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# run NAME SEED [NAME=VALUE...]: runs the program until it dies of SIGSEGV, dumps into $work/NAME.
run() {
  local name=$1 seed=$2
  shift 2
  mkdir "$work/$name"
  set +e
  env RECRASH_MODE=second-chance RECRASH_DUMP_DIR="$work/$name" "$@" "$program" "$seed" >/dev/null 2>"$work/$name.log"
  local status=$?
  set -e
  ((status == 128 + $(kill -l SEGV))) || { cat "$work/$name.log"; fail "$name: exit status $status, expected SIGSEGV"; }
  dump=$(ls "$work/$name"/*.bin) || fail "$name: no dump"
}
frames() { "$gen" --json "$1" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["threads"][0]["frames"]))'; }

echo "== first run: nothing is monitored yet"
run first 7 RECRASH_STATE_DIR="$work/state"
first_dump=$dump
grep -q "recrash: second chance: 2 functions on this crash's stack will be monitored from the next run ($work/state/watch-list)" \
  "$work/first.log" || { cat "$work/first.log"; fail "the first run did not say what it will watch"; }
[[ $(head -n 1 "$work/state/watch-list") == "# recrash watch list 1" ]] || fail "watch list without its header"
grep -q "RandomCrash::hexAbs(int)" "$work/state/watch-list" || fail "hexAbs is not watched"
grep -q "RandomCrash::toUpperCase(" "$work/state/watch-list" || fail "toUpperCase is not watched"
"$gen" --json "$first_dump" | python3 -c '
import json, sys
dump = json.load(sys.stdin)
assert dump["format_version"] >= 2, dump["format_version"]
assert dump["second_chance"]["active"] is True, dump["second_chance"]
assert len(dump["second_chance"]["newly_watched"]) == 2, dump["second_chance"]
assert dump["threads"][0]["frames"] == [], dump["threads"][0]
assert dump["backtrace"], "a backtrace-only dump still has its backtrace"
'
"$gen" --show "$first_dump" | grep -q "^mode:     second chance" || fail "--show does not say second chance"
set +e
"$gen" "$first_dump" -o "$work/first-tests" 2>"$work/first-gen.log"
status=$?
set -e
((status == 1)) || fail "recrash-gen on a backtrace-only dump exited $status, expected 1"
grep -q "second-chance mode" "$work/first-gen.log" || { cat "$work/first-gen.log"; fail "recrash-gen did not explain"; }

echo "== second run, another input, the same bug: a full dump that reproduces"
run second 11 RECRASH_STATE_DIR="$work/state"
(($(frames "$dump") == 2)) || fail "the second dump has $(frames "$dump") frames, expected 2"
"$gen" --verify "$dump" -o "$work/second-tests" >"$work/verify.log" || { cat "$work/verify.log"; fail "--verify"; }
grep -Eq "RandomCrash::hexAbs +reproduced" "$work/verify.log" || { cat "$work/verify.log"; fail "hexAbs does not reproduce"; }
(($(grep -vc '^#' "$work/state/watch-list") == 2)) || fail "the watch list grew: $(cat "$work/state/watch-list")"

echo "== a vendor's watch list, shipped with the program: the first crash is already full"
"$gen" --watch-list "$first_dump" >"$work/vendor.list"
cmp -s "$work/vendor.list" "$work/state/watch-list" || fail "--watch-list differs from the learned list"
run vendor 3 RECRASH_STATE_DIR="$work/fresh-state" RECRASH_WATCH_LIST="$work/missing.list:$work/vendor.list"
(($(frames "$dump") == 2)) || fail "with the shipped list the dump has $(frames "$dump") frames, expected 2"
grep -q "recrash: cannot read the watch list $work/missing.list" "$work/vendor.log" || fail "a missing list went unmentioned"

echo "== a file that is not a watch list is refused, and the program still crashes into a dump"
echo "hexAbs" >"$work/bad.list"
run bad 5 RECRASH_STATE_DIR="$work/bad-state" RECRASH_WATCH_LIST="$work/bad.list"
grep -q "recrash: ignoring $work/bad.list: not a watch list" "$work/bad.log" || { cat "$work/bad.log"; fail "bad list"; }
(($(frames "$dump") == 0)) || fail "a bad list monitored something"
echo "ok"
