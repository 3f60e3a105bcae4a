# SPDX-License-Identifier: MIT
# Sourced by the end-to-end scripts: a work directory kept only when the script fails, fail(),
# and crash_once PROGRAM SIGNAL, which runs PROGRAM with dumps going to $work/dumps, checks that
# it died of SIGNAL (FPE, ABRT, ...) and sets $dump to the one dump it wrote.
#   source crash_once.sh NAME   (the work directory is recrash-NAME.XXXXXX)
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-$1.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }

crash_once() {
  local program=$1 signal=$2 status=0
  mkdir -p "$work/dumps"
  RECRASH_DUMP_DIR="$work/dumps" "$program" >"$work/program.log" 2>&1 || status=$?
  ((status == 128 + $(kill -l "$signal"))) || { cat "$work/program.log"; fail "the program exited $status, not of SIG$signal"; }
  dump=$(ls "$work"/dumps/*.bin)
}
