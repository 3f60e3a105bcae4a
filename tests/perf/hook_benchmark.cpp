// SPDX-License-Identifier: MIT
// Nanoseconds per monitored call, against the same function without a hook, for each mode and
// copy strategy, and at the end a table of each one's ratio to its plain twin (medians when run
// with --benchmark_repetitions). Run: build/bin/hook_benchmark --benchmark_repetitions=5
#include "ratio_reporter.hpp"

#include "../../capture/function_registry.hpp"

#include <recrash/format/watch_list.hpp>
#include <recrash/recrash.hpp>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

struct Account {
  std::string owner = "ada lovelace";
  std::vector<long> history = std::vector<long>(16, 7);
  long balance = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(owner, history, balance);
  }
};

[[gnu::noinline]] long plain_scalar(long a, long b) { return a * 3 + b; }

[[gnu::noinline]] long hooked_scalar(long a, long b) {
  RECRASH_FUNCTION(a, b);
  return a * 3 + b;
}

[[gnu::noinline]] long plain_object(const Account& account, long amount) { return account.balance + amount; }

[[gnu::noinline]] long hooked_object(const Account& account, long amount) {
  RECRASH_FUNCTION(account, amount);
  return account.balance + amount;
}

/// The settings each benchmark runs under; second chance gets a state directory of its own,
/// with a watch list naming both hooked functions or nothing.
enum Setting : long { kOff, kSecondChanceEmpty, kSecondChanceWatching, kReference, kCopy };
const char* const kSettingNames[] = {"off", "second-chance-empty", "second-chance-watching", "reference", "copy"};

std::string state_dir(bool watching) {
  static const std::string root = [] {
    char pattern[] = "/tmp/recrash-bench.XXXXXX";
    return std::string(mkdtemp(pattern));
  }();
  return root + (watching ? "/watching" : "/empty");
}

/// A watch list naming both hooked functions, by the signatures their descriptors hold once
/// they have run.
void write_watch_list_naming_the_hooks() {
  recrash::Config full;
  full.mode = recrash::Mode::Full;
  recrash::configure(full);
  benchmark::DoNotOptimize(hooked_scalar(1, 2));
  benchmark::DoNotOptimize(hooked_object(Account{}, 2));
  std::ofstream list(state_dir(true) + ".list");
  list << recrash::format::kWatchListHeader << "\n";
  auto& registry = recrash::capture::function_registry();
  for (std::size_t i = 0; i < registry.count.load(); ++i) {
    if (const auto* function = registry.entries[i].load()) list << function->signature << "\n";
  }
}

void use(Setting setting) {
  recrash::Config config;
  config.quiet = true;
  config.mode = setting == kOff                                                     ? recrash::Mode::Off
                : setting == kSecondChanceEmpty || setting == kSecondChanceWatching ? recrash::Mode::SecondChance
                                                                                    : recrash::Mode::Full;
  config.receiver_strategy = config.argument_strategy =
      setting == kCopy ? recrash::CopyStrategy::Copy : recrash::CopyStrategy::Reference;
  config.state_dir = state_dir(setting == kSecondChanceWatching);
  config.watch_lists = setting == kSecondChanceWatching ? state_dir(true) + ".list" : "";
  recrash::configure(config);
}

void PlainScalar(benchmark::State& state) {
  long x = 1;
  for (auto _ : state) benchmark::DoNotOptimize(x = plain_scalar(x, 2));
}

void HookedScalar(benchmark::State& state) {
  use(static_cast<Setting>(state.range(0)));
  long x = 1;
  for (auto _ : state) benchmark::DoNotOptimize(x = hooked_scalar(x, 2));
}

void PlainObject(benchmark::State& state) {
  Account account;
  for (auto _ : state) benchmark::DoNotOptimize(plain_object(account, 2));
}

void HookedObject(benchmark::State& state) {
  use(static_cast<Setting>(state.range(0)));
  Account account;
  for (auto _ : state) benchmark::DoNotOptimize(hooked_object(account, 2));
}

void settings(benchmark::internal::Benchmark* benchmark) {
  benchmark->ArgName("setting");
  for (long setting = kOff; setting <= kCopy; ++setting) benchmark->Arg(setting);
}

BENCHMARK(PlainScalar);
BENCHMARK(HookedScalar)->Apply(settings);
BENCHMARK(PlainObject);
BENCHMARK(HookedObject)->Apply(settings);

}  // namespace

int main(int argc, char** argv) {
  write_watch_list_naming_the_hooks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  recrash::perf::RatioReporter reporter({{"HookedScalar", "PlainScalar"}, {"HookedObject", "PlainObject"}},
                                        {"setting", kSettingNames, std::size(kSettingNames)});
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratios(std::cout);
  benchmark::Shutdown();
}
