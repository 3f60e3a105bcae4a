#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The whole promise in one run: set up, crash an example program, turn its dump into tests with
# recrash-gen, build the tests and run them, and show which frames reproduce the crash.
#   bash tools/scripts/demo.sh [random_crash|inventory|job_queue]
set -euo pipefail
cd "$(dirname "$0")/../.."
example=${1:-random_crash}
bash tools/scripts/setup.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-demo.XXXXXX")
mkdir "$work/dumps"
echo
echo "== 1. run build/bin/$example until it crashes (RECRASH_DUMP_DIR=$work/dumps)"
set +e
RECRASH_DUMP_DIR="$work/dumps" stdbuf -oL "build/bin/$example" >"$work/program.log" 2>&1
status=$?
set -e
echo "   ... (the last lines it printed)"
tail -n 4 "$work/program.log" | sed 's/^/   /'
if ((status > 128)); then
  echo "   it died of SIG$(kill -l $((status - 128))) (exit status $status), as it would have without recrash"
fi
dump=$(ls "$work"/dumps/*.bin)
echo
echo "== 2. the dump: $dump ($(stat -c %s "$dump") bytes)"
echo
echo "== 3. recrash-gen $dump -o $work/tests"
build/bin/recrash-gen "$dump" -o "$work/tests"
echo
echo "== 4. the generated tests"
sed -n '/^\/\/ Frame 0/,$p' "$work/tests/replay_test.cpp"
echo
echo "== 5. build them"
cmake -S "$work/tests" -B "$work/tests/build" -G Ninja >/dev/null
cmake --build "$work/tests/build"
echo
echo "== 6. run them: a test passes when its frame's call fails the way the program did"
ctest --test-dir "$work/tests/build" || true
echo
echo "The generated test file: $work/tests/replay_test.cpp"
