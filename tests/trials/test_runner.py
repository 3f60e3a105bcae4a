# SPDX-License-Identifier: MIT
"""The trials runner's own logic: recipes read and refused, verdicts parsed, the table written.
Run by ctest (trials.RunnerLogic) or: python3 -m unittest tests/trials/test_runner.py"""

from __future__ import annotations

import pathlib
import subprocess
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import outcome  # noqa: E402
import recipe  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent

GOOD = textwrap.dedent("""\
    repository = "https://example.org/lib"
    commit = "0123456789abcdef0123456789abcdef01234567"
    bug_report = "https://example.org/lib/issues/1"
    failure = "null dereference"
    covers = ["null dereference"]
    header_only = false
    vendor_dir = "third_party/lib"
    target = "lib"

    [expect]
    signal = "SIGSEGV"
    function = "lib::Parser::parse"
    """)

VERIFY_OUTPUT = textwrap.dedent("""\
    recrash-gen: building (the first build compiles GoogleTest code; it takes a while)
    frame  call                                            result
    0      tinyxml2::XMLNode::ParseDeep(char*, tinyxml2::StrPair*, int*)  reproduced
    1      tinyxml2::XMLDocument::Parse(char const*, unsigned long)  not reproduced: different signal (SIGABRT)
    2      tinyxml2::XMLNode::ParseDeep(char*, tinyxml2::StrPair*, int*)  not reproduced: did not build: no matching function
    3      main                                            not reproduced: not replayable: a value could not be recorded
    4      helper()                                        not reproduced: did not build: 'x' was not declared

    recrash-gen: kept 1 test
    """)


def write_trial(root: pathlib.Path, name: str, text: str, cmake: bool = True) -> pathlib.Path:
    folder = root / name
    folder.mkdir(exist_ok=True)
    (folder / "CMakeLists.txt").unlink(missing_ok=True)
    (folder / "trial.toml").write_text(text)
    if cmake:
        (folder / "CMakeLists.txt").write_text("project(x)\n")
    return folder


