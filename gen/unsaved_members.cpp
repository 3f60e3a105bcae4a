// SPDX-License-Identifier: MIT
#include "unsaved_members.hpp"

#include "names.hpp"

#include <filesystem>
#include <fstream>
#include <system_error>

namespace recrash::gen {
namespace fs = std::filesystem;

namespace {
constexpr std::size_t kMaxReportBytes = 4 << 20;  // a report is a few KB; one larger is not ours
constexpr std::size_t kMaxReports = 4096;
}  // namespace

UnsavedMembers UnsavedMembers::read(const std::set<std::string>& manifests) {
  UnsavedMembers members;
  std::size_t reports = 0;
  for (const std::string& manifest : manifests) {
    const fs::path path(manifest);
    if (path.extension() != ".cmake" || path.parent_path().filename() != "recrash-manifests") continue;
    const fs::path copies = path.parent_path().parent_path() / "recrash-instrumented" / path.stem();
    std::error_code error;
    if (!fs::is_directory(copies, error)) continue;
    for (fs::recursive_directory_iterator it(copies, error), end; !error && it != end; it.increment(error)) {
      const std::string name = it->path().filename().string();
      if (!it->is_regular_file(error) || name.size() < 12 || name.compare(name.size() - 12, 12, ".skipped.txt") != 0 ||
          it->file_size(error) > kMaxReportBytes || ++reports > kMaxReports) {
        continue;
      }
      std::ifstream in(it->path());
      for (std::string line; std::getline(in, line);) members.add_report_line(line);
    }
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
