#!/usr/bin/env python3
"""gcnsim --timeline and --wave (docs/timeline.md, docs/verification.md "Waveforms").

    test_wave_timeline.py GCNSIM BUILD

- The model's timeline of reduce_lds (8 waves): valid JSON, the three
  processes, a track per wave, as many instruction spans as the run retired,
  spans on a wave's track never overlapping, the SQ_INSTS counter track
  ending at the retired count, every counter track ending at the value
  --stats prints, unit occupancy never negative and ending at 0.
- scripts/timeline_plot.py draws that timeline as a PNG, and refuses a
  file that is not a timeline.
- Refusals, each a non-zero exit with a message: --wave on the model, on the
  board backend --timeline, malformed --wave-window values, a window without
  --wave; with the RTL library built, --wave when the traced library is
  missing or is not traced.
- With the RTL library: the lockstep timeline, checked as the model's, its
  spans equal to the RTL's retired count.
- With the Icarus image (and again with the traced Verilator library,
  make tb-rtl-trace, when it is built): --wave F.fst --wave-window 20:120
  on vector_add writes an FST whose timescale is 100 ps (a cycle is 1 ns)
  and whose dumped times lie in cycles 20 to 121, and a .gtkw layout per
  unit whose every signal is in the FST's hierarchy; a divergence (fault
  point 1) prints the gcnsim command that reruns it with --wave and a
  window around its cycle, and that command, run, diverges at the same
  cycle and writes the FST.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

GCNSIM, BUILD = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])   # the rerun command runs elsewhere
KERNELS = os.path.join(BUILD, "kernels")
failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def run(args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run([GCNSIM, "run"] + args, capture_output=True, text=True, env=e, timeout=600)
    return p.returncode, p.stdout + p.stderr


def reduce_lds(tmp, *extra, env=None):
    out = os.path.join(tmp, "partial.bin")
    return run([os.path.join(KERNELS, "reduce_lds.O2.co"), "-k", "reduce_lds", "-g", "512", "-b", "256",
                "-a", "buf:zero:2048", "-a", "buf:zero:8", "-o", "1:" + out] + list(extra), env=env)


def check_timeline(path, out, backend):
    m = re.search(r"kernel reduce_lds: ended, (\d+) instructions, (\d+) waves", out)
    check(m is not None, f"{backend}: the run ended ({out.strip()[-300:]})")
    if not m:
        return
    retired, waves = int(m.group(1)), int(m.group(2))
    if backend != "model":
        r = re.search(r"rtl: .* (\d+) instructions retired", out)
        check(r is not None, f"{backend}: the RTL's retired count is printed")
        retired = int(r.group(1)) if r else -1
    try:
        doc = json.load(open(path))
    except (OSError, ValueError) as e:
        check(False, f"{backend}: {path} is valid JSON ({e})")
        return
    ev = doc["traceEvents"]
    clock = "model's instruction clock" if backend == "model" else "RTL clock cycles"
    check(clock in doc["otherData"]["time"], f"{backend}: the metadata names the time axis ({clock})")
    procs = {e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "process_name"}
    check(procs == {"waves", "units", "counters"}, f"{backend}: processes waves, units, counters ({sorted(procs)})")
    spans = [e for e in ev if e["ph"] == "X"]
    check(len(spans) == retired and doc["otherData"]["dropped"] == 0,
          f"{backend}: {len(spans)} instruction spans, {retired} instructions retired, none dropped")
    check(all("pc" in e["args"] and e["args"]["asm"] for e in spans), f"{backend}: every span has its PC and disassembly")
    tracks = {e["tid"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
    used = {e["tid"] for e in spans}
    # on the RTL a track is a wave slot, which later waves reuse
    want = waves if backend == "model" else None
    check(tracks == used and (want is None or len(tracks) == want) and tracks,
          f"{backend}: a named track per wave ({len(tracks)} tracks, {waves} waves)")
    overlaps = 0
    for tid in used:
        s = sorted((e["ts"], e["ts"] + e["dur"]) for e in spans if e["tid"] == tid)
        overlaps += sum(1 for a, b in zip(s, s[1:]) if a[1] > b[0])
    check(overlaps == 0, f"{backend}: no two spans of one wave's track overlap ({overlaps} do)")
    insts = [e["args"]["value"] for e in ev if e["ph"] == "C" and e["pid"] == 3 and e["name"] == "SQ_INSTS"]
    check(insts and insts[-1] == retired, f"{backend}: the SQ_INSTS counter track ends at {insts[-1] if insts else None}")
    # --stats: the backend's own counters; the tracks' last values are theirs
    stats = {m.group(1): int(m.group(2)) for m in re.finditer(r"^(SQ_\w+) (\d+)$", out, re.M)}
    last = {}
    for e in ev:
        if e["ph"] == "C" and e["pid"] == 3:
            last[e["name"].replace(" (end of run)", "")] = e["args"]["value"]
    differ = {k: (v, stats.get(k)) for k, v in last.items() if stats.get(k) != v}
    check(len(stats) >= 10 and not differ,
          f"{backend}: the counter tracks end at the values --stats prints ({len(last)} tracks; differ: {differ})")
    units = {}
    for e in ev:
        if e["ph"] == "C" and e["pid"] == 2:
            units.setdefault(e["name"], []).append(e["args"]["in flight"])
    check({"SALU", "VALU", "LDS", "VMEM"} <= set(units), f"{backend}: unit tracks SALU, VALU, LDS, VMEM ({sorted(units)})")
    check(all(min(v) >= 0 and v[-1] == 0 for v in units.values()) and any(max(v) > 0 for v in units.values()),
          f"{backend}: unit occupancy is never negative, ends at 0, and something ran")


def fst_header(fst):
    """(timescale text, set of full signal names as GTKWave names them, first and last dump time)."""
    p = subprocess.run(["fst2vcd", fst], capture_output=True, text=True, timeout=300)
    names, path, times, scale = set(), [], [], ""
    lines = p.stdout.splitlines()
    for i, line in enumerate(lines):
        w = line.split()
        if not w:
            continue
        if w[0] == "$timescale":
            scale = " ".join(w[1:-1]) if w[-1] == "$end" else lines[i + 1].strip()
        elif w[0] == "$scope":
            path.append(w[2])
        elif w[0] == "$upscope":
            path.pop()
        elif w[0] == "$var":
            names.add(".".join(path + [w[4] + (w[5] if len(w) > 6 and w[5].startswith("[") else "")]))
        elif line.startswith("#"):
            times.append(int(line[1:]))
    return scale, names, (min(times), max(times)) if times else (None, None)


def vector_add(*extra):
    return run([os.path.join(KERNELS, "vector_add.O2.co"), "-k", "vector_add", "-g", "64", "-a", "buf:zero:256",
                "-a", "buf:zero:256", "-a", "buf:zero:256", "-a", "u32:64"] + list(extra))


def check_wave(tmp, backend):
    fst = os.path.join(tmp, f"{backend}.fst")
    rc, out = vector_add("--backend", backend, "--wave", fst, "--wave-window", "20:120")
    check(rc == 0 and os.path.isfile(fst), f"{backend}: --wave writes {fst} (exit {rc}: {out.strip()[-400:]})")
    if rc != 0 or not os.path.isfile(fst):
        return
    scale, names, (t0, t1) = fst_header(fst)
    check(scale.replace(" ", "") == "100ps", f"{backend}: timescale 100 ps, a cycle 1 ns ({scale!r})")
    check(t0 is not None and 200 <= t0 < 210 and 1200 <= t1 < 1220,
          f"{backend}: the dumped times lie in cycles 20 to 121 ({t0} to {t1}, in 100 ps)")
    stem = fst[:-4]
    layouts = {u: f"{stem}.{u}.gtkw" for u in ("fetch_wavepool", "decode_issue", "salu", "valu", "lsu", "lds", "mfma", "memory")}
    missing = [u for u, f in layouts.items() if not os.path.isfile(f)]
    check(not missing, f"{backend}: a .gtkw layout per unit (missing: {missing})")
    bad, n = [], 0
    for f in layouts.values():
        if not os.path.isfile(f):
            continue
        for line in open(f):
            line = line.strip()
            if line and line[0] not in "@-[*":
                n += 1
                if line not in names:
                    bad.append(line)
    check(n > 50 and not bad, f"{backend}: the layouts' {n} signals are all in the FST ({bad[:5]} are not)")


def check_rerun(tmp, backend):
    """A divergence (fault point 1) prints the gcnsim command that reruns it with --wave around it; it does."""
    rc, out = vector_add("--backend", backend, "--fault", "1")
    m = re.search(r"waveforms for this window \([^)]*\): (.*--wave gcn_cu.fst --wave-window (\d+):(\d+))$", out, re.M)
    div = re.search(r"DIVERGENCE at cycle (\d+)", out)
    check(rc == 1 and m is not None and m.group(1).startswith(GCNSIM + " run ") and div is not None
          and int(m.group(2)) <= int(div.group(1)) <= int(m.group(3)),
          f"{backend}: a divergence prints the gcnsim command with a window around it (exit {rc}: "
          f"{m.group(1) if m else out.strip()[-600:]})")
    if not m:
        return
    p = subprocess.run(m.group(1), shell=True, cwd=tmp, capture_output=True, text=True, timeout=600)
    again = re.search(r"DIVERGENCE at cycle (\d+)", p.stdout)
    check(p.returncode == 1 and again and div and again.group(1) == div.group(1)
          and os.path.isfile(os.path.join(tmp, "gcn_cu.fst")),
          f"{backend}: that command reruns the divergence at the same cycle and writes gcn_cu.fst (exit {p.returncode})")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        tl = os.path.join(tmp, "model.json")
        rc, out = reduce_lds(tmp, "--timeline", tl, "--stats")
        check(rc == 0, f"model --timeline runs (exit {rc})")
        check_timeline(tl, out, "model")
        png = os.path.join(tmp, "model.png")
        plot = os.path.join(os.path.dirname(os.path.abspath(__file__)), "timeline_plot.py")
        p = subprocess.run([plot, tl, "-o", png], capture_output=True, text=True, timeout=300)
        magic = open(png, "rb").read(8) if os.path.isfile(png) else b""
        check(p.returncode == 0 and magic == b"\x89PNG\r\n\x1a\n",
              f"timeline_plot.py draws a PNG ({(p.stdout + p.stderr).strip()})")
        p = subprocess.run([plot, png, "-o", png + "2"], capture_output=True, text=True, timeout=300)
        check(p.returncode != 0 and "timeline_plot:" in p.stderr, f"timeline_plot.py refuses a non-JSON file ({p.stderr.strip()})")
        rc, out = reduce_lds(tmp, "--wave", os.path.join(tmp, "m.fst"))
        check(rc == 2 and "--backend model simulates no RTL" in out and not os.path.exists(os.path.join(tmp, "m.fst")),
              f"--wave on the model refused (exit {rc}: {out.strip()})")
        rc, out = reduce_lds(tmp, "--backend", "board", "--timeline", tl)
        check(rc == 2 and "--timeline is not for --backend board" in out, f"--timeline on the board refused ({out.strip()})")
        for w in ("5:1", "3:3", "abc", "5", ":5", "5:", "-1:3", "1:2:3", "0x:4", ""):
            rc, out = reduce_lds(tmp, "--backend", "lockstep", "--wave", os.path.join(tmp, "w.fst"), "--wave-window", w)
            check(rc == 2 and "bad waveform window" in out, f"--wave-window {w!r} refused (exit {rc})")
        rc, out = reduce_lds(tmp, "--backend", "lockstep", "--wave-window", "1:5")
        check(rc == 2 and "--wave-window needs --wave" in out, f"--wave-window without --wave refused ({out.strip()})")
        rtl_lib = os.path.join(BUILD, "libgcnrtl-verilator.so")
        trace_lib = os.path.join(BUILD, "libgcnrtl-verilator-trace.so")
        if os.path.isfile(rtl_lib) or os.path.isfile(trace_lib):
            tl = os.path.join(tmp, "lockstep.json")
            rc, out = reduce_lds(tmp, "--backend", "lockstep", "--timeline", tl, "--stats")
            check(rc == 0, f"lockstep --timeline runs (exit {rc})")
            check_timeline(tl, out, "lockstep")
        if os.path.isfile(rtl_lib):
            fst = os.path.join(tmp, "u.fst")
            for lib, why in (("/nonexistent/libgcnrtl-verilator-trace.so", "make tb-rtl-trace"),
                             (rtl_lib, "without waveform code")):
                rc, out = reduce_lds(tmp, "--backend", "verilator", "--wave", fst, env={"GCN_RTL_TRACE_LIB": lib})
                check(rc == 2 and why in out and not os.path.exists(fst),
                      f"--wave with GCN_RTL_TRACE_LIB={lib} refused, saying '{why}' (exit {rc}: {out.strip()[-300:]})")
        else:
            print(f"not run: the RTL library ({rtl_lib}; make tb-rtl)")
        if os.path.isfile(os.path.join(BUILD, "icarus", "tb.vvp")):
            check_wave(tmp, "icarus")
            check_rerun(tmp, "icarus")
        else:
            print("not run: the Icarus image (make build/gcnrtl-icarus)")
        if os.path.isfile(trace_lib):
            check_wave(tmp, "lockstep")
            check_rerun(tmp, "lockstep")
        else:
            print("not run: --wave on Verilator (make tb-rtl-trace builds its library)")
    print(f"checked: timeline and waveform options, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
