#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The compile cost of instrumenting a target, unit by unit: each instrumented copy compiled with
the command the build recorded, and its original compiled with the same command without
recrash's copies, side by side, one compile at a time, as CPU time (user + system, from
getrusage: a loaded machine moves it less than wall time). Prints each unit's two times and
their ratio, then the totals.

  compile_cpu.py BUILD_DIR COPIES_DIR SOURCE_ROOT [--repeat N] [--text-headers]

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
import shutil
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


def precompiled_header(arguments):
    """The header the compile includes precompiled (CMake's cmake_pch.hxx), or None."""
    for i, argument in enumerate(arguments[:-1]):
        if argument == "-include" and os.path.basename(arguments[i + 1]).startswith("cmake_pch."):
            return arguments[i + 1]
    return None


def read_as_text(arguments, scratch):
    """The compile with the header it was given precompiled read as text instead (a copy of it
    with no precompiled file beside), as without recrash_instrument's PRECOMPILED_HEADERS."""
    header = precompiled_header(arguments)
    if header is None:
        return arguments
    text = os.path.join(scratch, "text_" + os.path.basename(header))
    shutil.copyfile(header, text)
    return [text if a == header else a for a in arguments if a != "-Winvalid-pch"]


def plain(arguments, copies, original, copy):
    """The same compile without recrash: no include directory of the copies, no manifest, no
    precompiled header (recrash_instrument's: recrash's headers), the original source."""
    result = []
    header = precompiled_header(arguments)
    i = 0
    while i < len(arguments):
        argument = arguments[i]
        i += 1
        if header is not None and argument == "-include" and i < len(arguments) and arguments[i] == header:
            i += 1
            continue
        if header is not None and argument == "-Winvalid-pch":
            continue
        if argument == "-Xclang" and arguments[i:i + 3] in (["-include-pch", "-Xclang"], ["-include", "-Xclang"]):
            i += 3
            continue
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
    parser.add_argument("--text-headers", action="store_true",
                        help="also compile each copy reading its precompiled header as text (a column more)")
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

    columns = ["plain", "recrash"] + (["as text"] if options.text_headers else [])
    totals = [0.0] * len(columns)
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "unit.o")

        def least_cpu(command, directory):
            runs = [cpu_seconds(command, directory) for _ in range(options.repeat)]
            return None if None in runs else min(runs)

        print(f"{'unit':<44}" + "".join(f" {c:>8}" for c in columns) + f" {'ratio':>7}")
        # The precompiled header recrash_instrument gives a target of many sources is built once,
        # for the instrumented build (the column read as text builds none).
        headers = {precompiled_header(arguments_of(e)) for e in units} - {None}
        for entry in entries:
            source = os.path.abspath(os.path.join(entry["directory"], entry["file"]))
            if os.path.splitext(source)[0] in headers:
                seconds = least_cpu(with_output(arguments_of(entry), output + ".gch"), entry["directory"])
                if seconds is not None:
                    totals[1] += seconds
                    print(f"{'(precompiled header)':<44} {'':>8} {seconds:8.2f}")
        for entry in units:
            copy_path = os.path.abspath(os.path.join(entry["directory"], entry["file"]))
            original = os.path.join(root, os.path.relpath(copy_path, copies))
            arguments = with_output(arguments_of(entry), output)
            copy_argument = next((a for a in arguments if os.path.abspath(os.path.join(entry["directory"], a)) == copy_path),
                                 None)
            commands = [plain(arguments, copies, original, copy_argument), arguments]
            if options.text_headers:
                commands.append(read_as_text(arguments, scratch))
            times = [least_cpu(command, entry["directory"]) for command in commands]
            name = os.path.relpath(copy_path, copies)
            if None in times:
                print(f"{name:<44}" + "".join(f" {'failed' if t is None else '':>8}" for t in times))
                continue
            totals = [total + t for total, t in zip(totals, times)]
            print(f"{name:<44}" + "".join(f" {t:8.2f}" for t in times) + f" {times[1] / max(times[0], 0.01):6.1f}x")
    print(f"{'total':<44}" + "".join(f" {t:8.1f}" for t in totals) + f" {totals[1] / max(totals[0], 0.01):6.1f}x")
    if options.text_headers:
        print(f"{'total, headers read as text':<44} {totals[2] / max(totals[0], 0.01):6.1f}x")

if __name__ == "__main__":
    main()
