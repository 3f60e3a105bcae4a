// SPDX-License-Identifier: MIT
#include "unsaved_members.hpp"

#include "names.hpp"

#include <recrash/format/skipped_report.hpp>

#include <fstream>
#include <optional>

namespace recrash::gen {
namespace fs = std::filesystem;

UnsavedMembers UnsavedMembers::read(const std::vector<fs::path>& reports) {
  UnsavedMembers members;
  for (const fs::path& report : reports) {
    std::ifstream in(report);
    std::string line;
    if (!std::getline(in, line) || !format::readable_skipped_report(line)) continue;
    do {
      members.add_report_line(line);
    } while (std::getline(in, line));
  }
  return members;
}

void UnsavedMembers::add_report_line(const std::string& line) {
  const std::optional<format::SkippedEntry> entry = format::parse_skipped_line(line);
  if (!entry || !entry->is_unsaved_member()) return;
  const std::string& member = entry->name;
  const std::size_t scope = member.rfind("::");
  if (scope == std::string::npos || scope == 0) return;
  const std::string class_name = shorten_type(member.substr(0, scope));
  by_class_[class_name].insert({member.substr(scope + 2), entry->reason.substr(format::kNotSaved.size())});
}

std::string UnsavedMembers::note_for(const std::string& class_name) const {
  const auto found = by_class_.find(shorten_type(class_name));
  if (found == by_class_.end()) return "";
  std::string note;
  for (const auto& [member, reason] : found->second) note += (note.empty() ? "" : ", ") + member + " (" + reason + ")";
  return note;
}

}  // namespace recrash::gen
