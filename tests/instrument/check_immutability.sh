#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The immutability analysis against hand-labelled functions: instruments tests/instrument/
# immutability/*.cpp, reads the classification the tool reports, and compares each receiver and
# parameter with the truth in its function's "// expect: name=label ..." comment (on the line of
# the function's name). Prints the precision and recall of "immutable" and every disagreement;
# fails when a mutable slot is called immutable (precision below 1: the dump would show a
# state the call did not receive), when a labelled function is not classified, or when the
# instrumented copies do not compile.
#
#   check_immutability.sh TOOL CASES_DIR WORK_DIR CXX RECRASH_INCLUDE
set -euo pipefail
((${#} == 5)) || { echo "usage: $0 TOOL CASES_DIR WORK_DIR CXX RECRASH_INCLUDE" >&2; exit 2; }
tool=$1 cases=$2 work=$3 cxx=$4 include=$5

rm -rf "$work"
mkdir -p "$work/out"
# --monitor-trivial: many labelled cases are one-statement bodies, which are not hooked by default.
"$tool" --source-root "$cases" --output-dir "$work/out" --immutability-report "$work/immutability.txt" --monitor-trivial \
  "$cases"/*.cpp -- -std=c++17 "-I$cases"

for copy in "$work"/out/*.cpp; do
  "$cxx" -std=c++17 -fsyntax-only -Wall -Wextra -Werror "-I$include" "$copy"
done

# expect.txt: "file:line name truth"; got.txt: "file:line name verdict".
for source in "$cases"/*.cpp; do
  awk -v file="$(basename "$source")" '
    match($0, /\/\/ expect: .*/) {
      n = split(substr($0, RSTART + 11), labels, " ")
      for (i = 1; i <= n; ++i) { split(labels[i], kv, "="); print file ":" FNR, kv[1], kv[2] }
    }' "$source"
done >"$work/expect.txt"
awk -F': ' '/^[^ ]/ {
    split($1, where, ":")
    n = split($NF, labels, " ")
    for (i = 1; i <= n; ++i) { split(labels[i], kv, "="); print where[1] ":" where[2], kv[1], kv[2] }
  }' "$work/immutability.txt" >"$work/got.txt"

awk '
  NR == FNR { got[$1 " " $2] = $3; seen[$1] = 1; next }
  {
    key = $1 " " $2
    if (!($1 in seen)) { print "not classified: " $1; missing++; next }
    if (!(key in got)) { print "no verdict for " key; missing++; next }
    truth = $3; verdict = got[key]
    if (truth != "immutable" && truth != "mutable") { print "bad label " truth " for " key; missing++; next }
    if (verdict == "immutable" && truth == "immutable") tp++
    else if (verdict == "immutable") { fp++; print "WRONG: " key " is " truth " but was called immutable" }
    else if (truth == "immutable") { fn++; print "missed: " key " is immutable, called " verdict }
    total++
  }
  END {
    precision = (tp + fp) > 0 ? tp / (tp + fp) : 1
    recall = (tp + fn) > 0 ? tp / (tp + fn) : 1
    printf "%d labelled slots, %d truly immutable; found %d of them, %d wrongly\n", total, tp + fn, tp, fp
    printf "precision %.3f, recall %.3f\n", precision, recall
    if (missing > 0 || fp > 0 || total == 0) exit 1
  }' "$work/got.txt" "$work/expect.txt"
