// SPDX-License-Identifier: MIT
// Nanoseconds per monitored call, against the same function without a hook, for each mode and
// copy strategy. Run: build/bin/hook_benchmark (the ratios to Plain* are what matter).
#include <recrash/recrash.hpp>

#include <benchmark/benchmark.h>

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

void use(recrash::Mode mode, recrash::CopyStrategy strategy) {
  recrash::Config config;
  config.mode = mode;
  config.receiver_strategy = config.argument_strategy = strategy;
  recrash::configure(config);
}

void PlainScalar(benchmark::State& state) {
  long x = 1;
  for (auto _ : state) benchmark::DoNotOptimize(x = plain_scalar(x, 2));
}

void HookedScalar(benchmark::State& state) {
  use(static_cast<recrash::Mode>(state.range(0)), static_cast<recrash::CopyStrategy>(state.range(1)));
  long x = 1;
  for (auto _ : state) benchmark::DoNotOptimize(x = hooked_scalar(x, 2));
  use(recrash::Mode::Full, recrash::CopyStrategy::Reference);
}

void PlainObject(benchmark::State& state) {
  Account account;
  for (auto _ : state) benchmark::DoNotOptimize(plain_object(account, 2));
}

void HookedObject(benchmark::State& state) {
  use(static_cast<recrash::Mode>(state.range(0)), static_cast<recrash::CopyStrategy>(state.range(1)));
  Account account;
  for (auto _ : state) benchmark::DoNotOptimize(hooked_object(account, 2));
  use(recrash::Mode::Full, recrash::CopyStrategy::Reference);
}

constexpr long kOff = static_cast<long>(recrash::Mode::Off);
constexpr long kFull = static_cast<long>(recrash::Mode::Full);
constexpr long kReference = static_cast<long>(recrash::CopyStrategy::Reference);
constexpr long kCopy = static_cast<long>(recrash::CopyStrategy::Copy);

BENCHMARK(PlainScalar);
BENCHMARK(HookedScalar)->ArgNames({"mode", "copy"})->Args({kOff, kReference})->Args({kFull, kReference})->Args({kFull, kCopy});
BENCHMARK(PlainObject);
BENCHMARK(HookedObject)->ArgNames({"mode", "copy"})->Args({kOff, kReference})->Args({kFull, kReference})->Args({kFull, kCopy});

}  // namespace

BENCHMARK_MAIN();
