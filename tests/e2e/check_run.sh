#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a program and compares its exit status and standard output (or error) with what is
# expected, byte for byte.
#   check_run.sh --status N (--stdout FILE | --stderr FILE) -- PROGRAM ARGS...
set -euo pipefail
want_status="" stdout_file="" stderr_file=""
while (($#)); do
  case "$1" in
    --status) want_status=$2; shift 2 ;;
    --stdout) stdout_file=$2; shift 2 ;;
    --stderr) stderr_file=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-run.XXXXXX")
trap 'rm -rf "$work"' EXIT
set +e
"$@" >"$work/out" 2>"$work/err"
status=$?
set -e
cat "$work/out" "$work/err"
((status == want_status)) || { echo "FAIL: exit status $status, expected $want_status"; exit 1; }
if [[ -n $stdout_file ]]; then diff -u "$stdout_file" "$work/out" || { echo "FAIL: standard output differs"; exit 1; }; fi
if [[ -n $stderr_file ]]; then diff -u "$stderr_file" "$work/err" || { echo "FAIL: standard error differs"; exit 1; }; fi
echo ok