class Recipes(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_a_good_recipe_loads(self):
        trial = recipe.load_trial(write_trial(self.root, "lib", GOOD))
        self.assertEqual(trial.name, "lib")
        self.assertEqual(trial.expect_signal, "SIGSEGV")
        self.assertEqual(trial.expected_exit_signal, 11)
        self.assertEqual(trial.expected_failure, "SIGSEGV")

    def test_an_exception_trial_dies_of_abort(self):
        text = GOOD.replace('signal = "SIGSEGV"', 'exception = "lib::error"')
        trial = recipe.load_trial(write_trial(self.root, "lib", text))
        self.assertEqual(trial.expected_exit_signal, 6)
        self.assertEqual(trial.expected_failure, "uncaught lib::error")

    def assert_refused(self, text: str, says: str, cmake: bool = True):
        with self.assertRaises(recipe.RecipeError) as caught:
            recipe.load_trial(write_trial(self.root, "bad", text, cmake))
        self.assertIn(says, str(caught.exception))

    def test_bad_recipes_are_refused_saying_why(self):
        self.assert_refused(GOOD.replace('target = "lib"\n', ""), "'target' is missing")
        self.assert_refused(GOOD.replace("0123456789abcdef0123456789abcdef01234567", "v1.0"),
                            "full 40-digit hash")
        self.assert_refused(GOOD.replace('"third_party/lib"', '"../outside"'), "inside the project")
        self.assert_refused(GOOD.replace('signal = "SIGSEGV"', 'signal = "SIGSEGV"\nexception = "e"'),
                            "exactly one of")
        self.assert_refused(GOOD.replace('"SIGSEGV"', '"SEGV"'), "is not one of")
        self.assert_refused(GOOD.replace("header_only = false", 'header_only = "no"'), "must be a bool")
        self.assert_refused(GOOD + "[[[", "trial.toml")
        self.assert_refused('paths = ["include", "../x"]\n' + GOOD, "'paths' must be a list")
        self.assert_refused(GOOD, "CMakeLists.txt is missing", cmake=False)
        self.assert_refused('settings = { PATH = "/tmp" }\n' + GOOD, "'settings' must map RECRASH_")

    def test_run_time_settings_are_read(self):
        trial = recipe.load_trial(write_trial(self.root, "lib", 'settings = { RECRASH_COPY = "copy" }\n' + GOOD))
        self.assertEqual(trial.settings, {"RECRASH_COPY": "copy"})
        self.assertEqual(recipe.load_trial(write_trial(self.root, "lib", GOOD)).settings, {})

    def test_unknown_trial_names_are_refused(self):
        write_trial(self.root, "lib", GOOD)
        with self.assertRaises(recipe.RecipeError) as caught:
            recipe.load_trials(self.root, ["nope"])
        self.assertIn("no trial named nope", str(caught.exception))
        self.assertEqual([t.name for t in recipe.load_trials(self.root, [])], ["lib"])

    def test_a_missing_checkout_gets_the_commands_that_make_it(self):
        trial = recipe.load_trial(write_trial(self.root, "lib", GOOD))
        checkouts = self.root / "checkouts"
        self.assertFalse(recipe.has_commit(checkouts / "lib", trial.commit))
        self.assertEqual(recipe.clone_commands(trial, checkouts), [
            f"git clone https://example.org/lib {checkouts}/lib",
            f"git -C {checkouts}/lib checkout 0123456789abcdef0123456789abcdef01234567"])

    def test_a_checkout_without_the_commit_is_missing(self):
        repo = self.root / "repo"
        subprocess.run(["git", "init", "-q", str(repo)], check=True)
        subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q",
                        "--allow-empty", "-m", "x"], check=True)
        head = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
        self.assertTrue(recipe.has_commit(repo, head))
        self.assertFalse(recipe.has_commit(repo, "0" * 40))

    def test_every_trial_in_the_repository_loads(self):
        trials = recipe.load_trials(HERE, [])
        self.assertGreater(len(trials), 0)
        for trial in trials:
            self.assertTrue((trial.folder / "CMakeLists.txt").read_text().count("TRIAL_RECRASH"), trial.name)


class Verdicts(unittest.TestCase):
    def test_the_table_is_read_row_by_row(self):
        verdicts = outcome.parse_verdicts(VERIFY_OUTPUT)
        self.assertEqual(len(verdicts), 5)
        self.assertTrue(verdicts[0].reproduced)
        self.assertEqual(verdicts[0].call, "tinyxml2::XMLNode::ParseDeep(char*, tinyxml2::StrPair*, int*)")
        self.assertEqual(verdicts[1].why_not, "different signal (SIGABRT)")
        self.assertEqual(verdicts[4].call, "helper()")

    def test_no_table_no_verdicts(self):
        self.assertEqual(outcome.parse_verdicts("recrash-gen: not a dump\n"), [])

    def test_reasons_are_counted_by_kind(self):
        summary = outcome.reasons_summary(outcome.parse_verdicts(VERIFY_OUTPUT))
        self.assertEqual(summary, "2 did not build, 1 different signal, 1 not replayable")

    def test_a_call_names_its_function_whatever_its_template_arguments(self):
        self.assertTrue(outcome.names_function("tinyxml2::XMLNode::ParseDeep(char*, int*)",
                                               "tinyxml2::XMLNode::ParseDeep"))
        self.assertTrue(outcome.names_function("YAML::Parser<char>::Handle<int>(int)", "YAML::Parser::Handle"))
        self.assertTrue(outcome.names_function("void ns::f<std::pair<int, int> >(int)", "ns::f"))
        self.assertFalse(outcome.names_function("tinyxml2::XMLDocument::Parse(char const*)",
                                                "tinyxml2::XMLNode::ParseDeep"))
        self.assertFalse(outcome.names_function("other::ParseDeep()", "tinyxml2::XMLNode::ParseDeep"))
        pool = "pugi::impl::(anonymous namespace)::xml_allocator::deallocate_memory"
        self.assertTrue(outcome.names_function(pool + "(void*, unsigned long)", pool))
        self.assertFalse(outcome.names_function("pugi::impl::(anonymous namespace)::strcpy_insitu(char*)", pool))

    def test_exits_are_described(self):
        self.assertEqual(outcome.describe_exit(-11), "SIGSEGV")
        self.assertEqual(outcome.describe_exit(0), "exit 0")
        self.assertEqual(outcome.describe_exit(None), "timed out")


