// SPDX-License-Identifier: MIT
// The dynamic stage of the immutability analysis, in the program: hooked calls observed at entry
// and exit, the counts written to and merged into the observed-mutations file.
#include "../../../capture/observer/mutation_observer.hpp"

#include <recrash/format/observed_mutations.hpp>
#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

struct Tally {
  int count = 0;
  std::vector<int> seen;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(count, seen);
  }
};

struct Opaque {  // no serializer: never observed
  int secret = 0;
};

[[gnu::noinline]] void add(Tally& tally, int value) {
  RECRASH_FUNCTION(tally, value);
  ++tally.count;
  tally.seen.push_back(value);
}

[[gnu::noinline]] int total(Tally& tally, int bias) {
  RECRASH_FUNCTION(tally, bias);
  int sum = bias;
  for (int value : tally.seen) sum += value;
  return sum;
}

[[gnu::noinline]] void add_if_positive(Tally& tally, int value) {
  RECRASH_FUNCTION(tally, value);
  if (value > 0) add(tally, value);
}

[[gnu::noinline]] void add_then_throw(Tally& tally) {
  RECRASH_FUNCTION(tally);
  ++tally.count;
  throw std::runtime_error("after the write");
}

[[gnu::noinline]] int poke(Opaque& opaque) {
  RECRASH_FUNCTION(opaque);
  return ++opaque.secret;
}

class ObserveMutations : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/recrash-observe.XXXXXX";
    dir_ = mkdtemp(pattern);
    path_ = dir_ + "/observed.txt";
    recrash::Config config;
    config.mode = recrash::Mode::Full;
    config.quiet = true;
    recrash::configure(config);
    recrash::capture::observe_mutations(path_);
  }
  void TearDown() override {
    recrash::capture::observe_mutations("");
    std::string command = "rm -rf '" + dir_ + "'";
    EXPECT_EQ(std::system(command.c_str()), 0);
  }

  /// What the file says about the function whose signature contains `name`.
  recrash::format::ObservedFunction observed(const std::string& name) const {
    std::ifstream in(path_);
    std::stringstream text;
    text << in.rdbuf();
    recrash::format::ObservedMutations functions;
    const std::string error = recrash::format::parse_observed_mutations(text.str(), functions);
    EXPECT_EQ(error, "");
    for (const auto& [key, function] : functions) {
      if (function.signature.find(name) != std::string::npos) return function;
    }
    ADD_FAILURE() << name << " is not in " << text.str();
    return {};
  }

  std::string dir_;
  std::string path_;
};

TEST_F(ObserveMutations, ChangedValuesAreCountedPerArgument) {
  Tally tally;
  for (int i = 0; i < 3; ++i) add(tally, i);
  EXPECT_EQ(total(tally, 10), 13);
  EXPECT_EQ(total(tally, 20), 23);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");

  const auto added = observed("add(");
  EXPECT_EQ(added.calls, 3u);
  ASSERT_EQ(added.values.size(), 2u);
  // The first call settles the tally as mutable: it is not serialized again.
  EXPECT_EQ(added.values[0].observed, 1u);
  EXPECT_EQ(added.values[0].changed, 1u);
  EXPECT_EQ(added.values[1].observed, 3u);
  EXPECT_EQ(added.values[1].changed, 0u);
  EXPECT_EQ(added.file, __FILE__);

  const auto summed = observed("total(");
  EXPECT_EQ(summed.calls, 2u);
  EXPECT_EQ(summed.values[0].observed, 2u);
  EXPECT_EQ(summed.values[0].changed, 0u);
}

TEST_F(ObserveMutations, ACallerSeesWhatItsCalleesChange) {
  Tally tally;
  add_if_positive(tally, -1);
  add_if_positive(tally, 5);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  const auto caller = observed("add_if_positive(");
  EXPECT_EQ(caller.calls, 2u);
  EXPECT_EQ(caller.values[0].observed, 2u);
  EXPECT_EQ(caller.values[0].changed, 1u);
}

TEST_F(ObserveMutations, ACallLeftByAnExceptionIsObserved) {
  Tally tally;
  EXPECT_THROW(add_then_throw(tally), std::runtime_error);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  const auto thrower = observed("add_then_throw(");
  EXPECT_EQ(thrower.calls, 1u);
  EXPECT_EQ(thrower.values[0].changed, 1u);
}

