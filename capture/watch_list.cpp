// SPDX-License-Identifier: MIT
// Loading the watch lists. Normal context: start-up and configure() only.
#include "watch_list.hpp"

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace recrash::capture {
namespace {

struct WatchList {
  LearnedWatchList learned;
  std::vector<std::string> shipped_entries;
  std::unordered_set<std::string_view> signatures;  ///< views of the two above
};

std::atomic<const WatchList*> g_current{nullptr};

/// Every list ever loaded, so a hook still reading a replaced one never reads freed memory.
std::vector<std::unique_ptr<WatchList>>& all_lists() {
  static auto* lists = new std::vector<std::unique_ptr<WatchList>>();
  return *lists;
}

/// The entries of a watch-list file, or nothing if it is missing or not a watch list.
std::vector<std::string> read_entries(const std::string& path) {
  std::vector<std::string> entries;
  std::ifstream in(path);
  if (!in) return entries;
  std::string line;
  if (!std::getline(in, line) || line != kWatchListHeader) {
    std::fprintf(stderr, "recrash: ignoring %s: not a watch list (its first line must be \"%s\")\n", path.c_str(),
                 kWatchListHeader);
    return entries;
  }
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    entries.push_back(line);
  }
  return entries;
}

}  // namespace

void load_watch_lists(const std::string& state_dir, const std::string& shipped) {
  auto list = std::make_unique<WatchList>();
  list->learned.path = state_dir + "/" + kWatchListFileName;
  list->learned.temporary = list->learned.path + ".tmp-" + std::to_string(getpid());
  std::unordered_set<std::string> seen;
  for (const std::string& entry : read_entries(list->learned.path)) {
    if (seen.insert(entry).second) list->learned.entries += entry + "\n";
  }
  std::stringstream paths(shipped);
  for (std::string path; std::getline(paths, path, ':');) {
    if (path.empty()) continue;
    if (access(path.c_str(), R_OK) != 0) {
      std::fprintf(stderr, "recrash: cannot read the watch list %s\n", path.c_str());
      continue;
    }
    for (std::string& entry : read_entries(path)) list->shipped_entries.push_back(std::move(entry));
  }
  std::string_view learned = list->learned.entries;
  for (std::size_t end; (end = learned.find('\n')) != std::string_view::npos; learned.remove_prefix(end + 1)) {
    list->signatures.insert(learned.substr(0, end));
  }
  for (const std::string& entry : list->shipped_entries) list->signatures.insert(entry);
  g_current.store(list.get(), std::memory_order_release);
  all_lists().push_back(std::move(list));
}

bool is_watched(const char* signature) noexcept {
  const WatchList* list = g_current.load(std::memory_order_acquire);
  return list != nullptr && list->signatures.count(std::string_view(signature)) != 0;
}

const LearnedWatchList* learned_watch_list() noexcept {
  const WatchList* list = g_current.load(std::memory_order_acquire);
  return list != nullptr ? &list->learned : nullptr;
}

}  // namespace recrash::capture
