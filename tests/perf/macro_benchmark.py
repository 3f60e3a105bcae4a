#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The macro benchmark: one call-heavy workload, run uninstrumented and instrumented under each
of recrash's settings, interleaved in one run so that the machine's noise falls on all alike.
Prints, per setting, the median CPU time (user + system), its ratio to the uninstrumented
program, and the peak resident memory.

macro_benchmark.py --plain BIN --instrumented BIN [--single-body BIN] [--repetitions N]
                   --workload "ARGS" --crash "ARGS"

--single-body: the same program instrumented with recrash_instrument(... SINGLE_BODY), each hook
in its function's one body; it runs "off" and "reference" too, for comparison with the two
bodies the instrumenter writes by default.

--workload is the argument list of the workload, as one shell-quoted string (it must exit 0 and print the same output under
every setting); --crash that of a run that crashes, from which second chance learns the watch
list for "second-chance-watching".
"""
import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recrash_settings  # noqa: E402


def run(command, env):
    """Returns (CPU seconds, peak RSS in KiB, exit status, stdout)."""
    with tempfile.TemporaryFile() as out:
        child = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, usage.ru_maxrss, child.returncode, out.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plain", required=True)
    parser.add_argument("--instrumented", required=True)
    parser.add_argument("--single-body")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--workload", required=True)
    parser.add_argument("--crash", required=True)
    args = parser.parse_args()
    args.workload = shlex.split(args.workload)
    args.crash = shlex.split(args.crash)

    work = tempfile.mkdtemp(prefix="recrash-macro.")
    try:
        base = recrash_settings.base_environment(work)
        learned = os.path.join(work, "learned")
        try:
            watched = recrash_settings.learn_watch_list([args.instrumented] + args.crash, base, learned)
        except RuntimeError as error:
            sys.exit(f"the --crash run: {error}")

        settings = [("uninstrumented", args.plain, {})] + [
            (name, args.instrumented, extra) for name, extra in recrash_settings.instrumented_settings(work, learned)]
        if args.single_body:
            settings += [
                ("off, single body", args.single_body, {"RECRASH_MODE": "off"}),
                ("reference, single body", args.single_body, {"RECRASH_MODE": "full", "RECRASH_COPY": "reference"}),
            ]
        cpu = {name: [] for name, _, _ in settings}
        rss = {name: 0 for name, _, _ in settings}
        expected_output = None
        for repetition in range(args.repetitions):
            for name, binary, extra in settings:
                seconds, peak, status, output = run([binary] + args.workload, dict(base, **extra))
                if status != 0:
                    sys.exit(f"{name}: the workload exited with {status}")
                if expected_output is None:
                    expected_output = output
                elif output != expected_output:
                    sys.exit(f"{name}: the workload printed something else than uninstrumented")
                cpu[name].append(seconds)
                rss[name] = max(rss[name], peak)

        plain = statistics.median(cpu["uninstrumented"])
        print(f"workload: {os.path.basename(args.instrumented)} {' '.join(args.workload)}; "
              f"{args.repetitions} interleaved runs per setting; watching {len(watched)} functions learned from "
              f"{' '.join(args.crash)}")
        print(f"{'setting':<24} {'CPU s (median)':>15} {'vs. uninstrumented':>19} {'peak RSS MiB':>13}")
        for name, _, _ in settings:
            median = statistics.median(cpu[name])
            print(f"{name:<24} {median:>15.3f} {median / plain:>18.3f}x {rss[name] / 1024:>13.1f}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
