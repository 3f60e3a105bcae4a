#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The compile cost of instrumenting a target, unit by unit: each instrumented copy compiled with
the command the build recorded, and its original compiled with the same command without
recrash's copies, side by side, one compile at a time, as CPU time (user + system, from
getrusage: a loaded machine moves it less than wall time). Prints each unit's two times and
their ratio, then the totals.

  compile_cpu.py BUILD_DIR COPIES_DIR SOURCE_ROOT [--repeat N]

BUILD_DIR holds compile_commands.json (recrash_instrument turns it on for its targets);
COPIES_DIR is the target's copies (BUILD_DIR/recrash-instrumented/<target>); SOURCE_ROOT the
directory they mirror (recrash_instrument's SOURCE_ROOT, by default the target's own). Each
compile's object goes to a temporary file: the build is left as it was.
"""
import argparse
import json
import os
import resource
import shlex
import subprocess
import sys
import tempfile


def cpu_seconds(command, directory):
    """Runs one compile; its CPU time, or None when it failed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, cwd=directory, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        return None
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def arguments_of(entry):
    if "arguments" in entry:
        return list(entry["arguments"])
    return shlex.split(entry["command"])


def with_output(arguments, output):
    """The arguments with the object written to `output` and no dependency file."""
    result = []
    skip = False
    for argument in arguments:
        if skip:
            skip = False
            continue
        if argument in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            if argument == "-o":
                result += ["-o", output]
            continue
        if argument in ("-MD", "-MMD"):
            continue
        result.append(argument)
    return result


def plain(arguments, copies, original, copy):
    """The same compile without recrash: no include directory of the copies, no manifest, the original source."""
    result = []
    i = 0
    while i < len(arguments):
        argument = arguments[i]
        i += 1
        flag = next((f for f in ("-I", "-iquote") if argument.startswith(f)), None)
        if flag is not None:
            directory = argument[len(flag):]
            if not directory and i < len(arguments):  # "-I dir"
                directory = arguments[i]
                i += 1
                argument = [argument, directory]
            if os.path.abspath(directory).startswith(copies):
                continue
            result += argument if isinstance(argument, list) else [argument]
            continue
        if argument.startswith("-DRECRASH_BUILD_MANIFEST="):
            continue
        result.append(original if argument == copy else argument)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("build")
    parser.add_argument("copies")
    parser.add_argument("source_root")
    parser.add_argument("--repeat", type=int, default=1, help="compile each unit N times, keep the least CPU")
    options = parser.parse_args()
    copies = os.path.abspath(options.copies)
    root = os.path.abspath(options.source_root)
    database = os.path.join(options.build, "compile_commands.json")
    try:
        with open(database) as f:
            entries = json.load(f)
    except (OSError, ValueError) as error:
        sys.exit(f"compile_cpu.py: cannot read {database}: {error}")
    units = [e for e in entries if os.path.abspath(os.path.join(e["directory"], e["file"])).startswith(copies + os.sep)]
    if not units:
        sys.exit(f"compile_cpu.py: no entry of {database} compiles a file under {copies}")

    totals = [0.0, 0.0]
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "unit.o")
        print(f"{'unit':<44} {'plain':>8} {'recrash':>8} {'ratio':>7}")
        for entry in units:
            copy_path = os.path.abspath(os.path.join(entry["directory"], entry["file"]))
            original = os.path.join(root, os.path.relpath(copy_path, copies))
            arguments = with_output(arguments_of(entry), output)
            copy_argument = next((a for a in arguments if os.path.abspath(os.path.join(entry["directory"], a)) == copy_path),
                                 None)
            times = []
            for command in (plain(arguments, copies, original, copy_argument), arguments):
                runs = [cpu_seconds(command, entry["directory"]) for _ in range(options.repeat)]
                times.append(None if None in runs else min(runs))
            name = os.path.relpath(copy_path, copies)
            if None in times:
                print(f"{name:<44} {'failed' if times[0] is None else '':>8} {'failed' if times[1] is None else '':>8}")
                continue
            totals[0] += times[0]
            totals[1] += times[1]
            print(f"{name:<44} {times[0]:8.2f} {times[1]:8.2f} {times[1] / max(times[0], 0.01):6.1f}x")
    print(f"{'total':<44} {totals[0]:8.1f} {totals[1]:8.1f} {totals[1] / max(totals[0], 0.01):6.1f}x")


if __name__ == "__main__":
    main()
