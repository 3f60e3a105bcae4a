#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A bug-report bundle: recrash-gen --archive packs the reproducer; unpacked elsewhere, it builds
# from the program's source alone (no build manifest) and its tests reproduce the crash.
#   bundle.sh RECRASH_GEN RANDOM_CRASH PROGRAM_SOURCE_DIR
set -euo pipefail
gen=$1 program=$2 source=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/recrash-bundle.XXXXXX")
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "kept $work"; fi' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir "$work/dumps" "$work/elsewhere"
RECRASH_DUMP_DIR="$work/dumps" "$program" >/dev/null 2>&1 || true
"$gen" "$work"/dumps/*.bin -o "$work/repro" --archive | tee "$work/gen.txt"
grep -q "packed for a bug report: $work/repro.tar.gz" "$work/gen.txt" || fail "no archive reported"
tar -xzf "$work/repro.tar.gz" -C "$work/elsewhere"
ls "$work/elsewhere/repro"
for file in README.md CMakeLists.txt replay_test.cpp; do
  [[ -f $work/elsewhere/repro/$file ]] || fail "the bundle lacks $file"
done
grep -q "RECRASH_PROGRAM_SOURCE=/path/to/the/program" "$work/elsewhere/repro/README.md" || fail "README lacks the commands"
[[ ! -e $work/elsewhere/repro/build ]] || fail "the bundle holds a build directory"

cd "$work/elsewhere/repro"
cmake -S . -B build -DRECRASH_PROGRAM_SOURCE="$source" >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; }
cmake --build build >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; fail "build"; }
ctest --test-dir build --output-on-failure || fail "the bundle's tests do not reproduce the crash"
echo ok
