#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails when a part of recrash depends on a part it must not, by an include or a link line.

The parts and what each may not depend on are below. Every source and header of the parts'
folders is read; an include is resolved to a file and so to a part. The link lines are those CMake
wrote for the libraries and tools (tests/deps/CMakeLists.txt), followed through recrash's own
targets. A file of include/recrash/ that no part claims is an error too: a new header says where
it belongs here.

  layering.py SOURCE_DIR LINK_FILE
"""
import pathlib
import re
import sys

# Part: the folders and files it is made of (paths from the source directory).
PARTS = {
    # The dump and the files beside it; archive.hpp is the binary layout of a value's payload.
    "format": ["serialize/format/", "include/recrash/format/", "include/recrash/archive.hpp"],
    # Header-only saving and loading of values, shared by the hooks (capture) and replay.
    "values": [
        "include/recrash/access.hpp", "include/recrash/generated_serializers.hpp",
        "include/recrash/input_streams.hpp", "include/recrash/polymorphic.hpp", "include/recrash/serialization.hpp",
        "include/recrash/detail/owned_objects.hpp",
        "include/recrash/tag_loaded_containers.hpp", "include/recrash/detail/referent_binding.hpp",
        "include/recrash/detail/value.hpp", "include/recrash/detail/value_kinds.hpp",
        "include/recrash/detail/capture_link.hpp", "include/recrash/serializer_declarations.hpp",
    ],
    "replay": ["serialize/replay/", "include/recrash/replay.hpp"],
    "capture": [
        "capture/", "include/recrash/config.hpp", "include/recrash/modes.hpp", "include/recrash/dump.hpp", "include/recrash/frame.hpp",
        "include/recrash/recrash.hpp", "include/recrash/used_fields.hpp", "include/recrash/detail/copy_slot.hpp",
        "include/recrash/detail/shadow_stack.hpp", "include/recrash/detail/twin.hpp",
        "include/recrash/detail/value_traits.hpp",
    ],
    "gen": ["gen/", "tools/recrash-gen/"],
    "instrumenter": ["tools/instrumenter/", "tools/recrash-instrument/"],
}

# Part: the parts it must never depend on. The dump format and replay ship in no program and
# must build without the run time; the run time ships in programs and must not drag in the
# offline tools; the tools are offline and do not link the run time.
FORBIDDEN = {
    "format": {"values", "replay", "capture", "gen", "instrumenter"},
    "values": {"replay", "capture", "gen", "instrumenter"},
    "replay": {"capture", "gen", "instrumenter"},
    "capture": {"replay", "gen", "instrumenter"},
    "gen": {"capture", "replay", "instrumenter"},
    "instrumenter": {"capture", "replay", "gen"},
}

# CMake target (or alias): its part.
TARGETS = {
    "recrash_format": "format", "recrash::format": "format",
    "recrash_replay": "replay", "recrash::replay": "replay",
    "recrash_capture": "capture", "recrash::capture": "capture",
    "recrash_gen": "gen", "recrash::gen": "gen", "recrash-gen": "gen",
    "recrash_instrumenter": "instrumenter", "recrash-instrument": "instrumenter",
}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.MULTILINE)


def part_of(relative):
    for part, paths in PARTS.items():
        if any(relative == p or (p.endswith("/") and relative.startswith(p)) for p in paths):
            return part
    return None


def resolve(source, including, quoted, name):
    """The file an include names, relative to source, or None (a system or third-party header)."""
    candidates = []
    if quoted:
        candidates.append(including.parent / name)
        # Each part's folders are its own include directories (target_include_directories).
        for paths in PARTS.values():
            candidates += [source / p / name for p in paths if p.endswith("/")]
    if name.startswith("recrash/"):
        candidates.append(source / "include" / name)
    for candidate in candidates:
        if candidate.is_file():
            return candidate.resolve().relative_to(source).as_posix()
    return None


def include_errors(source):
    errors = []
    for path in sorted(source.glob("include/recrash/**/*")):
        relative = path.relative_to(source).as_posix()
        if path.is_file() and part_of(relative) is None:
            errors.append(f"{relative}: no part claims this header (add it to PARTS in tests/deps/layering.py)")
    files = set()
    for paths in PARTS.values():
        for p in paths:
            files.update(f for f in (source / p).rglob("*") if f.is_file()) if p.endswith("/") else files.add(source / p)
    for path in sorted(files):
        if path.suffix not in {".cpp", ".hpp", ".h", ".c"}:
            continue
        relative = path.relative_to(source).as_posix()
        part = part_of(relative)
        for match in INCLUDE.finditer(path.read_text(encoding="utf-8", errors="replace")):
            quoted, name = match.group(1) == '"', match.group(2)
            included = resolve(source, path, quoted, name)
            if included is None:
                if quoted or name.startswith("recrash/"):
                    errors.append(f"{relative}: includes {name}, which is not in the source tree")
                continue
            other = part_of(included)
            if other is None and not included.startswith(("include/", "capture/", "serialize/", "gen/", "tools/")):
                continue  # a file of another folder (tests, examples): not a part
            if other in FORBIDDEN[part]:
                errors.append(f"{relative} ({part}) includes {included} ({other})")
    return errors


def link_errors(link_file):
    links = {}
    for line in link_file.read_text().splitlines():
        target, _, libraries = line.partition(":")
        links[target.strip()] = [l for l in libraries.strip().split(";") if l]
    if not links:
        return [f"{link_file}: no link lines (tests/deps/CMakeLists.txt writes them)"]
    aliases = {name: name.replace("recrash::", "recrash_") for name in TARGETS if name.startswith("recrash::")}
    errors = []
    for target in links:
        part = TARGETS.get(target)
        if part is None:
            errors.append(f"{link_file}: {target} is not a target of a part")
            continue
        seen, todo = set(), list(links[target])
        while todo:
            library = todo.pop()
            # $<LINK_ONLY:x> and other generator expressions wrap a name.
            library = re.sub(r"^\$<[A-Z_]+:(.*)>$", r"\1", library)
            if library in seen:
                continue
            seen.add(library)
            other = TARGETS.get(library)
            if other in FORBIDDEN[part]:
                errors.append(f"{target} ({part}) links {library} ({other})")
            todo += links.get(aliases.get(library, library), [])
    return errors


def main():
    source, link_file = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2])
    errors = include_errors(source) + link_errors(link_file)
    for error in errors:
        print(error)
    if errors:
        sys.exit(f"layering.py: {len(errors)} forbidden dependencies or unclaimed files")
    print("layering.py: no forbidden dependency")


if __name__ == "__main__":
    main()
