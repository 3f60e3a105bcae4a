// SPDX-License-Identifier: MIT
// A console reporter that also prints, at the end, each benchmark's ratio to its uninstrumented
// twin: "HookedScalar/setting:3" against "PlainScalar", medians when repetitions were asked for.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace recrash::perf {

class RatioReporter : public benchmark::ConsoleReporter {
 public:
  /// Names the argument whose values `names` spells out (e.g. "setting:3" -> names[3]).
  struct ArgumentNames {
    std::string argument;
    const char* const* names;
    std::size_t count;
  };

  RatioReporter(std::vector<std::pair<std::string, std::string>> twins, ArgumentNames argument)
      : twins_(std::move(twins)), argument_(std::move(argument)) {}

  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
      if (!median && !single) continue;
      std::string name = run.benchmark_name();
      if (median) name = name.substr(0, name.size() - std::string("_median").size());
      cpu_ns_[name] = run.GetAdjustedCPUTime();
    }
    ConsoleReporter::ReportRuns(runs);
  }

  void print_ratios(std::ostream& out) const {
    out << "\nratio to the uninstrumented function (CPU time" << (cpu_ns_.empty() ? "" : ", medians if repeated")
        << "):\n";
    for (const auto& [hooked, plain] : twins_) {
      const auto base = cpu_ns_.find(plain);
      if (base == cpu_ns_.end() || base->second <= 0) continue;
      for (const auto& [name, ns] : cpu_ns_) {
        if (name.rfind(hooked + "/", 0) != 0) continue;
        char line[200];
        std::snprintf(line, sizeof(line), "  %-14s %-24s %8.2f ns  x%.2f\n", hooked.c_str(), setting_of(name).c_str(),
                      ns, ns / base->second);
        out << line;
      }
    }
  }

 private:
  std::string setting_of(const std::string& name) const {
    const std::string key = "/" + argument_.argument + ":";
    const std::size_t at = name.find(key);
    if (at == std::string::npos) return name;
    const std::size_t value = std::stoul(name.substr(at + key.size()));
    return value < argument_.count ? argument_.names[value] : name.substr(at + 1);
  }

  std::vector<std::pair<std::string, std::string>> twins_;
  ArgumentNames argument_;
  std::map<std::string, double> cpu_ns_;
};

}  // namespace recrash::perf
