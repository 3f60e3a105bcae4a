#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# recrash-gen on things that are not dumps: a clear message, exit status 2, nothing overwritten.
#   gen_bad_input.sh RECRASH_GEN A_REAL_DUMP_PRODUCING_PROGRAM
set -euo pipefail
gen=$1 program=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-bad.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

expect_rejected() {  # description, expected message fragment, args...
  local what=$1 fragment=$2
  shift 2
  set +e
  "$gen" "$@" >"$work/out" 2>"$work/err"
  local status=$?
  set -e
  if ((status == 2)) && grep -q -- "$fragment" "$work/err" && [[ $(wc -l <"$work/err") -le 20 ]]; then
    echo "ok: $what -> $(head -n 1 "$work/err")"
  else
    echo "FAIL: $what: status $status, stderr:"; cat "$work/err"
    failures=$((failures + 1))
  fi
}

mkdir "$work/dumps"
RECRASH_DUMP_DIR="$work/dumps" "$program" >/dev/null 2>&1 || true
real=$(ls "$work"/dumps/*.bin)
size=$(stat -c %s "$real")

expect_rejected "no arguments" "usage"
expect_rejected "unknown option" "unknown option" --frobnicate "$real"
expect_rejected "jobs that are no number" "number of jobs" --verify -j many "$real"
expect_rejected "no jobs" "number of jobs" --verify --jobs 0 "$real"
expect_rejected "jobs without a number" "number of jobs" "$real" --verify -j
expect_rejected "attached jobs that are no number" "-j needs a number of jobs" --verify -j2x "$real"
expect_rejected "no jobs, attached" "--jobs needs a number of jobs" --verify --jobs=0 "$real"
expect_rejected "jobs= without a number" "--jobs needs a number of jobs" --verify --jobs= "$real"
expect_rejected "missing file" "cannot open" "$work/nope.bin"
expect_rejected "a directory" "cannot read" "$work"
printf 'hello, world\n' >"$work/text.bin"
expect_rejected "a text file" "not a recrash dump" "$work/text.bin"
: >"$work/empty.bin"
expect_rejected "an empty file" "not a recrash dump" "$work/empty.bin"
head -c $((size / 2)) "$real" >"$work/half.bin"
expect_rejected "a truncated dump" "truncated" "$work/half.bin"
{ head -c 8 "$real"; printf '\x63\x00\x00\x00'; tail -c +13 "$real"; } >"$work/future.bin"
expect_rejected "a dump from another format version" "version 99" "$work/future.bin"
cp "$real" "$work/long.bin"; printf 'trailing' >>"$work/long.bin"
expect_rejected "a dump with bytes after its end" "unexpected bytes" "$work/long.bin"

mkdir "$work/theirs"
printf 'project(theirs)\n' >"$work/theirs/CMakeLists.txt"
expect_rejected "an output directory with someone else's CMakeLists.txt" "did not write" "$real" -o "$work/theirs"
if [[ $(cat "$work/theirs/CMakeLists.txt") != "project(theirs)" ]]; then
  echo "FAIL: their CMakeLists.txt was changed"; failures=$((failures + 1))
fi
exit $((failures != 0))
