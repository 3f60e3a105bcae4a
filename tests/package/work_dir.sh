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
crashes() {  # crashes SIGNAL LOG PROGRAM...: runs it with its dumps in $work/dumps; it must die of SIGNAL
  local signal=$1 log=$2 status=0
  shift 2
  mkdir -p "$work/dumps"
  RECRASH_DUMP_DIR="$work/dumps" "$@" >"$work/$log" 2>&1 || status=$?
  ((status == 128 + $(kill -l "$signal"))) || { cat "$work/$log"; fail "$* ended with status $status, not SIG$signal"; }
}
install_recrash() {  # install_recrash RECRASH_BUILD: the build installed into $work/prefix
  run install.log cmake --install "$1" --prefix "$work/prefix"
}
