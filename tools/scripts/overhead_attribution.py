#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Where an instrumented build's extra instructions go: two callgrind profiles of one workload,
the program built without recrash and with it, compared function by function (self cost: what
each function executed itself, not what it called).

    valgrind --tool=callgrind --callgrind-out-file=plain.cg    <plain build> <workload...>
    RECRASH_MODE=off valgrind --tool=callgrind --callgrind-out-file=off.cg <instrumented build> <workload...>
    python3 tools/scripts/overhead_attribution.py plain.cg off.cg [--top 15]

Each function of the instrumented profile falls in one of these, in this order:

- dynamic linker: code of ld-linux (start-up binding; constant per run);
- recrash run time: recrash's own functions (hooks' out-of-line code, recording, start-up);
- twins: a lambda that the plain build does not have (recrash-instrument's second bodies, and
  those that call their function again: "{lambda(recrash::detail::Reentry, ...)#1}");
- no longer inlined: a function of the program that the plain profile does not have (the plain
  build inlined it into its callers; with a hook it stayed a function of its own);
- program functions: those both profiles have, by how many more instructions each executed
  (the entries' checks, and what their callers lost or gained by inlining);
and, from the plain profile, functions the instrumented one does not have (negative: inlined
there into the no-longer-inlined ones, say).
"""

from __future__ import annotations

import argparse
import collections
import pathlib
import re
import sys

_NAMED = re.compile(r"^\((\d+)\)(?: (.*))?$")
_RECURSION = re.compile(r"'\d+$")


def self_costs(path: pathlib.Path, calls: dict[str, int] | None = None) -> dict[tuple[str, str], int]:
    """Self cost (the first event, Ir) of each (object, function) in a callgrind output file; with
    `calls`, adds there how many times each function was called."""
    names: dict[str, dict[str, str]] = {"ob": {}, "fn": {}}
    costs: dict[tuple[str, str], int] = collections.defaultdict(int)
    obj = fn = callee = ""
    after_calls = False

    def resolve(kind: str, value: str) -> str:
        match = _NAMED.match(value)
        if not match:
            return value
        key, name = match.group(1), match.group(2)
        if name is not None:
            names[kind][key] = name
            return name
        return names[kind].get(key, value)

    with path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if not line:
                continue
            head = line[0]
            if head.isdigit() or head in "+-*":
                if after_calls:  # the inclusive cost of the call the previous line named
                    after_calls = False
                    continue
                fields = line.split()
                if len(fields) >= 2:
                    costs[(obj, fn)] += int(fields[1])
                continue
            key, _, value = line.partition("=")
            if key == "ob":
                obj = resolve("ob", value)
            elif key == "fn":
                fn = resolve("fn", value)
            elif key == "cob":
                resolve("ob", value)  # defines a compressed name only
            elif key == "cfn":
                callee = resolve("fn", value)
            elif key == "calls":
                after_calls = True
                if calls is not None:
                    calls[_RECURSION.sub("", callee)] += int(value.split()[0])
    return costs


def by_function(costs: dict[tuple[str, str], int]) -> tuple[dict[str, int], dict[str, str]]:
    """Self cost by function name (the recursion levels callgrind names fn'2, fn'3 folded into fn)."""
    totals: dict[str, int] = collections.defaultdict(int)
    objects: dict[str, str] = {}
    for (obj, fn), cost in costs.items():
        fn = _RECURSION.sub("", fn)
        totals[fn] += cost
        objects.setdefault(fn, obj)
    return totals, objects


def category(fn: str, obj: str, in_plain: bool) -> str:
    if "ld-linux" in obj:
        return "dynamic linker"
    if fn.startswith("recrash::") or "librecrash" in obj:
        return "recrash run time"
    if "{lambda(" in fn and not in_plain:
        return "twins"
    if not in_plain:
        return "no longer inlined"
    return "program functions"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("plain", type=pathlib.Path, help="callgrind output of the build without recrash")
    parser.add_argument("instrumented", type=pathlib.Path, help="callgrind output of the instrumented build")
    parser.add_argument("--top", type=int, default=12, help="functions listed by their difference (default 12)")
    args = parser.parse_args()
    for path in (args.plain, args.instrumented):
        if not path.is_file():
            print(f"overhead_attribution.py: no such file: {path}", file=sys.stderr)
            return 2

    plain, _ = by_function(self_costs(args.plain))
    calls: dict[str, int] = collections.defaultdict(int)
    instrumented, objects = by_function(self_costs(args.instrumented, calls))
    plain_total = sum(plain.values())
    instrumented_total = sum(instrumented.values())
    if plain_total == 0:
        print(f"overhead_attribution.py: {args.plain} holds no costs", file=sys.stderr)
        return 1

    groups: dict[str, int] = collections.defaultdict(int)
    differences: list[tuple[int, str, str]] = []
    for fn, cost in instrumented.items():
        in_plain = fn in plain
        group = category(fn, objects[fn], in_plain)
        difference = cost - plain.get(fn, 0)
        groups[group] += difference
        if difference:
            differences.append((difference, group, fn))
    for fn, cost in plain.items():
        if fn not in instrumented:
            groups["gone from the instrumented profile"] -= cost
            differences.append((-cost, "gone from the instrumented profile", fn))

    extra = instrumented_total - plain_total
    print(f"plain {plain_total:,} instructions, instrumented {instrumented_total:,} "
          f"({instrumented_total / plain_total:.3f}x): {extra:+,}")
    print()
    print("| where | instructions | share of the difference | of the plain run |")
    print("|---|---|---|---|")
    for group, cost in sorted(groups.items(), key=lambda item: -abs(item[1])):
        share = f"{100 * cost / extra:.1f} %" if extra else "-"
        print(f"| {group} | {cost:+,} | {share} | {100 * cost / plain_total:+.2f} % |")
    twin_calls = sum(count for fn, count in calls.items() if fn in instrumented and
                     category(fn, objects[fn], fn in plain) == "twins")
    if twin_calls:
        print()
        print(f"Calls of twins (recorded calls, and calls whose function was still undecided): {twin_calls:,}, "
              f"{groups['twins'] / twin_calls:,.0f} instructions each in the twins themselves (the hook and the "
              f"copy of the body).")
    print()
    print(f"The {args.top} largest differences:")
    print()
    print("| instructions | where | function |")
    print("|---|---|---|")
    for difference, group, fn in sorted(differences, key=lambda item: -abs(item[0]))[:args.top]:
        shown = fn if len(fn) <= 110 else fn[:107] + "..."
        print(f"| {difference:+,} | {group} | `{shown}` |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
