#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs a program that is expected to crash, then checks how it ended and what its dump holds.

check_crash.py --gen RECRASH_GEN --signal SEGV [--env NAME=VALUE]... [--stderr-line TEXT]
               [--no-dump] [--file-size-limit BYTES] [--plant-stale-temporaries]
               [--expect PYTHON_EXPRESSION]... -- PROGRAM [ARGS...]

The program runs with core dumps allowed (RLIMIT_CORE raised to its hard limit), and once more
with RECRASH_MODE=off: it must leave a core dump exactly when it does without recrash, so
recrash's handler never prevents one.

Each --expect is evaluated with `dump` (the dump as `recrash-gen --json` prints it) and
`functions(thread)` (the function names of a thread's frames, top first) in scope.

In a --stderr-line, "<dump dir>" stands for the dump directory the program was given.
--file-size-limit runs the program under that RLIMIT_FSIZE. --plant-stale-temporaries puts
three dump temporaries in the dump directory first, as killed writers leave them: one of a dead
process written long ago, which the program must remove, and two it must keep (a live
process's, and a dead process's written just now).
"""
import argparse
import glob
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def functions(thread):
    return [frame["function"] for frame in thread["frames"]]


def limits(file_size):
    def apply():
        _, hard = resource.getrlimit(resource.RLIMIT_CORE)
        resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))
        if file_size is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))
    return apply


def dead_pid():
    """A process id that no process has now: one that just ended."""
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def plant_stale_temporaries(directory, program):
    """The temporaries the program must remove and those it must keep, by name."""
    def plant(pid, age_seconds):
        name = f"{program}-20000101-000000-{pid}.tmp"
        path = os.path.join(directory, name)
        with open(path, "wb") as out:
            out.write(b"RCRSH partial")
        stamp = time.time() - age_seconds
        os.utime(path, (stamp, stamp))
        return name
    removed = [plant(dead_pid(), 3600)]
    kept = [plant(os.getpid(), 3600), plant(dead_pid(), 0)]
    return removed, kept


def run(command, env, cwd, file_size=None):
    """Runs to the end; returns (returncode as subprocess gives it, core dumped?, stderr)."""
    os.makedirs(cwd)
    with open(os.path.join(cwd, ".stderr"), "w+b") as err:
        child = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err,
                                 preexec_fn=limits(file_size))
        try:
            _, status = os.waitpid(child.pid, 0)
        finally:
            child.returncode = 0  # reaped here, where the core-dump bit is still visible
        err.seek(0)
        stderr = err.read().decode(errors="replace")
    shutil.rmtree(cwd)  # the core file, if any
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    return code, os.WIFSIGNALED(status) and os.WCOREDUMP(status), stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gen", required=True)
    parser.add_argument("--signal", required=True)
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("--stderr-line", action="append", default=[])
    parser.add_argument("--no-dump", action="store_true")
    parser.add_argument("--expect", action="append", default=[])
    parser.add_argument("--file-size-limit", type=int)
    parser.add_argument("--plant-stale-temporaries", action="store_true")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command

    with tempfile.TemporaryDirectory(prefix="recrash-case.") as work:
        env = dict(os.environ, RECRASH_DUMP_DIR=work)
        env.update(item.split("=", 1) for item in args.env)
        removed, kept = [], []
        if args.plant_stale_temporaries:
            removed, kept = plant_stale_temporaries(work, os.path.basename(command[0]))
        returncode, core_dumped, stderr = run(command, env, os.path.join(work, "..", os.path.basename(work) + ".cwd"),
                                              args.file_size_limit)
        print(stderr, end="")
        failures = []
        for name in removed:
            if os.path.exists(os.path.join(work, name)):
                failures.append(f"a killed writer's stale temporary was not removed: {name}")
        for name in kept:
            if os.path.exists(os.path.join(work, name)):
                os.remove(os.path.join(work, name))
            else:
                failures.append(f"a temporary that may still be written was removed: {name}")
        expected = -getattr(signal, "SIG" + args.signal)
        if returncode != expected:
            failures.append(f"ended with {returncode}, expected {expected} (SIG{args.signal})")
        _, control_core_dumped, _ = run(command, dict(env, RECRASH_MODE="off"),
                                        os.path.join(work, "..", os.path.basename(work) + ".control"),
                                        args.file_size_limit)
        if core_dumped != control_core_dumped:
            failures.append(f"core dumped: {core_dumped}, without recrash: {control_core_dumped}")
        lines = stderr.splitlines()
        for line in args.stderr_line:
            line = line.replace("<dump dir>", work)
            if line not in lines:
                failures.append(f"stderr lacks the line: {line}")
        dumps = glob.glob(os.path.join(work, "*.bin"))
        leftovers = [f for f in os.listdir(work) if not f.endswith(".bin")]
        if leftovers:
            failures.append(f"left behind: {leftovers}")
        if args.no_dump:
            if dumps:
                failures.append(f"expected no dump, found {dumps}")
        elif len(dumps) != 1:
            failures.append(f"expected one dump, found {dumps}")
        else:
            shown = subprocess.run([args.gen, "--json", "--no-symbolize", dumps[0]], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if shown.returncode != 0:
                failures.append("recrash-gen rejected the dump: " + shown.stderr.decode(errors="replace"))
            else:
                dump = json.loads(shown.stdout)
                for expression in args.expect:
                    try:
                        ok = eval(expression, {"dump": dump, "functions": functions})
                    except Exception as error:  # a malformed dump shows up here
                        ok = False
                        expression += f"  ({error!r})"
                    if not ok:
                        failures.append("not true of the dump: " + expression)
                if failures:
                    print(json.dumps(dump, indent=1)[:4000])
        for failure in failures:
            print("FAIL: " + failure)
        if not failures:
            print(f"ok: {' '.join(command[1:])} (core dumped: {core_dumped}, as without recrash)")
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
