#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The overhead benchmark: instructions executed (valgrind's callgrind, which a loaded machine does
not move) by a workload built without recrash and with it, under each of recrash's settings, side
by side in one run. The subjects are the Pebble interpreter of examples/06-interpreter (the
project in tests/perf/interpreter/) and every trial of tests/trials that has a workload.cpp (its
recipe's library as a user adds it, the workload a program of ours that exits 0 and prints the
same under every setting). Each is built RelWithDebInfo three times: plain, instrumented, and
instrumented with PROFILE, the workload's own calls counted by the instrumented build
(RECRASH_COUNT_CALLS); the profiled build's crash then goes through recrash-gen --verify, as in
the trials. Second chance's watch list is the one it learns from the subject's crash (the
interpreter's report.pbl, a trial's driver).

    python3 tests/perf/overhead.py --checkouts DIR [--work DIR] [--doc docs/OVERHEAD.md]
                                   [--profile-share PERCENT] [subject ...]

Subjects: "interpreter" and the trials' folder names (default: all). Needs valgrind
(apt-get install valgrind) and a recrash build (bash tools/scripts/setup.sh), which it installs
into the work folder as the trials do. About 25 minutes of two cores for all five.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import types

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "tests" / "trials"))
import recipe  # noqa: E402
import recrash_settings  # noqa: E402
import run as trials  # noqa: E402

INTERPRETER = "interpreter"
# RelWithDebInfo's optimisation without its -DNDEBUG: a trial's crash may be a failed assertion.
KEEP_ASSERTIONS = "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g"
COLUMNS = ("off", "second-chance-empty", "second-chance-watching", "reference", "copy")


class Subject:
    """A project to measure: how its builds are made, and the commands of its workload and its
    crash in a build folder."""

    def __init__(self, recipe_like, source: pathlib.Path | None, targets: tuple[str, ...],
                 workload: list[str], crash: list[str]):
        self.recipe, self.name, self.source, self.targets = recipe_like, recipe_like.name, source, targets
        self.workload, self.crash = workload, crash  # [program name in the build folder, arguments...]

    def command(self, build: pathlib.Path, which: list[str]) -> list[str]:
        return [str(build / which[0]), *which[1:]]


