#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# expect_crash.sh SIGNAL TEXT PROGRAM [ARGS...]: PROGRAM must write one valid dump (recrash-gen
# reads it), die of SIGNAL, and print TEXT on stderr.
set -euo pipefail
signal=$1 text=$2
shift 2
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-reliability.XXXXXX")
trap 'rm -rf "$work"' EXIT
set +e
RECRASH_DUMP_DIR="$work" "$@" 2>"$work/stderr"
status=$?
set -e
cat "$work/stderr"
expected=$((128 + $(kill -l "$signal")))
((status == expected)) || { echo "FAIL: exit status $status, expected $expected ($signal)"; exit 1; }
grep -qF -- "$text" "$work/stderr" || { echo "FAIL: stderr lacks: $text"; exit 1; }
dumps=("$work"/*.bin)
((${#dumps[@]} == 1)) && [[ -f ${dumps[0]} ]] || { echo "FAIL: expected one dump"; exit 1; }
echo "ok: died of $signal with one dump, and said: $text"
