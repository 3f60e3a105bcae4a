// SPDX-License-Identifier: MIT
#include "stale_temporaries.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <ctime>
#include <string_view>

namespace recrash::capture {
namespace {

constexpr std::time_t kMinimumAgeSeconds = 60;  // a writer in another PID namespace may look gone

bool all_digits(std::string_view text, std::size_t count) {
  if (text.size() != count) return false;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c)) == 0) return false;
  }
  return true;
}

/// The writer's process id from "<program>-YYYYMMDD-HHMMSS-<pid>.tmp", or 0.
pid_t writer_of(std::string_view name, std::string_view program) {
  constexpr std::string_view kSuffix = ".tmp";
  if (name.size() <= program.size() + 1 + kSuffix.size() || name.substr(0, program.size()) != program ||
      name[program.size()] != '-' || name.substr(name.size() - kSuffix.size()) != kSuffix) {
    return 0;
  }
  const std::string_view stamp = name.substr(program.size() + 1, name.size() - program.size() - 1 - kSuffix.size());
  // YYYYMMDD-HHMMSS-<pid>
  if (stamp.size() < 17 || !all_digits(stamp.substr(0, 8), 8) || stamp[8] != '-' ||
      !all_digits(stamp.substr(9, 6), 6) || stamp[15] != '-') {
    return 0;
  }
  const std::string_view pid = stamp.substr(16);
  if (pid.empty() || pid.size() > 9 || !all_digits(pid, pid.size())) return 0;
  pid_t value = 0;
  for (char c : pid) value = value * 10 + (c - '0');
  return value;
}

}  // namespace

void remove_stale_temporaries(const char* dump_dir, const char* program) noexcept {
  DIR* directory = opendir(dump_dir);
  if (directory == nullptr) return;
  const int fd = dirfd(directory);
  const std::time_t now = std::time(nullptr);
  while (const dirent* entry = readdir(directory)) {
    const pid_t writer = writer_of(entry->d_name, program);
    if (writer <= 0 || writer == getpid()) continue;
    if (kill(writer, 0) == 0 || errno != ESRCH) continue;  // alive, or not ours to judge
    struct stat status {};
    if (fstatat(fd, entry->d_name, &status, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(status.st_mode)) continue;
    if (now - status.st_mtime < kMinimumAgeSeconds) continue;
    unlinkat(fd, entry->d_name, 0);
  }
  closedir(directory);
}

}  // namespace recrash::capture
