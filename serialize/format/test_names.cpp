// SPDX-License-Identifier: MIT
// Reading, writing and merging the test-names file (recrash/format/test_names.hpp).
#include <recrash/format/test_names.hpp>

#include "text_fields.hpp"

#include <set>
#include <vector>

namespace recrash::format {
namespace {
using text_fields::one_field;

/// A qualified C++ name as the file may hold it: no spaces at its ends, no control characters.
bool plausible_name(std::string_view name) {
  if (name.empty() || name.front() == ' ' || name.back() == ' ') return false;
  for (const char c : name) {
    if (static_cast<unsigned char>(c) < 0x20) return false;
  }
  return true;
}

/// A line of one name: `kind<TAB>name`, added to `into`; "" or what is wrong.
std::string one_name(const std::vector<std::string_view>& fields, const char* what, std::set<std::string>& into) {
  if (fields.size() != 2) {
    return "a " + std::string(fields.front()) + " line has 2 tab-separated fields, this one " +
           std::to_string(fields.size());
  }
  if (!plausible_name(fields[1])) return std::string("the ") + what + "'s name is empty or not a name";
  into.emplace(fields[1]);
  return "";
}

std::string parse_line(std::string_view line, TestNames& names) {
  const std::vector<std::string_view> fields = text_fields::split(line, '\t');
  if (fields.front() == "call") return one_name(fields, "function", names.called_by_name);
  if (fields.front() == "construct") return one_name(fields, "class", names.default_constructible);
  if (fields.front() == "hidden") return one_name(fields, "class", names.hidden_types);
  if (fields.front() == "enumerator") {
    if (fields.size() != 4) {
      return "an enumerator line has 4 tab-separated fields, this one " + std::to_string(fields.size());
    }
    std::int64_t value = 0;
    if (!plausible_name(fields[1]) || !plausible_name(fields[3]))
      return "the enumeration or its enumerator has no name";
    if (!text_fields::parse_number(fields[2], value)) return "the enumerator's value is not a number";
    names.enumerators[std::string(fields[1])].emplace(value, fields[3]);
    return "";
  }
  return "unknown kind of line \"" + std::string(fields.front().substr(0, 40)) +
         "\" (expected call, enumerator, construct or hidden)";
}

}  // namespace

void TestNames::merge(const TestNames& other) {
  called_by_name.insert(other.called_by_name.begin(), other.called_by_name.end());
  default_constructible.insert(other.default_constructible.begin(), other.default_constructible.end());
  hidden_types.insert(other.hidden_types.begin(), other.hidden_types.end());
  for (const auto& [enumeration, values] : other.enumerators)
    enumerators[enumeration].insert(values.begin(), values.end());
}

std::string TestNames::enumerator(const std::string& enumeration, std::int64_t value) const {
  const auto found = enumerators.find(enumeration);
  if (found == enumerators.end()) return "";
  const auto named = found->second.find(value);
  return named == found->second.end() ? "" : enumeration + "::" + named->second;
}

std::string parse_test_names(std::string_view text, TestNames& names) {
  return text_fields::each_line(text, kTestNamesHeader, "a test-names file",
                                [&](std::string_view line) { return parse_line(line, names); });
}

std::string test_names_text(const TestNames& names) {
  std::string text = std::string(kTestNamesHeader) + "\n";
  for (const std::string& function : names.called_by_name) text += "call\t" + one_field(function) + "\n";
  for (const auto& [enumeration, values] : names.enumerators) {
    for (const auto& [value, name] : values) {
      text += "enumerator\t" + one_field(enumeration) + "\t" + std::to_string(value) + "\t" + one_field(name) + "\n";
    }
  }
  for (const std::string& type : names.default_constructible) text += "construct\t" + one_field(type) + "\n";
  for (const std::string& type : names.hidden_types) text += "hidden\t" + one_field(type) + "\n";
  return text;
}

}  // namespace recrash::format
