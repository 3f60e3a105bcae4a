#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# End to end through recrash-gen --verify: run a program on an input that crashes it, check the
# dump (--json) names the expected frame with the expected value, and check that --verify finds
# that frame's test reproduces the crash and keeps it.
#
#   verify_example.sh --gen RECRASH_GEN --program PROGRAM --dies-of SIGNAL [--arg ARG]...
#                     --frame INDEX=FUNCTION [--value INDEX:NAME=RENDERING]...
#                                   (INDEX counts from the top; -1 is the outermost frame)
#                     [--reproduces FUNCTION]...   (some frame of it, wherever it is, reproduces)
#                     [--shows EXTENDED-REGEX]...   (lines that recrash-gen --show must print)
#                     [--test-says EXTENDED-REGEX]...   (lines the kept test file must hold)
#                     [--gen-option OPTION]...   (given to recrash-gen --verify: -j1)
set -euo pipefail

gen="" program="" dies_of="" args=() frames=() values=() shows=() says=() reproducing=() gen_options=()
while (($#)); do
  case "$1" in
    --gen) gen=$2; shift 2 ;;
    --program) program=$2; shift 2 ;;
    --dies-of) dies_of=$2; shift 2 ;;
    --arg) args+=("$2"); shift 2 ;;
    --frame) frames+=("$2"); shift 2 ;;
    --reproduces) reproducing+=("$2"); shift 2 ;;
    --value) values+=("$2"); shift 2 ;;
    --shows) shows+=("$2"); shift 2 ;;
    --test-says) says+=("$2"); shift 2 ;;
    --gen-option) gen_options+=("$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
((${#frames[@]} > 0)) || { echo "at least one --frame is needed" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-verify.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work for a look"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir "$work/dumps"

echo "== run $(basename "$program") ${args[*]}"
set +e
RECRASH_DUMP_DIR="$work/dumps" "$program" "${args[@]}" >"$work/program.log" 2>&1
status=$?
set -e
cat "$work/program.log"
((status == 128 + $(kill -l "$dies_of"))) || fail "expected the program to die of $dies_of, it exited with $status"
dumps=("$work"/dumps/*.bin)
((${#dumps[@]} == 1)) && [[ -f ${dumps[0]} ]] || fail "expected one dump, found: ${dumps[*]}"
echo "dump: $(stat -c %s "${dumps[0]}") bytes"

echo "== recrash-gen --json"
"$gen" --json "${dumps[0]}" >"$work/dump.json"
python3 - "$work/dump.json" "${frames[@]}" -- "${values[@]}" <<'PY'
import json, re, sys
dump = json.load(open(sys.argv[1]))
rest = sys.argv[2:]
split = rest.index("--")
frames = dump["threads"][0]["frames"]
print(len(frames), "monitored frames:", ", ".join(f["function"] for f in frames))
def without_arguments(name):
    # g++ records a class template's member as "Ring<T>::put", clang as "Ring<long>::put"; and an
    # anonymous namespace as "{anonymous}", clang as "(anonymous namespace)".
    return re.sub(r"<[^<>]*>", "<>", name.replace("(anonymous namespace)", "{anonymous}"))
for expected in rest[:split]:
    index, function = expected.split("=", 1)
    got = frames[int(index)]["function"]
    assert without_arguments(got) == without_arguments(function), f"frame {index} is {got}, expected {function}"
for expected in rest[split + 1:]:
    place, rendering = expected.split("=", 1)
    index, name = place.split(":", 1)
    frame = frames[int(index)]
    names = [n.strip() for n in frame["parameters"].split(",")]
    got = frame["values"][names.index(name) + (1 if frame["has_receiver"] else 0)]["value"]
    assert got == rendering, f"frame {index} {name} is {got}, expected {rendering}"
PY

if ((${#shows[@]} > 0)); then
  echo "== recrash-gen --show"
  "$gen" --show "${dumps[0]}" >"$work/show.txt"
  for pattern in "${shows[@]}"; do
    grep -Eq -- "$pattern" "$work/show.txt" || { cat "$work/show.txt"; fail "--show printed no line matching $pattern"; }
  done
fi

echo "== recrash-gen --verify"
set +e
"$gen" --verify "${gen_options[@]}" "${dumps[0]}" -o "$work/tests" >"$work/verify.txt" 2>&1
status=$?
set -e
sed -n '/^frame /,$p' "$work/verify.txt"
((status == 0)) || fail "--verify exited $status: no test reproduces the crash"
frame_count=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["threads"][0]["frames"]))' "$work/dump.json")
for expected in "${frames[@]}"; do
  index=${expected%%=*}
  ((index >= 0)) || index=$((frame_count + index))
  function=${expected#*=}
  # The table names a template's call by its instantiation: Ring<T>::put is Ring<long int>::put,
  # a function template's with its arguments (write<int, const char*>);
  # and a function of an anonymous namespace as its test calls it, without the namespace.
  pattern=$(sed -e 's/\./\\./g' -e 's/<[^>]*>/<[^>]*>/g' -e 's/{anonymous}:://g' <<<"$function")
  grep -Eq "^$index +$pattern(<.*>)? +reproduced$" "$work/verify.txt" || fail "frame $index ($function) does not reproduce"
done
for function in "${reproducing[@]}"; do
  pattern=$(sed -e 's/\./\\./g' -e 's/<[^>]*>/<[^>]*>/g' <<<"$function")
  grep -Eq "^[0-9]+ +$pattern +reproduced$" "$work/verify.txt" || fail "no frame of $function reproduces"
done
# The kept tests pass as a user runs them: in one run of their binary, and through ctest, a
# process each (a quarter of a second apiece). --verify ran every one of them; of a stack
# overflow's 256 (each a death test overflowing the stack again), a shard of 32 runs here, and
# every 16th through ctest.
binary=$(find "$work/tests/build" -maxdepth 1 -type f -executable -name '*_replay')
count=$(ctest --test-dir "$work/tests/build" -N | sed -n 's/^Total Tests: //p')
GTEST_TOTAL_SHARDS=$(((count + 31) / 32)) GTEST_SHARD_INDEX=0 "$binary" >"$work/run.log" 2>&1 ||
  { cat "$work/run.log"; fail "the kept tests do not pass"; }
ctest --test-dir "$work/tests/build" -I "1,$count,$(((count + 15) / 16))" >"$work/ctest.log" 2>&1 ||
  { cat "$work/ctest.log"; fail "the kept tests do not pass under ctest"; }
for pattern in "${says[@]}"; do
  grep -Eq -- "$pattern" "$work/tests/replay_test.cpp" || fail "the test file has no line matching $pattern"
done
rows='^[0-9]+ +[^ ].* (reproduced|not reproduced: .*)$'
echo "ok: $(grep -cE ' reproduced$' "$work/verify.txt") of $(grep -cE "$rows" "$work/verify.txt") frames reproduce"
