#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# recrash-gen's modes on real dumps: --show, --json, and --verify both when some frames
# reproduce and when none does.
#   gen_modes.sh RECRASH_GEN JOB_QUEUE CRASH_KINDS
set -euo pipefail
gen=$1 job_queue=$2 crash_kinds=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-modes.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir "$work/queue" "$work/env"
RECRASH_DUMP_DIR="$work/queue" RECRASH_COPY=reference "$job_queue" >/dev/null 2>&1 || true
dump=$(ls "$work"/queue/*.bin)

echo "== --show"
"$gen" --show "$dump" >"$work/show.txt"
grep -q "^failure:  SIGFPE (integer divide by zero)" "$work/show.txt" || fail "--show lacks the failure"
grep -q "job: Job \[reference\] = Job{thumbnail, cost 30, weight 0}" "$work/show.txt" || fail "--show lacks the job"
grep -q "Scheduler::process(Job const&) at .*scheduler.cpp" "$work/show.txt" || fail "--show lacks a symbolized frame"

echo "== --show, an uncaught exception: the top frame is the throw, not what follows the call"
mkdir -p "$work/thrown"
RECRASH_DUMP_DIR="$work/thrown" "$crash_kinds" user-exception >/dev/null 2>&1 || true
"$gen" --show "$work"/thrown/*.bin >"$work/thrown.txt"
grep -Eq "^  #0 crash_kinds\+0x[0-9a-f]+ kinds::throwParseError\(.* at .*crash_kinds\.cpp:57$" "$work/thrown.txt" ||
  { cat "$work/thrown.txt"; fail "--show's top frame is not the throw at crash_kinds.cpp:57"; }

echo "== --json"
"$gen" --json "$dump" >"$work/dump.json"
python3 - "$work/dump.json" <<'PY'
import json, sys
dump = json.load(open(sys.argv[1]))
assert dump["failure"]["description"] == "SIGFPE (integer divide by zero)", dump["failure"]
frames = dump["threads"][0]["frames"]
assert [f["function"] for f in frames] == ["Scheduler::process", "Scheduler::drain"], frames
assert frames[0]["values"][1]["value"] == "Job{thumbnail, cost 30, weight 0}", frames[0]["values"]
PY

echo "== --verify, one of two frames reproduces"
set +e
"$gen" --verify "$dump" -o "$work/queue-tests" >"$work/verify.txt"
status=$?
set -e
cat "$work/verify.txt"
((status == 0)) || fail "--verify exited $status with a reproducing test"
grep -Eq "^0 +Scheduler::process +reproduced$" "$work/verify.txt" || fail "no 'reproduced' row"
grep -Eq "^1 +Scheduler::drain +not reproduced: no failure$" "$work/verify.txt" || fail "no 'no failure' row"
grep -q "TEST(JobQueueReplayDeathTest, Frame0SchedulerProcess)" "$work/queue-tests/replay_test.cpp" || fail "the reproducing test is gone"
! grep -q "TEST(JobQueueReplayDeathTest, Frame1SchedulerDrain)" "$work/queue-tests/replay_test.cpp" || fail "the failing test was kept"
ctest --test-dir "$work/queue-tests/build" >/dev/null || fail "the kept tests do not pass"

echo "== --verify, nothing reproduces"
RECRASH_DUMP_DIR="$work/env" RECRASH_TEST_CRASH_NOW=1 "$crash_kinds" environment >/dev/null 2>&1 || true
set +e
"$gen" --verify "$work"/env/*.bin -o "$work/env-tests" >"$work/verify-env.txt"
status=$?
set -e
cat "$work/verify-env.txt"
((status == 1)) || fail "--verify exited $status when nothing reproduces"
grep -Eq "^0 +kinds::crashIfSet +not reproduced: no crash: exited with status 0$|^0 +kinds::crashIfSet +not reproduced: no failure$" \
  "$work/verify-env.txt" || fail "no reason for frame 0"
! grep -q "did not rebuild" "$work/verify-env.txt" || fail "the project rewritten without any test does not build"
echo "ok"
