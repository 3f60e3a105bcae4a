// SPDX-License-Identifier: MIT
// Reading, writing and merging the observed-mutations file (recrash/format/observed_mutations.hpp).
#include <recrash/format/observed_mutations.hpp>

#include "text_fields.hpp"

namespace recrash::format {
namespace {
using text_fields::parse_number;
using text_fields::split;

/// One line's function, or "" and a complaint.
std::string parse_line(std::string_view line, ObservedFunction& function) {
  const std::vector<std::string_view> fields = split(line, '\t');
  if (fields.size() != 6) return "expected 6 tab-separated fields, found " + std::to_string(fields.size());
  function.file = std::string(fields[0]);
  if (function.file.empty()) return "no file";
  std::size_t count = 0;
  if (!parse_number(fields[1], function.line)) return "the line number is not a number";
  if (!parse_number(fields[2], count) || count > 4096) return "the number of values is not a number";
  if (!parse_number(fields[3], function.calls)) return "the number of calls is not a number";
  const std::vector<std::string_view> values = count == 0 ? std::vector<std::string_view>{} : split(fields[4], ' ');
  if (values.size() != count || (count == 0 && !fields[4].empty())) {
    return "says " + std::to_string(count) + " values and lists " + std::to_string(values.size());
  }
  for (std::string_view value : values) {
    const std::size_t slash = value.find('/');
    ObservedValue counts;
    if (slash == std::string_view::npos || !parse_number(value.substr(0, slash), counts.observed) ||
        !parse_number(value.substr(slash + 1), counts.changed)) {
      return "a value's counts are not \"observed/changed\": " + std::string(value);
    }
    if (counts.changed > counts.observed || counts.observed > function.calls) {
      return "a value is counted changed or observed more often than the function was called";
    }
    function.values.push_back(counts);
  }
  function.signature = std::string(fields[5]);
  return "";
}

}  // namespace

std::string parse_observed_mutations(std::string_view text, ObservedMutations& functions) {
  return text_fields::each_line(text, kObservedMutationsHeader, "an observed-mutations file",
                                [&](std::string_view line) {
                                  ObservedFunction function;
                                  std::string error = parse_line(line, function);
                                  if (error.empty()) merge_observed_function(functions, function);
                                  return error;
                                });
}

std::string observed_mutations_text(const ObservedMutations& functions) {
  std::string text = std::string(kObservedMutationsHeader) + "\n";
  text += "# file, hook line, values, calls, observed/changed per value (receiver first), signature\n";
  using text_fields::one_field;
  for (const auto& [key, function] : functions) {
    text += one_field(function.file) + '\t' + std::to_string(function.line) + '\t' +
            std::to_string(function.values.size()) + '\t' + std::to_string(function.calls) + '\t';
    for (std::size_t i = 0; i < function.values.size(); ++i) {
      text += (i == 0 ? "" : " ") + std::to_string(function.values[i].observed) + "/" +
              std::to_string(function.values[i].changed);
    }
    text += '\t' + one_field(function.signature) + '\n';
  }
  return text;
}

void merge_observed_function(ObservedMutations& functions, const ObservedFunction& function) {
  auto [same, added] = functions.try_emplace({function.file, function.line, function.values.size()}, function);
  if (added) return;
  ObservedFunction& known = same->second;
  known.calls += function.calls;
  for (std::size_t i = 0; i < function.values.size(); ++i) {
    known.values[i].observed += function.values[i].observed;
    known.values[i].changed += function.values[i].changed;
  }
  if (known.signature.empty()) known.signature = function.signature;
}

}  // namespace recrash::format
