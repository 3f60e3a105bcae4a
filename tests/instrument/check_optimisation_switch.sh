#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A build directory turned from Debug to Release: the same source instrumented without
# optimisation (one body per function, in its copy and its header's) and then with -O2 into the
# same output directory must leave both copies with two bodies, the header's too, although its
# old copy counts as many hooks as the new one.
#
#   check_optimisation_switch.sh TOOL INPUT_DIR WORK_DIR RECRASH_INCLUDE
set -euo pipefail
((${#} == 4)) || { echo "usage: $0 TOOL INPUT_DIR WORK_DIR RECRASH_INCLUDE" >&2; exit 2; }
tool=$1 input=$2 work=$3 include=$4

rm -rf "$work"
mkdir -p "$work/src" "$work/out"
cp "$input"/* "$work/src/"
instrument() {
  "$tool" --source-root "$work/src" --output-dir "$work/out" "$work/src/shelf.cpp" -- -std=c++17 "$@" \
    "-I$work/src" "-I$include"
}

status=0
check() {  # check FILE COUNT: how many functions of FILE's copy have a twin
  local twins
  twins=$(grep -c 'RECRASH_ENTRY(' "$work/out/$1" || true)
  if ((twins != $2)); then
    echo "$1's copy: $twins functions with two bodies, expected $2"
    status=1
  fi
}
instrument -O0
check shelf.cpp 0
check shelf.hpp 0
instrument -O2
check shelf.cpp 3
check shelf.hpp 1
instrument
check shelf.cpp 0
check shelf.hpp 0
exit $status
