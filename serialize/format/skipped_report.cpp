// SPDX-License-Identifier: MIT
#include <recrash/format/skipped_report.hpp>

#include <charconv>

namespace recrash::format {
namespace {

constexpr std::string_view kHeader = "# recrash skipped report ";

/// Reads the digits at the start of `text` into `number` and drops them and the ':' after them.
bool take_number(std::string_view& text, std::uint32_t& number) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end == text.data() || end == text.data() + text.size() || *end != ':') return false;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()) + 1);
  return true;
}

}  // namespace

std::string skipped_report_header() { return std::string(kHeader) + std::to_string(kSkippedReportVersion); }

std::string skipped_line(const SkippedEntry& entry) {
  return entry.file + ":" + std::to_string(entry.line) + ":" + std::to_string(entry.column) + ": " + entry.name + ": " +
         entry.reason;
}

std::optional<SkippedEntry> parse_skipped_line(std::string_view line) {
  if (line.empty() || line[0] == '#') return std::nullopt;
  // The file ends at the first ":<line>:<column>: " (a path may hold ':' itself).
  for (std::size_t colon = line.find(':'); colon != std::string_view::npos; colon = line.find(':', colon + 1)) {
    SkippedEntry entry;
    std::string_view rest = line.substr(colon + 1);
    if (!take_number(rest, entry.line) || !take_number(rest, entry.column) || rest.substr(0, 1) != " ") continue;
    rest.remove_prefix(1);
    // A member's reason starts with "not saved: ", which the name never holds; a function's
    // signature holds no ": " either.
    const std::size_t unsaved = rest.find(": " + std::string(kNotSaved));
    const std::size_t end = unsaved != std::string_view::npos ? unsaved : rest.find(": ");
    if (end == std::string_view::npos || end == 0) return std::nullopt;
    entry.file = std::string(line.substr(0, colon));
    entry.name = std::string(rest.substr(0, end));
    entry.reason = std::string(rest.substr(end + 2));
    return entry;
  }
  return std::nullopt;
}

bool readable_skipped_report(std::string_view first_line) {
  if (first_line.compare(0, kHeader.size(), kHeader) != 0) return true;  // no version line: version 1
  return first_line.substr(kHeader.size()) == std::to_string(kSkippedReportVersion);
}

}  // namespace recrash::format
