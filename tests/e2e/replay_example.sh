#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# End to end, the way a user meets recrash: run an example until it crashes, turn its dump into a
# reproducer project with recrash-gen, build that project, and check which of its tests reproduce
# the crash.
#
#   replay_example.sh --gen RECRASH_GEN --program PROGRAM --dies-of SIGNAL [--verify]
#                     [--env NAME=VALUE]... [--arg ARG]... --expect TEST=reproduces|fails ...
#
# With --verify the reproducer is written by `recrash-gen --verify`, which keeps only the tests
# that reproduce: the --expect list is then exactly the tests it must have kept.
set -euo pipefail

gen="" program="" dies_of="" verify=() envs=() args=() expects=()
while (($#)); do
  case "$1" in
    --gen) gen=$2; shift 2 ;;
    --program) program=$2; shift 2 ;;
    --dies-of) dies_of=$2; shift 2 ;;
    --verify) verify=(--verify); shift ;;
    --env) envs+=("$2"); shift 2 ;;
    --arg) args+=("$2"); shift 2 ;;
    --expect) expects+=("$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-e2e.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work for a look"; fi' EXIT
mkdir "$work/dumps"

echo "== run $(basename "$program") ${envs[*]:-}"
set +e
env RECRASH_DUMP_DIR="$work/dumps" "${envs[@]}" "$program" "${args[@]}" >"$work/program.log" 2>&1
status=$?
set -e
signal_number=$(kill -l "$dies_of")
if ((status != 128 + signal_number)); then
  echo "FAIL: expected the program to die of $dies_of ($((128 + signal_number))), it exited with $status"
  cat "$work/program.log"
  exit 1
fi
grep -q "recrash: dump written to" "$work/program.log" || { echo "FAIL: the program did not say where its dump went"; cat "$work/program.log"; exit 1; }
dumps=("$work"/dumps/*.bin)
if ((${#dumps[@]} != 1)) || [[ ! -f ${dumps[0]} ]]; then
  echo "FAIL: expected one dump, found: ${dumps[*]}"
  exit 1
fi
perms=$(stat -c %a "${dumps[0]}")
[[ $perms == 600 ]] || { echo "FAIL: dump mode is $perms, expected 600"; exit 1; }

echo "== recrash-gen $(basename "${dumps[0]}")"
"$gen" "${verify[@]}" "${dumps[0]}" -o "$work/tests" >"$work/gen.log" 2>&1 || { cat "$work/gen.log"; exit 1; }

echo "== build the reproducer"
cmake -S "$work/tests" -B "$work/tests/build" >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; exit 1; }
cmake --build "$work/tests/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
binary=$(find "$work/tests/build" -maxdepth 1 -type f -executable -name '*_replay' | head -n 1)
[[ -n $binary ]] || { echo "FAIL: no test binary was built"; exit 1; }

failures=0
for expect in "${expects[@]}"; do
  name=${expect%%=*}
  want=${expect#*=}
  if "$binary" --gtest_filter="*.$name" >"$work/$name.log" 2>&1 && grep -q "\[  PASSED  \] 1 test" "$work/$name.log"; then
    got=reproduces
  else
    got=fails
  fi
  if [[ $got == "$want" ]]; then
    echo "ok: $name $got"
  else
    echo "FAIL: $name $got, expected it $want"
    sed -n '1,40p' "$work/$name.log"
    failures=$((failures + 1))
  fi
done
listed=$("$binary" --gtest_list_tests | grep -c '^  ')
if ((listed != ${#expects[@]})); then
  echo "FAIL: the reproducer has $listed tests, expected ${#expects[@]}"
  failures=$((failures + 1))
fi
exit $((failures != 0))
