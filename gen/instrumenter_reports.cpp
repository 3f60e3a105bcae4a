// SPDX-License-Identifier: MIT
#include "instrumenter_reports.hpp"

#include "names.hpp"

#include <recrash/format/build_layout.hpp>

#include <fstream>
#include <iterator>
#include <string_view>
#include <system_error>
#include <utility>

namespace recrash::gen {
namespace fs = std::filesystem;

namespace {
constexpr std::uintmax_t kMaxReportBytes = 4 << 20;  // a report is a few KB; one larger is not ours
constexpr std::size_t kMaxReports = 4096;
}  // namespace

InstrumenterReports find_instrumenter_reports(const std::set<std::string>& manifests) {
  InstrumenterReports reports;
  std::size_t found = 0;
  const auto ends_with = [](std::string_view name, std::string_view suffix) {
    return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  for (const std::string& manifest : manifests) {
    const fs::path path(manifest);
    if (path.extension() != format::kManifestExtension || path.parent_path().filename() != format::kManifestsDir) {
      continue;
    }
    const fs::path copies = path.parent_path().parent_path() / format::kCopiesDir / path.stem();
    std::error_code error;
    if (!fs::is_directory(copies, error)) continue;
    for (fs::recursive_directory_iterator it(copies, error), end; !error && it != end; it.increment(error)) {
      const std::string name = it->path().filename().string();
      const bool skipped = ends_with(name, format::kSkippedReportSuffix);
      if ((!skipped && !ends_with(name, format::kTestNamesSuffix)) || !it->is_regular_file(error) ||
          it->file_size(error) > kMaxReportBytes) {
        continue;
      }
      if (++found > kMaxReports) return reports;
      (skipped ? reports.skipped : reports.names).push_back(it->path());
    }
  }
  return reports;
}

format::TestNames read_test_names(const std::vector<fs::path>& files) {
  format::TestNames names;
  for (const fs::path& path : files) {
    std::ifstream in(path, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    format::TestNames read;
    if (format::parse_test_names(text, read).empty()) names.merge(read);
  }
  // What an anonymous namespace holds, a test names without it (it includes the source file that
  // defines it): the names are looked up that way.
  format::TestNames spelled;
  for (const std::string& name : names.called_by_name)
    spelled.called_by_name.insert(without_anonymous_namespaces(name));
  for (const std::string& type : names.default_constructible) {
    spelled.default_constructible.insert(without_anonymous_namespaces(type));
  }
  for (const std::string& type : names.hidden_types) spelled.hidden_types.insert(without_anonymous_namespaces(type));
  for (auto& [enumeration, values] : names.enumerators) {
    spelled.enumerators.emplace(without_anonymous_namespaces(enumeration), std::move(values));
  }
  return spelled;
}

}  // namespace recrash::gen