TEST_F(ObserveMutations, AValueWithNoSerializerIsNotObserved) {
  Opaque opaque;
  poke(opaque);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  const auto poked = observed("poke(");
  EXPECT_EQ(poked.calls, 1u);
  EXPECT_EQ(poked.values[0].observed, 0u);
  EXPECT_EQ(poked.values[0].changed, 0u);
}

TEST_F(ObserveMutations, RunsAddUpInTheFile) {
  Tally tally;
  add(tally, 1);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  add(tally, 2);
  total(tally, 0);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  EXPECT_EQ(observed("add(").calls, 2u);
  EXPECT_EQ(observed("add(").values[0].changed, 2u);
  EXPECT_EQ(observed("total(").calls, 1u);
}

TEST_F(ObserveMutations, AForkedChildCountsItsOwnCallsOnly) {
  Tally tally;
  add(tally, 1);
  total(tally, 0);
  const pid_t child = fork();
  ASSERT_NE(child, -1);
  if (child == 0) {
    total(tally, 1);
    _exit(recrash::capture::write_observed_mutations().empty() ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  ASSERT_EQ(recrash::capture::write_observed_mutations(), "");
  EXPECT_EQ(observed("add(").calls, 1u);    // the parent's, written once
  EXPECT_EQ(observed("total(").calls, 2u);  // one in each process
}

TEST_F(ObserveMutations, AFileOfSomethingElseIsLeftAsIs) {
  { std::ofstream(path_) << "my notes\n"; }
  Tally tally;
  add(tally, 1);
  const std::string error = recrash::capture::write_observed_mutations();
  EXPECT_NE(error.find("not an observed-mutations file"), std::string::npos) << error;
  std::ifstream in(path_);
  std::string first;
  std::getline(in, first);
  EXPECT_EQ(first, "my notes");
  const std::string aside = path_ + "." + std::to_string(getpid());
  EXPECT_NE(error.find(aside), std::string::npos) << error;
  std::ifstream kept(aside);
  std::getline(kept, first);
  EXPECT_EQ(first, recrash::format::kObservedMutationsHeader);
}

TEST(ObservedMutationsFile, ReadsWhatItWrites) {
  recrash::format::ObservedMutations functions;
  recrash::format::merge_observed_function(functions, {"/src/a b.cpp", 12, 4, {{4, 1}, {3, 0}}, "int f(T&, int)"});
  recrash::format::merge_observed_function(functions, {"/src/a b.cpp", 12, 2, {{2, 2}, {2, 0}}, "int f(U&, int)"});
  recrash::format::merge_observed_function(functions, {"/src/a b.cpp", 30, 1, {}, "void g()"});
  const std::string text = recrash::format::observed_mutations_text(functions);
  recrash::format::ObservedMutations read;
  ASSERT_EQ(recrash::format::parse_observed_mutations(text, read), "") << text;
  ASSERT_EQ(read.size(), 2u);
  const auto& f = read.begin()->second;
  EXPECT_EQ(f.calls, 6u);
  EXPECT_EQ(f.values[0].observed, 6u);
  EXPECT_EQ(f.values[0].changed, 3u);
  EXPECT_EQ(f.signature, "int f(T&, int)");
  EXPECT_EQ(std::next(read.begin())->second.values.size(), 0u);
}

TEST(ObservedMutationsFile, SaysWhichLineIsWrong) {
  recrash::format::ObservedMutations read;
  const std::string header = std::string(recrash::format::kObservedMutationsHeader) + "\n";
  EXPECT_EQ(recrash::format::parse_observed_mutations("hello\n", read).find("not an observed-mutations file"), 0u);
  EXPECT_EQ(recrash::format::parse_observed_mutations(
                header + "# note\n/a.cpp\t3\t1\t2\t2/0\tf\n/a.cpp\tx\t1\t2\t2/0\tf\n", read),
            "line 4: the line number is not a number");
  EXPECT_EQ(recrash::format::parse_observed_mutations(header + "/a.cpp\t3\t2\t2\t2/0\tf\n", read),
            "line 2: says 2 values and lists 1");
  EXPECT_EQ(recrash::format::parse_observed_mutations(header + "/a.cpp\t3\t1\t2\t3/0\tf\n", read),
            "line 2: a value is counted changed or observed more often than the function was called");
  EXPECT_EQ(recrash::format::parse_observed_mutations(header + "/a.cpp\t3\t1\t2\n", read),
            "line 2: expected 6 tab-separated fields, found 4");
}

}  // namespace
