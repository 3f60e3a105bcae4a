#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A failure of recrash-instrument on one source costs that source's hooks, never the build. The
# tool is made to die (RECRASH_INSTRUMENT_TEST_CRASH) while it hooks a function of one of a
# library's two sources: the library must still build and link, the build output must name the
# source, the function and the reason in one line, and the other source's functions must still
# be recorded when the program crashes in them. Built against this build of recrash installed
# into a fresh prefix.
#   instrumenter_failure.sh RECRASH_BUILD [CMAKE_ARG]...
set -euo pipefail
recrash_build=$1
shift
source "$(dirname "$0")/work_dir.sh" instrumenter-failure

install_recrash "$recrash_build"
mkdir -p "$work/src/lib"
cat >"$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(two_sources LANGUAGES CXX)
find_package(recrash REQUIRED)
add_library(numbers STATIC lib/fragile.cpp lib/sturdy.cpp)
target_include_directories(numbers PUBLIC lib)
recrash_instrument(numbers)
add_executable(divide main.cpp)
target_link_libraries(divide PRIVATE numbers)
CMAKE
cat >"$work/src/lib/numbers.hpp" <<'HEADER'
#pragma once
struct Fragile {
  int explode(int by);
  int base = 7;
};
int quotient(int total, int parts);
HEADER
cat >"$work/src/lib/fragile.cpp" <<'SOURCE'
#include "numbers.hpp"
int Fragile::explode(int by) { return base * by + (by > 100 ? 1 : 0); }
SOURCE
cat >"$work/src/lib/sturdy.cpp" <<'SOURCE'
#include "numbers.hpp"
int quotient(int total, int parts) { return total / parts + (parts > 100 ? 1 : 0); }
SOURCE
cat >"$work/src/main.cpp" <<'SOURCE'
#include <numbers.hpp>
#include <cstdio>
int main(int argc, char**) {
  Fragile fragile;
  std::printf("%d\n", fragile.explode(argc));
  std::fflush(stdout);
  return quotient(10, argc - 1);  // argc is 1: divides by zero
}
SOURCE

run configure.log cmake -S "$work/src" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" "$@"
RECRASH_INSTRUMENT_TEST_CRASH=Fragile::explode run build.log cmake --build "$work/build"
expected="recrash-instrument: warning: $work/src/lib/fragile.cpp is compiled without hooks: the tool died of SIGSEGV while hooking Fragile::explode"
grep -qF "$expected" "$work/build.log" || { cat "$work/build.log"; fail "the build output lacks: $expected"; }
[[ $(grep -c "compiled without hooks" "$work/build.log") == 1 ]] || fail "more than one source was left without hooks"
grep -q "not instrumented: recrash-instrument died of SIGSEGV while hooking Fragile::explode" \
  "$work/build/recrash-instrumented/numbers/lib/fragile.cpp.skipped.txt" || fail "fragile.cpp's report does not say it was left out"

crashes FPE run.log "$work/build/divide"
grep -q "^7$" "$work/run.log" || fail "Fragile::explode, compiled from its original source, did not run"
dump=$(ls "$work"/dumps/*.bin)
"$recrash_build/bin/recrash-gen" --show "$dump" >"$work/show.log"
grep -q "quotient" "$work/show.log" || { cat "$work/show.log"; fail "the other source's function was not recorded"; }

# Leaving a source out on purpose: EXCLUDE compiles it as it is, and the tool never sees it.
cp -r "$work/src" "$work/src-excluded"
sed -i 's|recrash_instrument(numbers)|recrash_instrument(numbers EXCLUDE lib/fragile.cpp)|' "$work/src-excluded/CMakeLists.txt"
run configure-excluded.log cmake -S "$work/src-excluded" -B "$work/build-excluded" -DCMAKE_PREFIX_PATH="$work/prefix" "$@"
run build-excluded.log cmake --build "$work/build-excluded"
grep -q "recrash-instrument lib/sturdy.cpp" "$work/build-excluded.log" || fail "sturdy.cpp was not instrumented"
if grep -q "recrash-instrument lib/fragile.cpp" "$work/build-excluded.log"; then fail "EXCLUDE did not leave fragile.cpp out"; fi
sed -i 's|EXCLUDE lib/fragile.cpp|EXCLUDE lib/missing.cpp|' "$work/src-excluded/CMakeLists.txt"
if cmake -S "$work/src-excluded" -B "$work/build-excluded" >"$work/configure-missing.log" 2>&1; then
  fail "EXCLUDE of a file that is not a source was accepted"
fi
grep -q "EXCLUDE names files that are not its sources" "$work/configure-missing.log" || fail "no message for a bad EXCLUDE"
echo "ok: the tool's failure on fragile.cpp cost its hooks only; the library built and quotient() was recorded; EXCLUDE leaves a source out"
