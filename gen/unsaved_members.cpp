// SPDX-License-Identifier: MIT
#include "unsaved_members.hpp"

#include "names.hpp"

#include <fstream>

namespace recrash::gen {
namespace fs = std::filesystem;

UnsavedMembers UnsavedMembers::read(const std::vector<fs::path>& reports) {
  UnsavedMembers members;
  for (const fs::path& report : reports) {
    std::ifstream in(report);
    for (std::string line; std::getline(in, line);) members.add_report_line(line);
  }
  return members;
}

void UnsavedMembers::add_report_line(const std::string& line) {
  static const std::string kMarker = ": not saved: ";
  const std::size_t marker = line.find(kMarker);
  if (marker == std::string::npos) return;
  const std::string where = line.substr(0, marker);
  const std::size_t start = where.rfind(": ");
  const std::string member = where.substr(start == std::string::npos ? 0 : start + 2);
  const std::size_t scope = member.rfind("::");
  if (scope == std::string::npos || scope == 0) return;
  const std::string class_name = shorten_type(member.substr(0, scope));
  by_class_[class_name].insert({member.substr(scope + 2), line.substr(marker + kMarker.size())});
}

std::string UnsavedMembers::note_for(const std::string& class_name) const {
  const auto found = by_class_.find(shorten_type(class_name));
  if (found == by_class_.end()) return "";
  std::string note;
  for (const auto& [member, reason] : found->second) note += (note.empty() ? "" : ", ") + member + " (" + reason + ")";
  return note;
}

}  // namespace recrash::gen
