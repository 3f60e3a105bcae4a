#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs a build's custom command (recrash-instrument and recrash_instrument's other steps: CMake's
RULE_LAUNCH_CUSTOM, which launch_custom.cmake sets) and adds its CPU time, user + system, as one
line to FILE, so that a trial can tell the instrumenter's share of the build from the compiler's.

  cpu_launcher.py FILE COMMAND [ARG]...

Exits as the command did."""
import os
import resource
import subprocess
import sys


def main() -> int:
    if len(sys.argv) < 3:
        sys.exit("usage: cpu_launcher.py FILE COMMAND [ARG]...")
    status = subprocess.call(sys.argv[2:])
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    # One short line appended with O_APPEND: parallel commands do not interleave.
    line = f"{usage.ru_utime + usage.ru_stime:.3f}\n".encode()
    descriptor = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(descriptor, line)
    finally:
        os.close(descriptor)
    return status


if __name__ == "__main__":
    sys.exit(main())
