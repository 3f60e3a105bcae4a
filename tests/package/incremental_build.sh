#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds after the first do only what an edit asks for, in a project whose
# cmake_minimum_required is older than 3.20 (CMake's depfile translation for Ninja, CMP0116, is
# then off unless recrash_instrument turns it on): a build with no edit instruments and compiles
# nothing, also the second one (whose glob of the header copies regenerates the build); an edited
# source is instrumented again alone; an edit to the program instruments nothing. The first build
# runs two jobs: a parallel Make build once stopped on a file it had no rule for.
#   incremental_build.sh RECRASH_BUILD [CMAKE_ARG]...
set -euo pipefail
recrash_build=$1
shift
source "$(dirname "$0")/work_dir.sh" incremental

install_recrash "$recrash_build"
mkdir -p "$work/src/lib"
cat >"$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(counter_program LANGUAGES CXX)
find_package(recrash REQUIRED)
add_library(counters STATIC lib/counter.cpp lib/report.cpp)
target_include_directories(counters PUBLIC lib)
recrash_instrument(counters)
add_executable(count main.cpp)
target_link_libraries(count PRIVATE counters)
CMAKE
cat >"$work/src/lib/counter.hpp" <<'HEADER'
#pragma once
#include <string>
class Counter {
 public:
  void add(int n);
  int total() const { return total_; }
 private:
  int total_ = 0;
};
std::string report(const Counter& counter, int per);
HEADER
cat >"$work/src/lib/counter.cpp" <<'SOURCE'
#include "counter.hpp"
void Counter::add(int n) { total_ += n; }
SOURCE
cat >"$work/src/lib/report.cpp" <<'SOURCE'
#include "counter.hpp"
std::string report(const Counter& counter, int per) { return std::to_string(counter.total() / per); }
SOURCE
cat >"$work/src/main.cpp" <<'SOURCE'
#include <counter.hpp>
#include <cstdio>
int main() {
  Counter counter;
  counter.add(6);
  std::printf("%s\n", report(counter, 2).c_str());
}
SOURCE

run configure.log cmake -S "$work/src" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" "$@"
run build1.log cmake --build "$work/build" --parallel 2
[[ $("$work/build/count") == "3" ]] || fail "the program prints $("$work/build/count"), expected 3"

# What a build log says it instrumented and compiled, one per line.
did() { grep -Eo "recrash-instrument lib/[a-z]+\.cpp|Building CXX object [^ ]+" "$work/$1" | sort || true; }
for build in 2 3; do
  run "build$build.log" cmake --build "$work/build"
  [[ -z $(did "build$build.log") ]] || fail "build $build, with no edit, did: $(did "build$build.log")"
done

sleep 1  # a new modification time
touch "$work/src/lib/report.cpp"
run build4.log cmake --build "$work/build"
[[ $(did build4.log | grep "^recrash-instrument ") == "recrash-instrument lib/report.cpp" ]] ||
  fail "an edit to report.cpp instrumented: $(did build4.log | grep "^recrash-instrument ")"

touch "$work/src/main.cpp"
run build5.log cmake --build "$work/build"
! did build5.log | grep -q "^recrash-instrument " || fail "an edit to main.cpp instrumented: $(did build5.log)"
did build5.log | grep -q "main.cpp" || fail "an edit to main.cpp did not recompile it"
echo "ok: builds after the first instrument and compile only what was edited"
