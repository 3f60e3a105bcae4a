#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The thesis's case e1 (examples/03-mutated-argument) seen by the immutability analysis: with its
# hand-written hooks taken out and the scheduler instrumented, drain() must still copy the queue it
# pops from before process() crashes (else the dump shows an empty queue and the drain frame's
# test cannot reproduce), while process()'s job, only read, is kept by reference.
#
#   check_immutability_example.sh TOOL EXAMPLE_DIR WORK_DIR RECRASH_INCLUDE
set -euo pipefail
((${#} == 4)) || { echo "usage: $0 TOOL EXAMPLE_DIR WORK_DIR RECRASH_INCLUDE" >&2; exit 2; }
tool=$1 example=$2 work=$3 include=$4

rm -rf "$work"
mkdir -p "$work/src" "$work/out"
cp "$example/scheduler.hpp" "$work/src/"
grep -v 'RECRASH_METHOD(' "$example/scheduler.cpp" >"$work/src/scheduler.cpp"
# Optimised, as a release build is: the hooks below are in the functions' twins.
"$tool" --source-root "$work/src" --output-dir "$work/out" --immutability-report "$work/immutability.txt" \
  "$work/src/scheduler.cpp" -- -std=c++17 -O2 "-I$work/src" "-I$include"
cat "$work/immutability.txt"

status=0
expect() {  # expect FILE TEXT: the line must be there
  if ! grep -qF -- "$2" "$1"; then
    echo "missing from $(basename "$1"): $2"
    status=1
  fi
}
expect "$work/out/scheduler.cpp" "RECRASH_TWIN_METHOD(1, queue);"
expect "$work/out/scheduler.cpp" "RECRASH_TWIN_METHOD(2, ::recrash::by_reference(job));"
expect "$work/immutability.txt" "Scheduler::drain(std::vector<Job> &): this=mutable queue=mutable"
expect "$work/immutability.txt" "Scheduler::process(const Job &): this=mutable job=immutable"
exit $status
