# SPDX-License-Identifier: MIT
"""What a trial came to: recrash-gen's verdicts read, and the Markdown that docs/TRIALS.md holds."""

from __future__ import annotations

import collections
import dataclasses
import re
import signal as signals


@dataclasses.dataclass
class Verdict:
    frame: int
    call: str
    reproduced: bool
    why_not: str = ""


# recrash-gen --verify prints "frame  call  result", then one row per frame:
#   0      tinyxml2::XMLNode::ParseDeep(char*, StrPair*, int*)  reproduced
#   1      main                                                 not reproduced: not replayable: ...
_ROW = re.compile(r"^(\d+)\s+(.*?)\s+(reproduced|not reproduced: (.*))$")


def parse_verdicts(output: str) -> list[Verdict]:
    """The verdict table's rows out of everything recrash-gen --verify printed."""
    verdicts = []
    in_table = False
    for line in output.splitlines():
        if re.match(r"^frame\s+call\s+result\s*$", line):
            in_table, verdicts = True, []  # a later table replaces an earlier one
            continue
        match = _ROW.match(line) if in_table else None
        if match:
            verdicts.append(Verdict(int(match[1]), match[2], match[3] == "reproduced", match[4] or ""))
        elif in_table and line.strip():
            in_table = False
    return verdicts


def reason_kind(why_not: str) -> str:
    """A verdict's reason without its details: 'did not build', 'different signal', ..."""
    return re.split(r"[:(]", why_not, maxsplit=1)[0].strip() or "unknown"


def reasons_summary(verdicts: list[Verdict]) -> str:
    counts = collections.Counter(reason_kind(v.why_not) for v in verdicts if not v.reproduced)
    return ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def names_function(call: str, function: str) -> bool:
    """Whether a verdict's call is the function (qualified name, no parameters), template
    arguments aside: 'ns::Parser<char>::parse(...)' names 'ns::Parser::parse'."""
    def bare(text: str) -> str:
        text = text.replace("(anonymous namespace)", "{anonymous}")
        text = text.split("(", 1)[0] if not text.startswith("operator()") else text
        depth, out = 0, []
        for c in text:
            if c == "<":
                depth += 1
            elif c == ">":
                depth = max(0, depth - 1)
            elif depth == 0:
                out.append(c)
        return "".join(out).strip().split(" ")[-1]
    return bare(call) == bare(function)


def describe_exit(returncode: int | None) -> str:
    """A process's end as a person says it: 'SIGSEGV', 'exit 0', 'timed out'."""
    if returncode is None:
        return "timed out"
    if returncode < 0:
        try:
            return signals.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return f"exit {returncode}"


def ratio(a: float | None, b: float | None) -> str:
    if a is None or b is None or b <= 0:
        return "-"
    return f"{a / b:.1f}x"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


COLUMNS = ["trial", "failure", "instrumented build", "compile CPU instr / plain",
           "recrash-instrument CPU / plain", "size instr / plain",
           "exit plain / instr", "dump", "frames", "tests kept", "bad-state frame kept", "why the others were not kept"]


def table_row(result: dict) -> list[str]:
    """One trial's row: '-' where a step was not reached."""
    plain, instr = result.get("plain", {}), result.get("instrumented", {})
    dump, verify = result.get("dump", {}), result.get("verify", {})
    build = "-"
    if "built" in instr:
        build = "OK" if instr["built"] else "FAILED: " + instr.get("error", "")
    exits = "-"
    if "exit" in plain or "exit" in instr:
        same = plain.get("exit") == instr.get("exit") or "exit" not in instr
        exits = f"{plain.get('exit', '-')} / {instr.get('exit', '-')}" + ("" if same else " (differ)")
    size = ratio(instr.get("size_bytes"), plain.get("size_bytes"))
    cpu = ratio(instr.get("cpu_s"), plain.get("cpu_s"))
    if plain.get("cpu_s") is not None and instr.get("cpu_s") is not None:
        cpu += f" ({instr['cpu_s']:.0f} s / {plain['cpu_s']:.0f} s)"
    tool = ratio(instr.get("instrument_cpu_s"), plain.get("cpu_s"))
    if plain.get("cpu_s") is not None and instr.get("instrument_cpu_s") is not None:
        tool += f" ({instr['instrument_cpu_s']:.0f} s)"
    kept = "-"
    if "tests" in verify:
        kept = f"{verify['kept']} of {verify['tests']}"
    expected = "-"
    if "expected_kept" in verify:
        expected = "yes" if verify["expected_kept"] else "no"
    return [
        result["name"] + (" " + result["note"] if result.get("note") else ""),
        result.get("failure", ""),
        build,
        cpu,
        tool,
        size,
        exits,
        f"{dump['bytes']:,} B" if "bytes" in dump else dump.get("error", "-"),
        str(dump["frames"]) if "frames" in dump else "-",
        kept,
        expected,
        verify.get("reasons") or verify.get("error", "-"),
    ]


def markdown_table(results: list[dict]) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for result in results:
        lines.append("| " + " | ".join(_cell(c) for c in table_row(result)) + " |")
    return "\n".join(lines) + "\n"


def totals(results: list[dict]) -> dict[str, int]:
    """The counts the issues' goals are read from."""
    ran = [r for r in results if "instrumented" in r]
    return {
        "trials": len(results),
        "ran": len(ran),
        "instrumented build OK": sum(1 for r in ran if r["instrumented"].get("built")),
        "same exit as plain": sum(1 for r in ran if "exit" in r.get("plain", {})
                                  and r["plain"].get("exit") == r["instrumented"].get("exit")),
        "dump written": sum(1 for r in ran if "bytes" in r.get("dump", {})),
        "a test kept": sum(1 for r in ran if r.get("verify", {}).get("kept", 0) > 0),
        "bad-state frame kept": sum(1 for r in ran if r.get("verify", {}).get("expected_kept")),
    }
