#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# recrash_instrument(... PRECOMPILED_HEADERS ON) precompiles recrash's headers for the copies,
# and leaves alone what it must: a source with compile definitions of its own gets them on its
# copy and compiles without the precompiled header (-Werror: g++'s -Winvalid-pch, clang's macro
# check), and a source compiled as it is (EXCLUDE) is not given recrash's headers at all. The
# program's crash in a copy that read the precompiled header reproduces.
#   precompiled_headers.sh RECRASH_BUILD [CMAKE_ARG]...
set -euo pipefail
recrash_build=$1
shift
source "$(dirname "$0")/work_dir.sh" precompiled

install_recrash "$recrash_build"
mkdir -p "$work/src/lib"
cat >"$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(shares_program LANGUAGES CXX)
find_package(recrash REQUIRED)
add_library(shares STATIC lib/share.cpp lib/clamp.cpp lib/legacy.cpp)
target_include_directories(shares PUBLIC lib)
target_compile_options(shares PRIVATE -Werror)
set_source_files_properties(lib/clamp.cpp PROPERTIES COMPILE_DEFINITIONS "SHARES_LIMIT=3")
recrash_instrument(shares EXCLUDE lib/legacy.cpp PRECOMPILED_HEADERS ON)
add_executable(split main.cpp)
target_link_libraries(split PRIVATE shares)
CMAKE
cat >"$work/src/lib/shares.hpp" <<'HEADER'
#pragma once
int share(int total, int parts);
int clamp_parts(int parts);
int legacy_parts(int parts);
HEADER
cat >"$work/src/lib/share.cpp" <<'SOURCE'
#include "shares.hpp"
int share(int total, int parts) { return total / parts; }
SOURCE
cat >"$work/src/lib/clamp.cpp" <<'SOURCE'
#include "shares.hpp"
#ifndef SHARES_LIMIT
#error the copy of clamp.cpp lost its compile definitions
#endif
int clamp_parts(int parts) { return parts > SHARES_LIMIT ? SHARES_LIMIT : parts; }
SOURCE
cat >"$work/src/lib/legacy.cpp" <<'SOURCE'
#include "shares.hpp"
#ifdef RECRASH_DETAIL_HEADER
#error the headers of recrash reached a source compiled as it is
#endif
int legacy_parts(int parts) { return parts - 1; }
SOURCE
cat >"$work/src/main.cpp" <<'SOURCE'
#include <shares.hpp>
#include <cstdio>
int main(int argc, char**) {
  std::printf("%d\n", share(12, clamp_parts(argc + 10)));
  std::fflush(stdout);
  return share(10, legacy_parts(argc));  // argc is 1: divides by zero
}
SOURCE

run configure.log cmake -S "$work/src" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" "$@"
run build.log cmake --build "$work/build" --verbose
copies="$work/build/recrash-instrumented/shares/lib"
compile_line() { grep -E -- "-c [^ ]*$1( |$)" "$work/build.log" | tail -n 1; }
[[ $(compile_line "$copies/share.cpp") == *cmake_pch* ]] || fail "share.cpp's copy was not given the precompiled header"
[[ $(compile_line "$copies/clamp.cpp") != *cmake_pch* ]] ||
  fail "clamp.cpp's copy, compiled with definitions of its own, was given the precompiled header"
[[ -n $(compile_line "$work/src/lib/legacy.cpp") ]] || fail "legacy.cpp was not compiled as it is"
[[ $(compile_line "$work/src/lib/legacy.cpp") != *cmake_pch* ]] || fail "legacy.cpp was given the precompiled header"

crashes FPE run.log "$work/build/split"
grep -q "^4$" "$work/run.log" || fail "clamp_parts did not use its copy's SHARES_LIMIT"
dump=$(ls "$work"/dumps/*.bin)
"$recrash_build/bin/recrash-gen" --verify "$dump" -o "$work/tests" >"$work/verify.txt" 2>&1 ||
  { cat "$work/verify.txt"; fail "recrash-gen --verify failed"; }
grep -Eq "^0 +share +reproduced$" "$work/verify.txt" || { cat "$work/verify.txt"; fail "share's crash does not reproduce"; }

sed -i 's|PRECOMPILED_HEADERS ON|PRECOMPILED_HEADERS SOMETIMES|' "$work/src/CMakeLists.txt"
if cmake -S "$work/src" -B "$work/build" >"$work/configure-bad.log" 2>&1; then
  fail "PRECOMPILED_HEADERS SOMETIMES was accepted"
fi
grep -q "PRECOMPILED_HEADERS must be AUTO, ON or OFF" "$work/configure-bad.log" || fail "no message for a bad PRECOMPILED_HEADERS"
echo "ok: the copies read recrash's headers precompiled, but for a source with definitions of its own and one compiled as it is; the crash reproduces"
