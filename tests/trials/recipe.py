# SPDX-License-Identifier: MIT
"""A trial's recipe (its trial.toml) read and checked, and what the runner needs of a checkout."""

from __future__ import annotations

import dataclasses
import pathlib
import re
import subprocess
import tomllib

SIGNALS = {"SIGSEGV": 11, "SIGABRT": 6, "SIGFPE": 8, "SIGBUS": 7, "SIGILL": 4, "SIGTRAP": 5}


class RecipeError(Exception):
    """A trial.toml that cannot be used, with the reason."""


@dataclasses.dataclass
class Trial:
    name: str  # the folder's name, also the checkout's
    folder: pathlib.Path
    repository: str
    commit: str
    bug_report: str
    failure: str
    covers: list[str]
    header_only: bool
    vendor_dir: str
    target: str
    expect_function: str
    expect_signal: str | None = None  # "SIGSEGV", ...
    expect_exception: str | None = None  # a qualified C++ type
    packages: list[str] = dataclasses.field(default_factory=list)
    paths: list[str] = dataclasses.field(default_factory=list)  # what to export; empty: everything
    lines: int | None = None
    # recrash's run-time settings the instrumented driver runs with, as a user sets them
    settings: dict[str, str] = dataclasses.field(default_factory=dict)

    @property
    def expected_failure(self) -> str:
        return self.expect_signal or f"uncaught {self.expect_exception}"

    @property
    def expected_exit_signal(self) -> int:
        """The signal the driver dies of: an uncaught exception ends in abort()."""
        return SIGNALS[self.expect_signal] if self.expect_signal else SIGNALS["SIGABRT"]


def _required(table: dict, key: str, kind: type, where: str):
    if key not in table:
        raise RecipeError(f"{where}: '{key}' is missing")
    value = table[key]
    if not isinstance(value, kind):
        raise RecipeError(f"{where}: '{key}' must be a {kind.__name__}, not {type(value).__name__}")
    return value


def load_trial(folder: pathlib.Path) -> Trial:
    """Reads folder/trial.toml; raises RecipeError naming the file and the field at fault."""
    path = folder / "trial.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise RecipeError(f"{path}: {error}") from error
    where = str(path)
    commit = _required(data, "commit", str, where)
    if not re.fullmatch(r"[0-9a-f]{40}", commit):
        raise RecipeError(f"{where}: 'commit' must be a full 40-digit hash, not '{commit}'")
    vendor_dir = _required(data, "vendor_dir", str, where)
    if vendor_dir.startswith("/") or ".." in pathlib.PurePosixPath(vendor_dir).parts:
        raise RecipeError(f"{where}: 'vendor_dir' must be a path inside the project, not '{vendor_dir}'")
    paths = data.get("paths", [])
    if not isinstance(paths, list) or any(not isinstance(p, str) or p.startswith("/") or ".." in p for p in paths):
        raise RecipeError(f"{where}: 'paths' must be a list of paths inside the repository")
    settings = data.get("settings", {})
    if not isinstance(settings, dict) or any(
            not k.startswith("RECRASH_") or not isinstance(v, str) for k, v in settings.items()):
        raise RecipeError(f"{where}: 'settings' must map RECRASH_ variables to strings")
    expect = _required(data, "expect", dict, where)
    signal, exception = expect.get("signal"), expect.get("exception")
    if (signal is None) == (exception is None):
        raise RecipeError(f"{where}: [expect] needs exactly one of 'signal' and 'exception'")
    if signal is not None and signal not in SIGNALS:
        raise RecipeError(f"{where}: [expect] signal '{signal}' is not one of {', '.join(SIGNALS)}")
    for needed in ("CMakeLists.txt",):
        if not (folder / needed).is_file():
            raise RecipeError(f"{folder}: {needed} is missing")
    return Trial(
        name=folder.name,
        folder=folder,
        repository=_required(data, "repository", str, where),
        commit=commit,
        bug_report=_required(data, "bug_report", str, where),
        failure=_required(data, "failure", str, where),
        covers=_required(data, "covers", list, where),
        header_only=_required(data, "header_only", bool, where),
        vendor_dir=vendor_dir,
        target=_required(data, "target", str, where),
        expect_function=_required(expect, "function", str, where + " [expect]"),
        expect_signal=signal,
        expect_exception=exception,
        packages=data.get("packages", []),
        paths=paths,
        lines=data.get("lines"),
        settings=settings,
    )


def load_trials(trials_dir: pathlib.Path, names: list[str]) -> list[Trial]:
    """The trials named (all of them when none is), in name order."""
    folders = sorted(p.parent for p in trials_dir.glob("*/trial.toml"))
    known = {f.name: f for f in folders}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise RecipeError(f"no trial named {', '.join(unknown)} (there are: {', '.join(known)})")
    return [load_trial(known[n]) for n in (names or known)]


def has_commit(checkout: pathlib.Path, commit: str) -> bool:
    if not (checkout / ".git").exists() and not (checkout / "HEAD").is_file():
        return False
    probe = subprocess.run(["git", "-C", str(checkout), "cat-file", "-e", f"{commit}^{{commit}}"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return probe.returncode == 0


def missing_packages(trial: Trial) -> list[str]:
    """The Debian packages the trial's library needs that are not installed."""
    missing = []
    for package in trial.packages:
        status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True,
                                check=False).stdout
        if "install ok installed" not in status:
            missing.append(package)
    return missing


def clone_commands(trial: Trial, checkouts: pathlib.Path) -> list[str]:
    """What to run to make the checkout this trial needs (the runner never downloads)."""
    where = checkouts / trial.name
    return [f"git clone {trial.repository} {where}", f"git -C {where} checkout {trial.commit}"]
