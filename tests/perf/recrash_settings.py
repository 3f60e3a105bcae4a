# SPDX-License-Identifier: MIT
"""recrash's run-time settings the benchmarks compare, and the watch list second chance learns
from a crash (shared by macro_benchmark.py and overhead.py)."""

from __future__ import annotations

import os
import subprocess

VARIABLES = ("RECRASH_MODE", "RECRASH_COPY", "RECRASH_STATE_DIR", "RECRASH_WATCH_LIST")


def base_environment(work: str) -> dict:
    """The environment every run starts from: dumps into work, no line printed after a crash, and
    none of the caller's own recrash settings."""
    env = dict(os.environ, RECRASH_DUMP_DIR=work, RECRASH_QUIET="1")
    for name in VARIABLES:
        env.pop(name, None)
    return env


def learn_watch_list(crash: list[str], base: dict, state_dir: str) -> list[str]:
    """Runs a crashing command in second-chance mode so that it learns its watch list into
    state_dir; returns the functions watched. Raises RuntimeError when the command does not crash
    or learns nothing."""
    status = subprocess.run(crash, env=dict(base, RECRASH_MODE="second-chance", RECRASH_STATE_DIR=state_dir),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False).returncode
    if status >= 0:
        raise RuntimeError(f"{' '.join(crash)} exited with {status}; it must crash")
    path = os.path.join(state_dir, "watch-list")
    if not os.path.isfile(path):
        raise RuntimeError(f"{' '.join(crash)} crashed but second chance wrote no {path}")
    with open(path) as f:
        return [line for line in f.read().splitlines() if line and not line.startswith("#")]


def instrumented_settings(work: str, learned: str) -> list[tuple[str, dict]]:
    """(name, extra environment) of each setting an instrumented build runs under; learned is the
    state directory learn_watch_list() filled."""
    return [
        ("off", {"RECRASH_MODE": "off"}),
        ("second-chance-empty", {"RECRASH_MODE": "second-chance",
                                 "RECRASH_STATE_DIR": os.path.join(work, "empty")}),
        ("second-chance-watching", {"RECRASH_MODE": "second-chance", "RECRASH_STATE_DIR": learned}),
        ("reference", {"RECRASH_MODE": "full", "RECRASH_COPY": "reference"}),
        ("copy", {"RECRASH_MODE": "full", "RECRASH_COPY": "copy"}),
    ]
