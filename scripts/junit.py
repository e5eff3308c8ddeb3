#!/usr/bin/env python3
"""JUnit XML from make test's checks (scripts/run_tests.sh): one <testcase> per
check with its time; a failed one carries its log's tail in <failure>.

    junit.py RECORDS OUT [--suite NAME] [--tail N]

RECORDS: one check a line, as run_tests.sh's check() appends them:
    STATUS<TAB>SECONDS<TAB>NAME<TAB>LOG
STATUS is PASS or FAIL; LOG the check's output file (its last N lines, default
40, go into a failure).  OUT is written whole (build/test-results.xml); XML's
special characters are escaped, and characters XML 1.0 cannot hold (control
characters other than tab and newline) are dropped.
"""
import argparse
import os
import re
import sys
from xml.sax.saxutils import escape, quoteattr

# characters XML 1.0 cannot hold, even escaped
_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def clean(text):
    return _BAD.sub("", text)


def read_records(path):
    """[(status, seconds, name, log)] from RECORDS; a malformed line is an error."""
    out = []
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        line = line.rstrip("\n")
        if not line:
            continue
        f = line.split("\t")
        if len(f) != 4 or f[0] not in ("PASS", "FAIL") or not re.fullmatch(r"\d+(\.\d+)?", f[1]):
            sys.exit(f"junit: {path}:{n}: not STATUS<TAB>SECONDS<TAB>NAME<TAB>LOG: {line!r}")
        out.append((f[0], float(f[1]), f[2], f[3]))
    return out


def tail(log, n):
    try:
        with open(log, encoding="utf-8", errors="replace") as f:
            return "".join(f.readlines()[-n:])
    except OSError as e:
        return f"(no log: {e})\n"


def junit_xml(records, suite="make test", tail_lines=40):
    """The JUnit XML document (a string) for RECORDS."""
    fails = sum(1 for r in records if r[0] == "FAIL")
    total = sum(r[1] for r in records)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<testsuites name={quoteattr(suite)} tests="{len(records)}" failures="{fails}" time="{total:.0f}">',
             f'  <testsuite name={quoteattr(suite)} tests="{len(records)}" failures="{fails}" errors="0" '
             f'skipped="0" time="{total:.0f}">']
    for status, secs, name, log in records:
        head = f'    <testcase classname={quoteattr(suite)} name={quoteattr(clean(name))} time="{secs:.0f}"'
        if status == "PASS":
            lines.append(head + "/>")
            continue
        lines.append(head + ">")
        lines.append(f'      <failure message={quoteattr("log: " + clean(log))}>'
                     f'{escape(clean(tail(log, tail_lines)))}</failure>')
        lines.append("    </testcase>")
    lines += ["  </testsuite>", "</testsuites>"]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("records")
    ap.add_argument("out")
    ap.add_argument("--suite", default="make test")
    ap.add_argument("--tail", type=int, default=40)
    a = ap.parse_args()
    if not os.path.isfile(a.records):
        sys.exit(f"junit: no {a.records}")
    xml = junit_xml(read_records(a.records), a.suite, a.tail)
    tmp = a.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(xml)
    os.replace(tmp, a.out)


if __name__ == "__main__":
    main()