def instructions(command: list[str], env: dict, cwd: pathlib.Path, timeout: float | None = None) -> tuple[int, bytes]:
    """(instructions the command executed, its standard output); raises RuntimeError when it
    does not exit 0, TimeoutError when it runs longer than timeout seconds under callgrind."""
    try:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                              env=env, cwd=cwd, capture_output=True, check=False, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        raise TimeoutError(f"over {timeout:.0f} s under callgrind") from expired
    collected = re.search(rb"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or collected is None:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise RuntimeError(f"{' '.join(command)} exited with {done.returncode} under callgrind: {' | '.join(tail)}")
    return int(collected.group(1)), done.stdout


def measure_settings(subject: Subject, build: pathlib.Path, plain: tuple[int, bytes], scratch: pathlib.Path,
                     label: str, timeout: float) -> dict:
    """The instrumented build's workload under every setting, against the plain build's count; a
    setting whose run takes longer than timeout seconds under callgrind has no ratio (None)."""
    if scratch.exists():
        shutil.rmtree(scratch)
    scratch.mkdir(parents=True)
    base = recrash_settings.base_environment(str(scratch))
    learned = str(scratch / "learned")
    watched = recrash_settings.learn_watch_list(subject.command(build, subject.crash), base, learned)
    result = {"watched": len(watched), "ratios": {}}
    for name, extra in recrash_settings.instrumented_settings(str(scratch), learned):
        try:
            count, output = instructions(subject.command(build, subject.workload), dict(base, **extra), build,
                                         timeout)
        except TimeoutError as error:
            result["ratios"][name] = None
            print(f"[{subject.name}] {label} {name}: not measured, {error}", flush=True)
            continue
        if output != plain[1]:
            raise RuntimeError(f"{label} {name}: the workload printed something else than uninstrumented")
        result["ratios"][name] = round(count / plain[0], 3)
        print(f"[{subject.name}] {label} {name}: {count:,} instructions, {count / plain[0]:.3f}x", flush=True)
    return result


def count_calls(subject: Subject, build: pathlib.Path, profile: pathlib.Path, scratch: pathlib.Path) -> None:
    """The profile: the workload's calls, counted by the instrumented build (RECRASH_COUNT_CALLS)."""
    profile.unlink(missing_ok=True)
    scratch.mkdir(parents=True, exist_ok=True)
    env = dict(recrash_settings.base_environment(str(scratch)), RECRASH_COUNT_CALLS=str(profile))
    done = subprocess.run(subject.command(build, subject.workload), env=env, cwd=build, capture_output=True,
                          check=False)
    if done.returncode != 0 or not profile.is_file():
        raise RuntimeError(f"the workload counting its calls exited with {done.returncode} and wrote no {profile}")


def unhooked_as_hot(build: pathlib.Path) -> int:
    """How many functions the build's skipped reports say a profile left unhooked."""
    count = 0
    for report in (build / "recrash-instrumented").rglob("*.skipped.txt"):
        count += sum(1 for line in report.read_text(errors="replace").splitlines() if ": hot: " in line)
    return count


def check_crash(subject: Subject, work: pathlib.Path, build: pathlib.Path, prefix: pathlib.Path,
                args: argparse.Namespace) -> dict:
    """A build's crash through recrash-gen --verify, as the trials check it; work: a folder of its
    own (the dumps, the log and the generated tests go there)."""
    work.mkdir(parents=True, exist_ok=True)
    dumps = work / "dumps"
    if dumps.exists():
        shutil.rmtree(dumps)
    dumps.mkdir()
    env = dict(recrash_settings.base_environment(str(dumps)), **subject.recipe.settings)
    subprocess.run(subject.command(build, subject.crash), env=env, cwd=build, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    gen = prefix / "bin" / "recrash-gen"
    dump = trials.examine_dump(subject.recipe, work, dumps, gen)
    if "path" not in dump or dump.get("frames", 0) == 0:
        return {"error": dump.get("error", "the dump holds no monitored frame")}
    verified = trials.verify(subject.recipe, work, dump["path"], gen, args.verify_timeout)
    return {"frames": dump["frames"], **{k: verified.get(k) for k in ("tests", "kept", "expected_kept", "error")}}


def measure(subject: Subject, work: pathlib.Path, args: argparse.Namespace, prefix: pathlib.Path) -> dict:
    """Builds the subject plain, instrumented and instrumented with the workload's profile, and
    measures the workload of each; checks the profiled build's crash."""
    def build(variant: str, options: tuple[str, ...] = ()) -> pathlib.Path:
        built = trials.build_variant(subject.recipe, work, variant, args, prefix, build_type="RelWithDebInfo",
                                     targets=subject.targets, options=options, source=subject.source,
                                     defines=(KEEP_ASSERTIONS,))
        if not built.get("built"):
            raise RuntimeError(f"{variant} build failed: {built.get('error')}")
        return work / variant

    work.mkdir(parents=True, exist_ok=True)
    plain_build = build("plain")
    plain = instructions(subject.command(plain_build, subject.workload), recrash_settings.base_environment(
        str(work)), plain_build)
    print(f"[{subject.name}] uninstrumented: {plain[0]:,} instructions", flush=True)
    result = {"uninstrumented": plain[0]}
    instrumented = build("instrumented")
    result["instrumented"] = measure_settings(subject, instrumented, plain, work / "runs", "instrumented",
                                              args.run_timeout)
    result["instrumented"]["crash"] = check_crash(subject, work / "instrumented-crash", instrumented, prefix, args)
    profile = work / "calls.txt"
    count_calls(subject, instrumented, profile, work / "runs")
    profiled = build("profiled", ("PROFILE", str(profile), "PROFILE_SHARE", str(args.profile_share)))
    result["profiled"] = measure_settings(subject, profiled, plain, work / "runs", "profiled", args.run_timeout)
    result["profiled"]["unhooked"] = unhooked_as_hot(profiled)
    result["profiled"]["crash"] = check_crash(subject, work / "profiled-crash", profiled, prefix, args)
    return result


def interpreter_subject() -> Subject:
    recipe_like = types.SimpleNamespace(name=INTERPRETER, expect_function="pebble::text::quote", settings={})
    script = REPO / "examples" / "06-interpreter" / "scripts" / "report.pbl"
    return Subject(recipe_like, HERE / "interpreter", ("pebble",), ["pebble", "--bench", "20"], ["pebble", str(script)])


def trial_subject(trial: recipe.Trial, args: argparse.Namespace) -> Subject:
    """A trial's project, its library exported from the checkout as the trials runner does."""
    checkout = args.checkouts / trial.name
    if not recipe.has_commit(checkout, trial.commit):
        commands = "; ".join(recipe.clone_commands(trial, args.checkouts))
        raise RuntimeError(f"no checkout with {trial.commit[:12]} in {checkout} (to make it: {commands})")
    work = args.work / trial.name
    work.mkdir(parents=True, exist_ok=True)
    trials.prepare_source(trial, checkout, work / "src")
    return Subject(trial, None, ("driver", "workload"), ["workload"], ["driver"])


def markdown_table(results: dict) -> str:
    header = ["subject", "build", "uninstrumented instructions", *COLUMNS, "watched", "unhooked as hot",
              "crash: tests kept, bad-state frame"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for name, result in results.items():
        if "error" in result:
            lines.append(f"| {name} | not measured: {result['error'][:300]} |" + " |" * (len(header) - 2))
            continue
        for build in ("instrumented", "profiled"):
            measured = result[build]
            ratios = " | ".join("over the time limit" if measured["ratios"][column] is None
                                else f"{measured['ratios'][column]:.3f}x" for column in COLUMNS)
            crash = measured.get("crash")
            if crash is None:
                crashed = ""
            elif crash.get("error"):
                crashed = crash["error"][:200]
            else:
                crashed = (f"{crash['kept']} of {crash['tests']}, "
                           f"{'kept' if crash['expected_kept'] else 'not kept'}")
            lines.append(f"| {name} | {build} | {result['uninstrumented']:,} | {ratios} | {measured['watched']} | "
                         f"{measured.get('unhooked', '')} | {crashed} |")
    return "\n".join(lines) + "\n"


def write_doc(path: pathlib.Path, results: dict, share: int) -> None:
    path.write_text("\n".join([
        "# Overhead: instructions against the program built without recrash",
        "",
        "Each subject's workload runs built without recrash and with `recrash_instrument`, under each",
        "of recrash's settings, and valgrind's callgrind counts the instructions executed (a loaded",
        "machine does not move them). Ratios are against the uninstrumented build, from the same run.",
        "The interpreter's workload is `pebble --bench 20` (examples/06-interpreter, built as",
        "tests/perf/interpreter/ says); a trial's is its `tests/trials/<trial>/workload.cpp`. All builds",
        "are RelWithDebInfo with assertions kept (g++ -O2 -g: a trial's crash may be a failed",
        "assertion). Second chance watches the functions it learned from the",
        "subject's crash (the interpreter's `scripts/report.pbl`, a trial's driver).",
        "",
        "Two instrumented builds per subject: `instrumented` is `recrash_instrument(<target>)`;",
        f"`profiled` adds `PROFILE calls.txt PROFILE_SHARE {share}`, the profile being the workload's",
        "own calls counted by the first build (`RECRASH_COUNT_CALLS`), so the most-called functions",
        "(those that made that share of the calls) keep no hook unless their body holds more than 40",
        "statements (a switch counting its largest case), or more than 10 for a function on a",
        "recursion of its unit (the defaults of `PROFILE_MAX_STATEMENTS`). The last column is what the",
        "trials check,",
        "on each build: its crash through",
        "`recrash-gen --verify`, how many tests it kept and whether the function that holds the bad",
        "state is among them.",
        "",
        f"Produced on {datetime.date.today().isoformat()} by:",
        "",
        "    python3 tests/perf/overhead.py --checkouts <checkouts> --doc docs/OVERHEAD.md",
        "",
        markdown_table(results),
        "Settings: `off` is `RECRASH_MODE=off`; `second-chance-empty` is second chance before any",
        "crash; `second-chance-watching` after the crash it learned from; `reference` and `copy` are",
        "full recording with `RECRASH_COPY=reference` (the default) and `copy`. \"over the time",
        "limit\" is a run that took longer than `--run-timeout` seconds under callgrind.",
        "",
    ]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("subjects", nargs="*", help=f"'{INTERPRETER}' and trial folder names (default: all)")
    parser.add_argument("--doc", type=pathlib.Path, help="write the table here (docs/OVERHEAD.md)")
    parser.add_argument("--run-timeout", type=float, default=1800,
                        help="seconds one run may take under callgrind before its setting is left "
                             "unmeasured (default 1800)")
    parser.add_argument("--profile-share", type=int, default=97,
                        help="the profiled build's PROFILE_SHARE, in percent (default 97)")
    args = trials.parse_build_arguments(parser, "build-overhead")
    if shutil.which("valgrind") is None:
        print("overhead.py: valgrind is not installed: apt-get install valgrind", file=sys.stderr)
        return 2
    with_workload = [t for t in recipe.load_trials(REPO / "tests" / "trials", [])
                     if (t.folder / "workload.cpp").is_file()]
    known = [INTERPRETER] + [t.name for t in with_workload]
    unknown = [s for s in args.subjects if s not in known]
    if unknown:
        print(f"overhead.py: no subject {', '.join(unknown)} (there are: {', '.join(known)})", file=sys.stderr)
        return 2
    chosen = args.subjects or known
    args.work.mkdir(parents=True, exist_ok=True)
    prefix = args.work / "recrash-prefix"
    trials.install_recrash(args.recrash_build.resolve(), prefix)
    results = {}
    for name in chosen:
        try:
            if name == INTERPRETER:
                subject = interpreter_subject()
            else:
                subject = trial_subject(next(t for t in with_workload if t.name == name), args)
            results[name] = measure(subject, args.work / name, args, prefix)
        except RuntimeError as error:
            print(f"[{name}] not measured: {error}", flush=True)
            results[name] = {"error": str(error)}
    (args.work / "overhead.json").write_text(json.dumps(results, indent=1))
    print()
    print(markdown_table(results))
    if args.doc:
        write_doc(args.doc, results, args.profile_share)
        print(f"written: {args.doc}")
    return 1 if any("error" in r for r in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