class Table(unittest.TestCase):
    RESULT = {
        "name": "lib", "failure": "null | dereference",
        "plain": {"built": True, "cpu_s": 10.0, "size_bytes": 1000, "exit": "SIGSEGV"},
        "instrumented": {"built": True, "cpu_s": 25.0, "instrument_cpu_s": 6.0, "size_bytes": 3000, "exit": "SIGSEGV"},
        "dump": {"bytes": 4096, "frames": 3},
        "verify": {"tests": 3, "kept": 1, "expected_kept": True, "reasons": "2 not replayable"},
    }

    def test_a_finished_trial_fills_every_column(self):
        row = outcome.table_row(self.RESULT)
        self.assertEqual(row, ["lib", "null | dereference", "OK", "2.5x (25 s / 10 s)", "0.6x (6 s)", "3.0x",
                               "SIGSEGV / SIGSEGV",
                               "4,096 B", "3", "1 of 3", "yes", "2 not replayable"])
        table = outcome.markdown_table([self.RESULT])
        self.assertIn("null \\| dereference", table)  # a cell's bar does not split the row
        self.assertEqual(table.splitlines()[2].count(" | "), len(outcome.COLUMNS) - 1)

    def test_a_failed_build_says_why_and_leaves_the_rest_empty(self):
        result = {"name": "lib", "failure": "f", "plain": {"built": True, "cpu_s": 1.0, "size_bytes": 9, "exit": "SIGFPE"},
                  "instrumented": {"built": False, "cpu_s": 2.0, "error": "a.cpp:1:2: error: boom"}}
        row = outcome.table_row(result)
        self.assertEqual(row[2], "FAILED: a.cpp:1:2: error: boom")
        self.assertEqual(row[4], "-")  # the instrumenter's part of a build that failed is not known
        self.assertEqual(row[6], "SIGFPE / -")
        self.assertEqual(row[7:], ["-", "-", "-", "-", "-"])

    def test_exits_that_differ_are_marked(self):
        result = dict(self.RESULT, instrumented=dict(self.RESULT["instrumented"], exit="SIGABRT"))
        self.assertEqual(outcome.table_row(result)[6], "SIGSEGV / SIGABRT (differ)")

    def test_totals(self):
        failed = {"name": "other", "instrumented": {"built": False}, "plain": {"exit": "SIGSEGV"}}
        not_run = {"name": "third", "note": "(not run)"}
        self.assertEqual(outcome.totals([self.RESULT, failed, not_run]), {
            "trials": 3, "ran": 2, "instrumented build OK": 1, "same exit as plain": 1, "dump written": 1,
            "a test kept": 1, "bad-state frame kept": 1})

    def test_the_notes_list_each_kept_function_once_with_its_count(self):
        import run  # noqa: E402  (here: it reads the trials' folder when imported)
        result = dict(self.RESULT, repository="https://example.org/lib", commit="0" * 40, bug_report="#1",
                      covers=["recursion"], expect={"failure": "SIGSEGV", "function": "parse"},
                      verify=dict(self.RESULT["verify"], kept_calls=["parse", "entry", "parse", "parse"]))
        with tempfile.TemporaryDirectory() as folder:
            doc = pathlib.Path(folder) / "TRIALS.md"
            run.write_doc(doc, [result], "run.py")
            kept = [line for line in doc.read_text().splitlines() if "kept: " in line]
        self.assertEqual(kept, ["  - kept: `parse` (3 frames)", "  - kept: `entry`"])


if __name__ == "__main__":
    unittest.main()
