# SPDX-License-Identifier: MIT
"""tools/scripts/overhead_attribution.py: reading callgrind's output format (compressed names, calls'
inclusive costs, recursion levels) and sharing the difference out."""

import collections
import pathlib
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "tools" / "scripts" / "overhead_attribution.py"
sys.path.insert(0, str(SCRIPT.parent))
import overhead_attribution  # noqa: E402

HEADER = """\
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
ob=(1) /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
fl=(1) rtld.c
fn=(1) _dl_start
"""

PLAIN = HEADER + """\
10 400
ob=(2) /tmp/prog
fl=(2) prog.cpp
fn=(2) main
1 90
cfn=(3) work(int)
calls=10 5
5 1050
fn=(3)
5 1000
fn=(4) helper(int)
7 50
"""

INSTRUMENTED = HEADER + """\
10 500
ob=(2) /tmp/prog
fl=(2) prog.cpp
fn=(2) main
1 100
cfn=(3) work(int)
calls=10 5
5 99999
fn=(3)
5 1000
cfn=(5) work(int)::{lambda(int)#1}::operator()(int) const
calls=4 3
+1 77777
fn=(6) work(int)'2
fi=(3) inlined.hpp
+2 200
fn=(5)
3 300
fn=(7) recrash::detail::freeze_frame(recrash::detail::ShadowStack&, unsigned int)
4 40
fn=(8) helper_no_longer_inlined(int)
8 60
"""


class OverheadAttribution(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.plain = pathlib.Path(self.dir.name) / "plain.cg"
        self.instrumented = pathlib.Path(self.dir.name) / "instrumented.cg"
        self.plain.write_text(PLAIN)
        self.instrumented.write_text(INSTRUMENTED)

    def tearDown(self):
        self.dir.cleanup()

    def test_self_costs_leave_out_what_calls_cost_and_name_compressed_functions(self):
        calls = collections.defaultdict(int)
        costs = overhead_attribution.self_costs(self.instrumented, calls)
        self.assertEqual(costs[("/tmp/prog", "main")], 100)
        self.assertEqual(costs[("/tmp/prog", "work(int)")], 1000)
        self.assertEqual(costs[("/tmp/prog", "work(int)'2")], 200)
        self.assertEqual(calls["work(int)"], 10)
        self.assertEqual(calls["work(int)::{lambda(int)#1}::operator()(int) const"], 4)

    def test_recursion_levels_are_one_function(self):
        totals, objects = overhead_attribution.by_function(overhead_attribution.self_costs(self.instrumented))
        self.assertEqual(totals["work(int)"], 1200)
        self.assertNotIn("work(int)'2", totals)
        self.assertEqual(objects["work(int)"], "/tmp/prog")

    def test_each_function_falls_in_its_group(self):
        category = overhead_attribution.category
        self.assertEqual(category("_dl_start", "/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2", True),
                         "dynamic linker")
        self.assertEqual(category("recrash::detail::pop_to(int)", "/tmp/prog", False), "recrash run time")
        self.assertEqual(category("f()::{lambda()#1}::operator()() const", "/tmp/prog", False), "twins")
        self.assertEqual(category("f()::{lambda(recrash::detail::Reentry)#1}::operator()(recrash::detail::Reentry) const",
                                  "/tmp/prog", False), "twins")
        self.assertEqual(category("f()::{lambda()#1}::operator()() const", "/tmp/prog", True), "program functions")
        self.assertEqual(category("g()", "/tmp/prog", False), "no longer inlined")

    def test_the_table_shares_the_whole_difference_out(self):
        done = subprocess.run([sys.executable, str(SCRIPT), str(self.plain), str(self.instrumented)],
                              capture_output=True, text=True, check=True)
        out = done.stdout
        # plain 1,540; instrumented 2,200
        self.assertIn("plain 1,540 instructions, instrumented 2,200 (1.429x): +660", out)
        self.assertIn("| twins | +300 |", out)
        self.assertIn("| program functions | +210 |", out)
        self.assertIn("| dynamic linker | +100 |", out)
        self.assertIn("| no longer inlined | +60 |", out)
        self.assertIn("| recrash run time | +40 |", out)
        self.assertIn("| gone from the instrumented profile | -50 |", out)
        self.assertIn("Calls of twins (recorded calls, and calls whose function was still undecided): 4, "
                      "75 instructions each in the twins themselves", out)

    def test_a_missing_profile_is_refused(self):
        done = subprocess.run([sys.executable, str(SCRIPT), str(self.plain), "/nonexistent/x.cg"],
                              capture_output=True, text=True, check=False)
        self.assertEqual(done.returncode, 2)
        self.assertIn("no such file: /nonexistent/x.cg", done.stderr)


if __name__ == "__main__":
    unittest.main()
