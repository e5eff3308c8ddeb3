#!/usr/bin/env python3
"""scripts/junit.py on a fake check list: one <testcase> per check with its
time, a failure's log tail inside <failure>, XML's special characters and
control characters handled (the document parses back to the same text), and a
malformed record refused with a non-zero exit."""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JUNIT = os.path.join(ROOT, "scripts", "junit.py")


def fail(msg):
    sys.exit(f"test_junit: {msg}")


def main():
    with tempfile.TemporaryDirectory() as d:
        fail_log = os.path.join(d, "fail.log")
        body = [f"line {i}\n" for i in range(50)] + ['a < b && c > "d" \'e\'\x01\x1b[0m ]]> end\n']
        with open(fail_log, "w") as f:
            f.writelines(body)
        pass_log = os.path.join(d, "pass.log")
        open(pass_log, "w").write("fine\n")
        records = [("PASS", "3", 'check <one> & "quoted"', pass_log),
                   ("FAIL", "17", "check two", fail_log),
                   ("PASS", "0", "check three", pass_log),
                   ("FAIL", "1", "check four, its log gone", os.path.join(d, "missing.log"))]
        rec = os.path.join(d, "records.tsv")
        open(rec, "w").write("".join("\t".join(r) + "\n" for r in records))
        out = os.path.join(d, "results.xml")
        subprocess.run([sys.executable, JUNIT, rec, out, "--tail", "5"], check=True)
        root = ET.parse(out).getroot()
        suite = root.find("testsuite")
        if suite is None or suite.get("tests") != "4" or suite.get("failures") != "2":
            fail(f"suite counts wrong: {suite.attrib if suite is not None else None}")
        cases = suite.findall("testcase")
        if [c.get("name") for c in cases] != [r[2] for r in records]:
            fail(f"names: {[c.get('name') for c in cases]}")
        if [c.get("time") for c in cases] != [r[1] for r in records]:
            fail(f"times: {[c.get('time') for c in cases]}")
        for c, r in zip(cases, records):
            f = c.find("failure")
            if (f is not None) != (r[0] == "FAIL"):
                fail(f"{r[2]}: failure element {'present' if f is not None else 'missing'}")
        want = "".join(body[-5:]).replace("\x01", "").replace("\x1b", "")
        got = cases[1].find("failure").text
        if got != want:
            fail(f"failure text {got!r}, expected the log's last 5 lines {want!r}")
        if "missing.log" not in cases[3].find("failure").get("message"):
            fail("a missing log is not named")
        # a malformed record: refused, non-zero exit, nothing written
        open(rec, "w").write("PASS\tsoon\tname\tlog\n")
        bad = os.path.join(d, "bad.xml")
        r = subprocess.run([sys.executable, JUNIT, rec, bad], capture_output=True, text=True)
        if r.returncode == 0 or "records.tsv:1" not in r.stderr or os.path.exists(bad):
            fail(f"malformed record accepted: rc {r.returncode}, {r.stderr!r}")
    print("junit writer: 4 fake checks (2 failed), escaping and tails checked")


if __name__ == "__main__":
    main()
