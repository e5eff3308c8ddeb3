#!/usr/bin/env python3
"""The RTL source list, in one place: every user (make's Verilator and Icarus
builds, make lint, make board-lint, make bench-rtl, make synth, make fpga,
make filelists, the FuseSoC core) asks this script instead of keeping a list.

The list is derived, never written down: every rtl/**/*.v (one module per
file, named after it), minus what a configuration leaves out (EXCLUDE below:
config/<name>.def's HAS_FP64 0 drops the FP64 unit, HAS_MFMA 0 the matrix
core), so a new module file needs no edit anywhere.  Include directories: the
configuration's (the folder of its gcn_config.vh: rtl/ for default,
build/config/<name>/ for the others), then rtl, rtl/gen, rtl/lib.

    rtl_sources.py [--config NAME] [--scope cu|board|MODULE] [--hand]
                   [--format list|incdirs|f|make] [--abs] [--cfgdir DIR]

--scope cu (default): the compute unit, every file of the configuration;
board: the board RTL (fpga/board/rtl) first, then the CU's; MODULE: that
module and every module it instantiates, transitively (a unit on its own).
--hand: rtl/gen/ left out (the hand-written files).
--format list: one source a line; incdirs: one include directory a line;
f: a Verilator/Icarus command file (+incdir+DIR lines, then the sources);
make: the sources on one line.  --abs: absolute paths.  --cfgdir: the
configuration header's folder, instead of the default for NAME.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RTL = "rtl"
BOARD_RTL = "fpga/board/rtl"
INC_DIRS = ["rtl", "rtl/gen", "rtl/lib"]
# what a configuration without an optional unit leaves out: key -> path prefixes.
# Only the unit's own top: the FP64 FMA, rounding and rint modules serve the
# transcendental unit (and the matrix core) too.
EXCLUDE = {
    "HAS_FP64": ["rtl/simf/gcn_simf_f64.v"],
    "HAS_MFMA": ["rtl/mfma/"],
}


def read_def(name):
    """config/NAME.def as {KEY: int}."""
    path = os.path.join(ROOT, "config", name + ".def")
    if not os.path.isfile(path):
        have = sorted(f[:-4] for f in os.listdir(os.path.join(ROOT, "config")) if f.endswith(".def"))
        sys.exit(f"rtl_sources: there is no config/{name}.def (configurations: {' '.join(have)})")
    keys = {}
    for line in open(path):
        line = line.split("#", 1)[0].split()
        if len(line) == 2:
            keys[line[0]] = int(line[1], 0)
    return keys


def walk(top):
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
        dirnames.sort()
        out += [os.path.relpath(os.path.join(dirpath, f), ROOT) for f in filenames if f.endswith(".v")]
    return sorted(out)


def cu_files(config="default", hand=False):
    """The CU's sources in configuration CONFIG, repository-relative, sorted."""
    keys = read_def(config)
    drop = [p for k, prefixes in EXCLUDE.items() if keys.get(k, 1) == 0 for p in prefixes]
    files = [f for f in walk(RTL) if not any(f.startswith(p) for p in drop)]
    if hand:
        files = [f for f in files if not f.startswith("rtl/gen/")]
    return files


def board_files():
    return walk(BOARD_RTL)


def config_dir(config):
    """The folder of configuration CONFIG's gcn_config.vh, repository-relative
    (make writes the non-default ones: scripts/gen_config.py)."""
    return "rtl" if config == "default" else os.path.join(os.environ.get("BUILD", "build"), "config", config)


def include_dirs(config="default", cfgdir=None, board=False):
    dirs = [cfgdir or config_dir(config)] + INC_DIRS + ([BOARD_RTL] if board else [])
    return [d for i, d in enumerate(dirs) if d not in dirs[:i]]   # default's folder is rtl


_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_WORD = re.compile(r"\b[A-Za-z_]\w*\b")


def closure(top, files):
    """TOP's file and the files of every module it names, transitively (a module
    is found by its file's name; a name in a comment does not count)."""
    by_mod = {os.path.basename(f)[:-2]: f for f in files}
    if top not in by_mod:
        sys.exit(f"rtl_sources: no module {top} (no {top}.v in the sources)")
    seen, todo = set(), [top]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.add(m)
        text = _COMMENT.sub("", open(os.path.join(ROOT, by_mod[m])).read())
        todo += [w for w in set(_WORD.findall(text)) if w in by_mod and w not in seen]
    return [f for f in files if os.path.basename(f)[:-2] in seen]


def sources(config="default", scope="cu", hand=False):
    files = cu_files(config, hand)
    if scope == "cu":
        return files
    if scope == "board":
        return board_files() + files
    return closure(scope, board_files() + files)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default=os.environ.get("CONFIG", "default"))
    ap.add_argument("--scope", default="cu")
    ap.add_argument("--hand", action="store_true")
    ap.add_argument("--format", choices=("list", "incdirs", "f", "make"), default="list")
    ap.add_argument("--abs", action="store_true")
    ap.add_argument("--cfgdir")
    a = ap.parse_args()
    files = sources(a.config, a.scope, a.hand)
    board = a.scope == "board" or any(f.startswith(BOARD_RTL) for f in files)
    dirs = include_dirs(a.config, a.cfgdir, board)
    if a.abs:
        files = [os.path.join(ROOT, f) for f in files]
        # --cfgdir is as the caller gave it (from its working directory), the others from the root
        dirs = [os.path.abspath(a.cfgdir) if a.cfgdir else os.path.join(ROOT, dirs[0])] + \
            [os.path.join(ROOT, d) for d in dirs[1:]]
    if a.format == "list":
        print("\n".join(files))
    elif a.format == "make":
        print(" ".join(files))
    elif a.format == "incdirs":
        print("\n".join(dirs))
    else:
        print(f"// {a.config} configuration, scope {a.scope}: scripts/rtl_sources.py (make filelists)")
        print("\n".join(f"+incdir+{d}" for d in dirs))
        print("\n".join(files))


if __name__ == "__main__":
    main()
