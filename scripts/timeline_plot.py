#!/usr/bin/python3
"""Unit occupancy over time from a timeline (gcnsim run --timeline FILE.json,
docs/timeline.md): one row per unit that ran anything, the instructions in
flight on it as a step curve, with the time axis in the timeline's own unit
(RTL cycles, or ticks of the model's instruction clock, as its metadata says).

    timeline_plot.py FILE.json -o FILE.png [--title TEXT]

Needs Debian's matplotlib (python3-matplotlib, for /usr/bin/python3; make deps).
"""
import argparse
import json
import sys


def occupancy(doc):
    """{unit: ([times], [in flight])} from the "units" counter tracks (pid 2)."""
    tracks = {}
    for e in doc.get("traceEvents", []):
        if e.get("ph") == "C" and e.get("pid") == 2:
            t, v = tracks.setdefault(e["name"], ([], []))
            t.append(e["ts"])
            v.append(e["args"]["in flight"])
    return {u: tv for u, tv in tracks.items() if any(tv[1])}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("timeline")
    ap.add_argument("-o", "--output", required=True, help="the PNG to write")
    ap.add_argument("--title", help="the figure's title (default: the kernel and backend)")
    a = ap.parse_args()
    try:
        with open(a.timeline) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"timeline_plot: {a.timeline}: {e}")
    units = occupancy(doc)
    if not units:
        sys.exit(f"timeline_plot: {a.timeline}: no unit ran anything (no 'units' counter tracks)")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("timeline_plot: needs matplotlib: Debian's python3-matplotlib for /usr/bin/python3 (make deps)")
    meta = doc.get("otherData", {})
    rtl = meta.get("backend", "model") != "model"
    xlabel = "cycle" if rtl else "model instruction clock (one tick per retired instruction)"
    fig, axes = plt.subplots(len(units), 1, sharex=True, figsize=(9, 0.75 + 0.7 * len(units)), squeeze=False)
    end = max(max(t) for t, _ in units.values())
    for ax, (name, (t, v)) in zip(axes[:, 0], sorted(units.items())):
        ax.step(t + [end], v + [v[-1]], where="post", linewidth=0.8)
        ax.fill_between(t + [end], v + [v[-1]], step="post", alpha=0.3)
        ax.set_ylabel(name, rotation=0, ha="right", va="center")
        ax.set_ylim(0, max(v) + 0.5)
        ax.tick_params(axis="y", labelsize=7)
    axes[-1, 0].set_xlabel(xlabel)
    title = a.title or f"{meta.get('kernel', '?')} on {meta.get('backend', '?')}: instructions in flight per unit"
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(a.output, dpi=80)
    print(f"timeline_plot: {a.output}: {len(units)} units over {end} {'cycles' if rtl else 'ticks'}")


if __name__ == "__main__":
    main()
