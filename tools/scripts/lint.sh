#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The checks CI makes of how the code reads: clang-format (.clang-format) leaves recrash's own
# sources as they are, and clang-tidy (.clang-tidy's checks) finds nothing in the libraries and
# tools. Not formatted: examples/ and tests/instrument/, whose line numbers goldens and end-to-end
# tests name. Needs a configured build for its compile_commands.json.
#   bash tools/scripts/lint.sh [build directory, default build]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}

mapfile -t sources < <(git ls-files -co --exclude-standard capture include serialize gen tools tests/unit tests/deps \
  tests/reliability tests/perf tests/fuzz | grep -E '\.(c|cpp|h|hpp)$')
echo "== clang-format: ${#sources[@]} files"
if ! clang-format-14 --dry-run --Werror "${sources[@]}"; then
  echo "lint.sh: clang-format would change the files above; run: clang-format-14 -i FILE (or git clang-format)" >&2
  exit 1
fi

if [[ ! -f $build/compile_commands.json ]]; then
  echo "lint.sh: no $build/compile_commands.json: configure first (bash tools/scripts/setup.sh)" >&2
  exit 1
fi
mapfile -t units < <(printf '%s\n' "${sources[@]}" | grep -E '^(capture|serialize|gen|tools)/.*\.cpp$')
echo "== clang-tidy: ${#units[@]} sources"
# GCC's warning options are not all Clang's; the checks are what count here.
run-clang-tidy-14 -quiet -p "$build" -j "$(nproc)" -extra-arg=-Wno-unknown-warning-option \
  "${units[@]/#/$PWD/}" >"$build/clang-tidy.log" 2>&1 || {
  grep -E "(warning|error):" "$build/clang-tidy.log" | sort -u >&2
  echo "lint.sh: clang-tidy found the above (whole output in $build/clang-tidy.log)" >&2
  exit 1
}
echo "lint.sh: clean"
