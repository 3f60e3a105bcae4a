#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the trials: each third-party library built plain and with recrash_instrument, its driver
crashed in both builds, the instrumented build's dump turned into tests by recrash-gen --verify,
and a Markdown table of what came of it (tests/trials/README.md says how a trial is written).

    python3 tests/trials/run.py --checkouts DIR [--work DIR] [--doc docs/TRIALS.md] [trial ...]

Never downloads: a trial whose checkout is missing is skipped, with the git commands that make it.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import json
import os
import pathlib
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import outcome  # noqa: E402
import recipe  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent


def log(trial: str, text: str) -> None:
    print(f"[{trial}] {text}", flush=True)


def run(command: list[str], *, log_file: pathlib.Path, timeout: float, env: dict | None = None,
        cwd: pathlib.Path | None = None) -> tuple[int | None, float, float]:
    """Runs a command (its output to log_file): exit status (None if it timed out), CPU seconds of
    it and everything it started and waited for, wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    with open(log_file, "ab") as out:
        out.write(("$ " + shlex.join(command) + "\n").encode())
        out.flush()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=cwd,
                                   start_new_session=True)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return status, cpu, time.monotonic() - start


def first_error(log_file: pathlib.Path) -> str:
    """The first compiler or CMake error in a log, one line, for the table, with the trial's work
    directory (the folder that holds the log) written <work>."""
    work = str(log_file.parent)
    for line in log_file.read_text(errors="replace").splitlines():
        if " error: " in line or line.startswith("CMake Error") or "Segmentation fault" in line:
            return line.strip().replace(work, "<work>")[:300]
    return "see " + str(log_file)


def binary_bytes(build: pathlib.Path) -> int:
    """text + data of the driver and of the libraries the build made (size(1)'s totals)."""
    files = [build / "driver"]
    for pattern in ("*.a", "*.so"):
        files += [p for p in build.rglob(pattern) if "CMakeFiles" not in p.parts]
    total = 0
    for path in files:
        if not path.is_file():
            continue
        text = subprocess.run(["size", "-t", str(path)], capture_output=True, text=True, check=False).stdout
        rows = [line.split() for line in text.splitlines()[1:] if line.split()]
        if rows:
            total += int(rows[-1][0]) + int(rows[-1][1])
    return total


def install_recrash(build: pathlib.Path, prefix: pathlib.Path) -> None:
    if not (build / "build.ninja").is_file() and not (build / "Makefile").is_file():
        sys.exit(f"run.py: no recrash build in {build}: run 'bash tools/scripts/setup.sh' first")
    if not (build / "bin" / "recrash-instrument").is_file():
        sys.exit(f"run.py: {build} has no recrash-instrument (Clang 14's LibTooling): the trials need it")
    print(f"== installing recrash from {build} into {prefix}", flush=True)
    subprocess.run(["cmake", "--install", str(build), "--prefix", str(prefix)], check=True,
                   stdout=subprocess.DEVNULL)


def prepare_source(trial: recipe.Trial, checkout: pathlib.Path, source: pathlib.Path) -> None:
    """The trial's project: its folder, with the library's files at the commit in vendor_dir."""
    if source.exists():
        shutil.rmtree(source)
    shutil.copytree(trial.folder, source)
    vendor = source / trial.vendor_dir
    vendor.mkdir(parents=True, exist_ok=True)
    archive = subprocess.Popen(["git", "-C", str(checkout), "archive", trial.commit, "--", *trial.paths], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(vendor)], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        raise RuntimeError(f"git archive {trial.commit} failed in {checkout}")


def build_variant(trial: recipe.Trial, work: pathlib.Path, variant: str, args: argparse.Namespace,
                  prefix: pathlib.Path, *, build_type: str = "Debug", folder: str | None = None,
                  targets: tuple[str, ...] = (), options: tuple[str, ...] = (),
                  source: pathlib.Path | None = None, defines: tuple[str, ...] = ()) -> dict:
    """Configures and builds the trial's project, plain or (any other variant) instrumented, in
    work/folder (default: work/variant) with its log beside it; targets: what to build (default:
    all); options: more arguments of recrash_instrument() (TRIAL_RECRASH_OPTIONS); source: the
    project (default: work/src); defines: more -D arguments of the configure step."""
    folder = folder or variant
    build = work / folder
    log_file = work / f"{folder}.log"
    log_file.unlink(missing_ok=True)
    if build.exists():
        shutil.rmtree(build)
    # An instrumented build's custom commands (recrash-instrument and its steps) add their CPU
    # time to a file of their own (launch_custom.cmake).
    custom_cpu = work / f"{folder}-custom-cpu.txt"
    custom_cpu.unlink(missing_ok=True)
    recrash = ["-DTRIAL_RECRASH=OFF"] if variant == "plain" else [
        "-DTRIAL_RECRASH=ON", f"-DCMAKE_PREFIX_PATH={prefix}", "-DTRIAL_RECRASH_OPTIONS=" + ";".join(options),
        f"-DCMAKE_PROJECT_INCLUDE={HERE / 'launch_custom.cmake'}", f"-DTRIAL_PYTHON={sys.executable}",
        f"-DTRIAL_CUSTOM_CPU_FILE={custom_cpu}"]
    configure = ["cmake", "-S", str(source or work / "src"), "-B", str(build), "-G", "Ninja",
                 f"-DCMAKE_BUILD_TYPE={build_type}", "-DCMAKE_EXPORT_NO_PACKAGE_REGISTRY=ON", *recrash, *defines]
    log(trial.name, f"configure {variant}")
    status, _, _ = run(configure, log_file=log_file, timeout=600)
    if status != 0:
        error = "configure: " + ("timed out" if status is None else first_error(log_file))
        log(trial.name, f"configure {variant} FAILED ({error})")
        return {"built": False, "error": error}
    log(trial.name, f"build {variant}")
    chosen = ["--target", *targets] if targets else []
    status, cpu, wall = run(["cmake", "--build", str(build), *chosen, "--", f"-j{args.jobs}"], log_file=log_file,
                            timeout=args.build_timeout)
    result = {"cpu_s": round(cpu, 1), "wall_s": round(wall, 1)}
    if custom_cpu.is_file():
        result["instrument_cpu_s"] = round(sum(float(line) for line in custom_cpu.read_text().split()), 1)
    if status != 0:
        result.update(built=False, error="timed out" if status is None else first_error(log_file))
        log(trial.name, f"build {variant} FAILED ({result['error']})")
        return result
    result.update(built=True, size_bytes=binary_bytes(build))
    log(trial.name, f"build {variant} OK: {cpu:.0f} s of CPU, {result['size_bytes']:,} bytes")
    return result


def run_driver(trial: recipe.Trial, work: pathlib.Path, variant: str, dumps: pathlib.Path | None) -> str:
    env = dict(os.environ)
    if dumps is not None:
        env.update(trial.settings)
        env["RECRASH_DUMP_DIR"] = str(dumps)
    log_file = work / f"driver-{variant}.log"
    log_file.unlink(missing_ok=True)
    status, _, _ = run([str(work / variant / "driver")], log_file=log_file, timeout=600, env=env, cwd=work)
    described = outcome.describe_exit(status)
    log(trial.name, f"driver ({variant}): {described}")
    return described


def examine_dump(trial: recipe.Trial, work: pathlib.Path, dumps: pathlib.Path, gen: pathlib.Path) -> dict:
    found = sorted(dumps.glob("*.bin"))
    if not found:
        return {"error": "no dump"}
    dump = found[-1]
    result = {"path": str(dump), "bytes": dump.stat().st_size}
    shown = subprocess.run([str(gen), "--json", str(dump)], capture_output=True, text=True, check=False)
    if shown.returncode != 0:
        result["error"] = "recrash-gen --json: " + shown.stderr.strip()[:200]
        return result
    data = json.loads(shown.stdout)
    crashed = [t for t in data["threads"] if t["crashed"]] or data["threads"][:1]
    result["frames"] = len(crashed[0]["frames"]) if crashed else 0
    result["frames_omitted"] = crashed[0]["frames_omitted"] if crashed else 0
    result["truncated"] = data["truncated"]
    result["failure"] = data["failure"]["description"]
    log(trial.name, f"dump: {result['bytes']:,} bytes, {result['frames']} frames ({result['failure']})")
    return result


def verify(trial: recipe.Trial, work: pathlib.Path, dump: str, gen: pathlib.Path, timeout: float) -> dict:
    repro = work / "repro"
    if repro.exists():
        shutil.rmtree(repro)
    log_file = work / "verify.log"
    log_file.unlink(missing_ok=True)
    log(trial.name, "recrash-gen --verify")
    status, cpu, _ = run([str(gen), "--verify", dump, "-o", str(repro)], log_file=log_file, timeout=timeout)
    verdicts = outcome.parse_verdicts(log_file.read_text(errors="replace"))
    if not verdicts:
        return {"error": f"recrash-gen --verify: {outcome.describe_exit(status)}, no verdicts ({first_error(log_file)})"}
    kept = [v for v in verdicts if v.reproduced]
    result = {
        "tests": len(verdicts),
        "kept": len(kept),
        "kept_calls": [v.call for v in kept],
        "expected_kept": any(outcome.names_function(v.call, trial.expect_function) for v in kept),
        "reasons": outcome.reasons_summary(verdicts),
        "not_kept": [{"frame": v.frame, "call": v.call, "why": v.why_not} for v in verdicts if not v.reproduced],
        "cpu_s": round(cpu, 1),
    }
    log(trial.name, f"verify: {len(kept)} of {len(verdicts)} kept; bad-state frame "
                    f"{'kept' if result['expected_kept'] else 'not kept'}")
    return result


def recipe_record(trial: recipe.Trial) -> dict:
    """What the table says of a trial before it runs."""
    return {"name": trial.name, "failure": trial.failure, "covers": trial.covers,
            "repository": trial.repository, "commit": trial.commit, "bug_report": trial.bug_report,
            "expect": {"failure": trial.expected_failure, "function": trial.expect_function},
            "settings": trial.settings}


def run_trial(trial: recipe.Trial, args: argparse.Namespace, prefix: pathlib.Path) -> dict:
    result = recipe_record(trial)
    checkout = args.checkouts / trial.name
    if not recipe.has_commit(checkout, trial.commit):
        log(trial.name, f"skipped: no checkout with {trial.commit[:12]} in {checkout}; to make it:")
        for command in recipe.clone_commands(trial, args.checkouts):
            print("    " + command, flush=True)
        result["note"] = "(not run: no checkout)"
        return result
    missing = recipe.missing_packages(trial)
    if missing:
        log(trial.name, f"skipped: it needs Debian packages that are not installed: "
                        f"apt-get install {' '.join(missing)}")
        result["note"] = "(not run: packages missing)"
        return result
    work = args.work / trial.name
    work.mkdir(parents=True, exist_ok=True)
    log(trial.name, f"preparing {work / 'src'} ({trial.repository} at {trial.commit[:12]})")
    prepare_source(trial, checkout, work / "src")
    gen = prefix / "bin" / "recrash-gen"
    for variant in ("plain", "instrumented"):
        result[variant] = build_variant(trial, work, variant, args, prefix)
    if not result["plain"].get("built"):
        result["note"] = "(plain build failed: the recipe is wrong)"
        return result
    result["plain"]["exit"] = run_driver(trial, work, "plain", None)
    if not result["instrumented"].get("built"):
        return result
    dumps = work / "dumps"
    if dumps.exists():
        shutil.rmtree(dumps)
    dumps.mkdir()
    result["instrumented"]["exit"] = run_driver(trial, work, "instrumented", dumps)
    result["dump"] = examine_dump(trial, work, dumps, gen)
    if result["dump"].get("frames") == 0:
        result["verify"] = {"error": "not run: the dump holds no monitored frame of the crashing thread"}
    elif "path" in result["dump"]:
        result["verify"] = verify(trial, work, result["dump"]["path"], gen, args.verify_timeout)
    return result


def write_doc(path: pathlib.Path, results: list[dict], command: str) -> None:
    date = datetime.date.today().isoformat()
    totals = outcome.totals(results)
    lines = [
        "# Trials: recrash on third-party code",
        "",
        "Each row is a public C++ library at a commit with a reported crash, built plain and with",
        "`recrash_instrument` as the README tells a user, crashed by a driver written here",
        "(`tests/trials/<trial>/`), and its dump turned into tests by `recrash-gen --verify`.",
        "How a trial is written and run: `tests/trials/README.md`.",
        "",
        f"Produced on {date} by:",
        "",
        f"    {command}",
        "",
        outcome.markdown_table(results),
        "Totals: " + ", ".join(f"{k} {v}" for k, v in totals.items()) + ".",
        "",
        "Columns: compile CPU is the build's user + system time (the instrumented one includes",
        "recrash-instrument); recrash-instrument CPU is the part of it that recrash-instrument and",
        "recrash_instrument's other build steps took, against the whole plain build's CPU; size is",
        "text + data of the driver and the libraries the build made;",
        "frames are the crashing thread's frames in the dump; a test is kept when `--verify` finds",
        "it fails the way the program did; the bad-state frame is the function the trial names.",
        "",
        "## The trials",
        "",
    ]
    for r in results:
        lines.append(f"- **{r['name']}**: {r['repository']} at `{r['commit'][:12]}`, {r['bug_report']}. "
                     f"Expected: {r['expect']['failure']}, the bad state held by `{r['expect']['function']}`. "
                     f"Covers: {', '.join(r['covers'])}."
                     + "".join(f" Run with `{k}={v}`." for k, v in r.get("settings", {}).items()))
        for step in ("plain", "instrumented"):
            if r.get(step, {}).get("error"):
                lines.append(f"  - {step} build: {r[step]['error']}")
        if r.get("dump", {}).get("error"):
            lines.append(f"  - dump: {r['dump']['error']}")
        verify_result = r.get("verify", {})
        if verify_result.get("error"):
            lines.append(f"  - verify: {verify_result['error']}")
        # A recursion keeps many tests of a few functions: each function once, with its count.
        kept_counts = collections.Counter(verify_result.get("kept_calls", []))
        for kept, count in kept_counts.items():
            lines.append(f"  - kept: `{kept}`" + (f" ({count} frames)" if count > 1 else ""))
        for row in verify_result.get("not_kept", [])[:12]:
            lines.append(f"  - frame {row['frame']} `{row['call'][:120]}`: {row['why'][:240]}")
        if len(verify_result.get("not_kept", [])) > 12:
            lines.append(f"  - ... and {len(verify_result['not_kept']) - 12} more frames not kept")
    path.write_text("\n".join(lines) + "\n")


def parse_build_arguments(parser: argparse.ArgumentParser, work: str) -> argparse.Namespace:
    """Adds what building trials takes (checkouts, work folder, recrash build, jobs, timeouts) to
    the parser, parses the command line, and makes the folders absolute."""
    parser.add_argument("--checkouts", type=pathlib.Path, required=True,
                        help="folder holding one git checkout per trial, named as the trial")
    parser.add_argument("--work", type=pathlib.Path, default=REPO / work,
                        help=f"where projects are built (default: {work}/)")
    parser.add_argument("--recrash-build", type=pathlib.Path, default=REPO / "build",
                        help="the recrash build to install and use (default: build/)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--build-timeout", type=float, default=3600, help="seconds per build (default 3600)")
    parser.add_argument("--verify-timeout", type=float, default=3600, help="seconds for --verify (default 3600)")
    args = parser.parse_args()
    args.checkouts = args.checkouts.resolve()
    args.work = args.work.resolve()
    return args


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trials", nargs="*", help="trial folder names (default: all)")
    parser.add_argument("--doc", type=pathlib.Path, help="write the table and notes here (docs/TRIALS.md)")
    args = parse_build_arguments(parser, "build-trials")
    try:
        trials = recipe.load_trials(HERE, args.trials)
    except recipe.RecipeError as error:
        print(f"run.py: {error}", file=sys.stderr)
        return 2
    args.work.mkdir(parents=True, exist_ok=True)
    prefix = args.work / "recrash-prefix"
    install_recrash(args.recrash_build.resolve(), prefix)
    results_file = args.work / "results.json"
    previous = json.loads(results_file.read_text()) if results_file.is_file() else {}
    for trial in trials:
        previous[trial.name] = run_trial(trial, args, prefix)
        results_file.write_text(json.dumps(previous, indent=1))
    print()
    print(outcome.markdown_table([previous[t.name] for t in trials]))
    if args.doc:
        everything = [previous.get(t.name) or {**recipe_record(t), "note": "(not run)"}
                      for t in recipe.load_trials(HERE, [])]
        write_doc(args.doc, everything, "python3 tests/trials/run.py --checkouts <checkouts> --doc docs/TRIALS.md")
        print("Totals: " + ", ".join(f"{k} {v}" for k, v in outcome.totals(everything).items()))
        print(f"written: {args.doc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
