#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs a program that is expected to crash, then checks how it ended and what its dump holds.

check_crash.py --gen RECRASH_GEN --signal SEGV [--env NAME=VALUE]... [--stderr-line TEXT]
               [--no-dump] [--expect PYTHON_EXPRESSION]... -- PROGRAM [ARGS...]

The program runs with core dumps allowed (RLIMIT_CORE raised to its hard limit), and once more
with RECRASH_MODE=off: it must leave a core dump exactly when it does without recrash, so
recrash's handler never prevents one.

Each --expect is evaluated with `dump` (the dump as `recrash-gen --json` prints it) and
`functions(thread)` (the function names of a thread's frames, top first) in scope.
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


def functions(thread):
    return [frame["function"] for frame in thread["frames"]]


def allow_core_dumps():
    _, hard = resource.getrlimit(resource.RLIMIT_CORE)
    resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))


def run(command, env, cwd):
    """Runs to the end; returns (returncode as subprocess gives it, core dumped?, stderr)."""
    os.makedirs(cwd)
    with open(os.path.join(cwd, ".stderr"), "w+b") as err:
        child = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err,
                                 preexec_fn=allow_core_dumps)
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
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command

    with tempfile.TemporaryDirectory(prefix="recrash-case.") as work:
        env = dict(os.environ, RECRASH_DUMP_DIR=work)
        env.update(item.split("=", 1) for item in args.env)
        returncode, core_dumped, stderr = run(command, env, os.path.join(work, "..", os.path.basename(work) + ".cwd"))
        print(stderr, end="")
        failures = []
        expected = -getattr(signal, "SIG" + args.signal)
        if returncode != expected:
            failures.append(f"ended with {returncode}, expected {expected} (SIG{args.signal})")
        _, control_core_dumped, _ = run(command, dict(env, RECRASH_MODE="off"),
                                        os.path.join(work, "..", os.path.basename(work) + ".control"))
        if core_dumped != control_core_dumped:
            failures.append(f"core dumped: {core_dumped}, without recrash: {control_core_dumped}")
        lines = stderr.splitlines()
        for line in args.stderr_line:
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
