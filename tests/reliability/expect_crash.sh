#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# expect_crash.sh RECRASH_GEN SIGNAL TEXT PROGRAM [ARGS...]: PROGRAM must write one dump that
# recrash-gen accepts, die of SIGNAL, and print TEXT as a line of its own on stderr.
set -euo pipefail
gen=$1 signal=$2 text=$3
shift 3
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-reliability.XXXXXX")
trap 'rm -rf "$work"' EXIT
set +e
RECRASH_DUMP_DIR="$work" "$@" 2>"$work/stderr"
status=$?
set -e
cat "$work/stderr"
expected=$((128 + $(kill -l "$signal")))
((status == expected)) || { echo "FAIL: exit status $status, expected $expected ($signal)"; exit 1; }
grep -qxF -- "$text" "$work/stderr" || { echo "FAIL: stderr lacks the line: $text"; exit 1; }
dumps=("$work"/*.bin)
((${#dumps[@]} == 1)) && [[ -f ${dumps[0]} ]] || { echo "FAIL: expected one dump"; exit 1; }
"$gen" "${dumps[0]}" -o "$work/tests" >/dev/null || { echo "FAIL: recrash-gen rejected the dump"; exit 1; }
echo "ok: died of $signal with one valid dump, and said: $text"
