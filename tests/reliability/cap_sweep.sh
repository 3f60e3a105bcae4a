#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Whatever the size cap, the dump that comes out is well-formed: the program crashes under caps
# from 4 KB up, in uneven steps, and recrash-gen must accept every dump.
#   cap_sweep.sh RECRASH_GEN PROGRAM ARGS...
set -uo pipefail
gen=$1
shift
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-caps.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0 runs=0
for ((cap = 4096; cap <= 90000; cap += 2731)); do
  rm -f "$work"/*.bin
  RECRASH_DUMP_DIR="$work" RECRASH_MAX_DUMP_BYTES=$cap RECRASH_QUIET=1 "$@" >/dev/null 2>&1
  runs=$((runs + 1))
  dump=$(ls "$work"/*.bin 2>/dev/null)
  if [[ -z $dump ]]; then
    echo "FAIL: no dump under a cap of $cap bytes"; failures=$((failures + 1)); continue
  fi
  size=$(stat -c %s "$dump")
  if ((size > cap)); then echo "FAIL: a $size-byte dump under a cap of $cap"; failures=$((failures + 1)); fi
  if ! "$gen" --json --no-symbolize "$dump" >/dev/null 2>"$work/err"; then
    echo "FAIL: cap $cap: $(cat "$work/err")"; failures=$((failures + 1))
  fi
done
echo "$((runs - failures)) passed, $failures failed"
exit $((failures != 0))
