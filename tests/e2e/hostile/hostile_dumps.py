#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""recrash-gen on the adversarial dumps hostile_dumps.cpp writes, one case per finding of issue 20
that concerns recrash-gen. Each run has a deadline, and its time and peak memory are measured.

  hostile_dumps.py --gen RECRASH_GEN --maker HOSTILE_DUMPS --case CASE
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

DEADLINE = 60  # seconds before a run is killed; every run here should take well under one
SLOW = 20  # seconds: a run slower than this failed


class Run:
    def __init__(self, status, stdout, stderr, seconds, max_rss_kb, killed):
        self.status, self.stdout, self.stderr = status, stdout, stderr
        self.seconds, self.max_rss_kb, self.killed = seconds, max_rss_kb, killed

    def __str__(self):
        return (f"exit {self.status}{' (killed at the deadline)' if self.killed else ''}, {self.seconds:.2f} s, "
                f"{self.max_rss_kb / 1024:.1f} MB at most; stderr: {self.stderr[:300]!r}")


def run(gen, args, stdin=subprocess.DEVNULL):
    """Runs recrash-gen with `args`, killing it (by its pid) at the deadline."""
    start = time.monotonic()
    proc = subprocess.Popen([gen, *args], stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    output = {}
    readers = [threading.Thread(target=lambda name=name, pipe=pipe: output.__setitem__(name, pipe.read()))
               for name, pipe in (("stdout", proc.stdout), ("stderr", proc.stderr))]
    for reader in readers:
        reader.start()
    killed = threading.Event()
    timer = threading.Timer(DEADLINE, lambda: (killed.set(), proc.kill()))
    timer.start()
    _, wait_status, usage = os.wait4(proc.pid, 0)  # its own peak memory, not its siblings'
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(wait_status)
    for reader in readers:
        reader.join()
    return Run(proc.returncode, output["stdout"], output["stderr"], time.monotonic() - start, usage.ru_maxrss,
               killed.is_set())


failures = []


def expect(condition, what, result=None):
    print(("ok: " if condition else "FAIL: ") + what + (f" ({result})" if result is not None else ""))
    if not condition:
        failures.append(what)


def expect_quick(result, what, max_mb=256):
    expect(not result.killed and result.seconds < SLOW and result.max_rss_kb < max_mb * 1024,
           f"{what}: under {SLOW} s and {max_mb} MB", result)


def control_at(data):
    """Where bytes printed for a terminal hold a control character other than a line break."""
    found = re.search(rb"[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]", data)
    return found.start() if found else None


def deep_type_name(gen, directory):
    """Finding 1: a 264-byte type name that demangles to 2^60 characters is shown mangled."""
    with open(os.path.join(directory, "deep_type_name.txt")) as file:
        name = file.read()
    dump = os.path.join(directory, "deep_type_name.bin")
    shown = run(gen, ["--show", "--no-symbolize", dump])
    expect_quick(shown, "--show with a deep type name")
    expect(shown.status == 0 and name[:60].encode() in shown.stdout, "--show prints the name mangled", shown)
    listed = run(gen, ["--json", "--no-symbolize", dump])
    expect_quick(listed, "--json with a deep type name")
    try:
        value = json.loads(listed.stdout)["threads"][0]["frames"][0]["values"][0]
        expect(value["type"] == name, "--json gives the name mangled")
    except (ValueError, KeyError, IndexError) as error:
        expect(False, f"--json is valid JSON ({error})", listed)
    written = run(gen, ["--no-symbolize", dump, "-o", os.path.join(directory, "deep-tests")])
    expect_quick(written, "writing the tests of a dump with a deep type name")


def lying_counts(gen, directory):
    """Finding 2: counts that lie, one inside the other, cost memory only for what the file holds."""
    result = run(gen, ["--show", "--no-symbolize", os.path.join(directory, "lying_counts.bin")])
    expect_quick(result, "a 1 MB dump whose counts lie", max_mb=48)
    expect(result.status == 2 and result.stderr.count(b"\n") == 1 and b"truncated" in result.stderr,
           "it is refused in one line", result)
    print(f"   a 1 MB dump whose counts lie: {result.max_rss_kb / 1024:.1f} MB at most")


def release_fifo(path):
    """Opens the FIFO for writing and closes it, so that anything stuck opening it to read goes on."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass  # nothing waits on it


def special_modules(gen, directory):
    """Finding 3: a module path naming a FIFO or standard input blocks nothing."""
    fifo = os.path.join(directory, "fifo")
    os.mkfifo(fifo)
    silent, writer = os.pipe()  # standard input: a pipe nobody writes to, never closed
    try:
        for name in ("fifo_module.bin", "fifo_module_with_build_id.bin", "stdin_module.bin",
                     "stdin_module_with_build_id.bin"):
            result = run(gen, ["--show", os.path.join(directory, name)], stdin=silent)
            expect_quick(result, f"--show symbolizing {name}")
            expect(result.status == 0, f"{name} is shown", result)
    finally:
        release_fifo(fifo)
        os.close(silent)
        os.close(writer)


def control_characters_in_paths(gen, directory):
    """Finding 4: a path with a NUL or another control character makes the dump invalid."""
    for name in ("nul_in_manifest.bin", "nul_in_module.bin", "escape_in_header.bin", "newline_in_file.bin"):
        dump = os.path.join(directory, name)
        for args in (["--show"], ["-o", os.path.join(directory, name + "-tests")]):
            result = run(gen, ["--no-symbolize", *args, dump])
            expect_quick(result, f"{' '.join(args[:1])} {name}")
            expect(result.status == 2 and result.stderr.count(b"\n") == 1 and
                   b"holds a control character" in result.stderr and control_at(result.stderr) is None,
                   f"{name} is refused in one line", result)


def control_characters_in_signatures(gen, directory):
    """Finding 7: what recrash-gen prints holds no control character; its JSON stays valid."""
    dump = os.path.join(directory, "escapes.bin")
    listed = run(gen, ["--watch-list", dump])
    expect(listed.status == 0 and control_at(listed.stdout) is None, "--watch-list prints no control character",
           listed)
    expect(b"after the NUL" in listed.stdout, "--watch-list goes on past a NUL", listed)
    lines = listed.stdout.decode("utf-8", "replace").splitlines()
    expect(lines[:1] == ["# recrash watch list 1"] and len(lines) == 7, f"one line a signature: {lines}")
    shown = run(gen, ["--show", "--no-symbolize", dump])
    expect(shown.status == 0 and control_at(shown.stdout) is None, "--show prints no control character", shown)
    data = run(gen, ["--json", "--no-symbolize", dump])
    try:
        parsed = json.loads(data.stdout)
        expect("\x00; after the NUL" in parsed["second_chance"]["newly_watched"][0] and
               parsed["threads"][0]["frames"][0]["signature"] == "void parse(\x1b[8mThing)",
               "--json keeps every character, escaped")
    except (ValueError, KeyError, IndexError) as error:
        expect(False, f"--json is valid JSON ({error})", data)


CASES = {
    "DeepTypeName": deep_type_name,
    "LyingCounts": lying_counts,
    "SpecialModules": special_modules,
    "ControlCharactersInPaths": control_characters_in_paths,
    "ControlCharactersInSignatures": control_characters_in_signatures,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--gen", required=True)
    parser.add_argument("--maker", required=True)
    parser.add_argument("--case", required=True, choices=sorted(CASES))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="recrash-hostile.") as directory:
        subprocess.run([args.maker, directory], check=True)
        CASES[args.case](args.gen, directory)
    if failures:
        print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
