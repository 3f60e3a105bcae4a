#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian packages recrash builds and tests with, then configures and builds it in
# build/ (or the directory in RECRASH_BUILD_DIR). Safe to run again: it installs only what is
# missing and rebuilds only what changed.
#   bash tools/scripts/setup.sh [extra cmake arguments]
# RECRASH_BUILD_TARGETS names the targets to build (all of them by default).
set -euo pipefail
cd "$(dirname "$0")/../.."

packages=(
  cmake ninja-build g++ clang libclang-rt-14-dev pkg-config binutils python3
  libboost-stacktrace-dev libcereal-dev libunwind-dev libgtest-dev
  libclang-cpp14-dev llvm-14-dev libclang-14-dev libbenchmark-dev clang-format-14 clang-tidy-14
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "== installing ${missing[*]}"
  sudo=""
  if ((EUID != 0)); then sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build=${RECRASH_BUILD_DIR:-build}
echo "== building recrash in $build/"
cmake -S . -B "$build" -G Ninja "$@" >/dev/null
read -r -a targets <<<"${RECRASH_BUILD_TARGETS:-all}"
cmake --build "$build" --target "${targets[@]}"
