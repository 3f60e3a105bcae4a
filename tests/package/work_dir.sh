# SPDX-License-Identifier: MIT
# Sourced by the package tests: `work`, a scratch directory removed when the test passes (kept,
# and named, when it fails), and the helpers that report into it.
#   source work_dir.sh NAME
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-$1.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }
run() {  # run LOG COMMAND...: quiet unless it fails
  local log=$1
  shift
  "$@" >"$work/$log" 2>&1 || { tail -n 40 "$work/$log"; fail "$*"; }
}
