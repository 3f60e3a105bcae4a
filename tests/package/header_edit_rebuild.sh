#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# An edit to a header of an instrumented library takes effect in the next build, in every target
# that reads it. A program outside the library includes the header's instrumented copy; after the
# header swaps two members (nothing else is edited), one build must recompile the program too, or
# the program and the library disagree on the class's layout. Built against this build of recrash
# installed into a fresh prefix.
#   header_edit_rebuild.sh RECRASH_BUILD [CMAKE_ARG]...
set -euo pipefail
recrash_build=$1
shift
source "$(dirname "$0")/work_dir.sh" header-edit

install_recrash "$recrash_build"
mkdir -p "$work/src/lib"
cat >"$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(pair_program LANGUAGES CXX)
find_package(recrash REQUIRED)
add_library(pair STATIC lib/pair.cpp)
target_include_directories(pair PUBLIC lib)
recrash_instrument(pair)
add_executable(show main.cpp)
target_link_libraries(show PRIVATE pair)
CMAKE
layout() {  # layout FIRST SECOND: the header, members in that order
  cat >"$work/src/lib/pair.hpp" <<HEADER
#pragma once
#include <string>
class Pair {
 public:
  std::string describe() const;
 private:
  int $1 = ${1#m}; int $2 = ${2#m};
};
HEADER
}
layout m1 m2
cat >"$work/src/lib/pair.cpp" <<'SOURCE'
#include "pair.hpp"
std::string Pair::describe() const { return std::to_string(m1) + " " + std::to_string(m2); }
SOURCE
cat >"$work/src/main.cpp" <<'SOURCE'
#include <pair.hpp>
#include <cstdio>
int main() { std::printf("%s\n", Pair().describe().c_str()); }
SOURCE

run configure.log cmake -S "$work/src" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" "$@"
run build.log cmake --build "$work/build"
[[ $("$work/build/show") == "1 2" ]] || fail "the first build prints $("$work/build/show"), expected 1 2"
sleep 1  # a new modification time for the edited header
layout m2 m1
run rebuild.log cmake --build "$work/build"
got=$("$work/build/show")
[[ $got == "1 2" ]] || { cat "$work/rebuild.log"; fail "after one build the program prints '$got': it was not recompiled with the new copy of pair.hpp"; }
grep -q "main.cpp" "$work/rebuild.log" || fail "the program's main.cpp was not recompiled"
echo "ok: one build after the header's edit recompiled the program with its new copy"
