// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio.
#include "crash/dump_file.hpp"

#include "crash/raw_io.hpp"

#include <fcntl.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace recrash::capture {
namespace {

struct Path {
  char* out;
  std::size_t capacity;
  std::size_t size = 0;
  bool fits = true;

  void add(const char* text) noexcept {
    while (*text != '\0') add(*text++);
  }
  void add(char c) noexcept {
    if (size + 1 >= capacity) {
      fits = false;
      return;
    }
    out[size++] = c;
    out[size] = '\0';
  }
  void add_number(std::uint64_t value, int min_digits) noexcept {
    char digits[20];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + value % 10);
      value /= 10;
    } while (value != 0 || n < min_digits);
    while (n > 0) add(digits[--n]);
  }
};

/// Civil date from days since 1970-01-01 (Howard Hinnant's algorithm); gmtime is not signal-safe.
void add_utc_time(Path& path, std::int64_t seconds) noexcept {
  std::int64_t days = seconds / 86400;
  std::int64_t rest = seconds % 86400;
  if (rest < 0) {
    rest += 86400;
    --days;
  }
  days += 719468;
  const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const auto doe = static_cast<std::uint64_t>(days - era * 146097);
  const std::uint64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::uint64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::uint64_t mp = (5 * doy + 2) / 153;
  const std::uint64_t day = doy - (153 * mp + 2) / 5 + 1;
  const std::uint64_t month = mp < 10 ? mp + 3 : mp - 9;
  const std::uint64_t year = static_cast<std::uint64_t>(static_cast<std::int64_t>(yoe) + era * 400) + (month <= 2);
  path.add_number(year, 4);
  path.add_number(month, 2);
  path.add_number(day, 2);
  path.add('-');
  path.add_number(static_cast<std::uint64_t>(rest / 3600), 2);
  path.add_number(static_cast<std::uint64_t>(rest / 60 % 60), 2);
  path.add_number(static_cast<std::uint64_t>(rest % 60), 2);
}

/// Renames without replacing: renameat2(RENAME_NOREPLACE), or link+unlink where it is missing.
int rename_no_replace(const char* from, const char* to) noexcept {
  if (syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0) return 0;
  if (errno != ENOSYS && errno != EINVAL) return -1;
  if (link(from, to) != 0) return -1;
  unlink(from);
  return 0;
}

/// While the dump is written, the signals of a file-size limit and of a closed pipe are ignored:
/// the write fails (EFBIG, EPIPE) instead of the process dying of them, its temporary is
/// removed, and the crash's own signal still ends the program.
class ResourceSignalsIgnored {
 public:
  ResourceSignalsIgnored() noexcept {
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGXFSZ, &ignore, &file_size_);
    sigaction(SIGPIPE, &ignore, &pipe_);
  }
  ~ResourceSignalsIgnored() {
    sigaction(SIGXFSZ, &file_size_, nullptr);
    sigaction(SIGPIPE, &pipe_, nullptr);
  }
  ResourceSignalsIgnored(const ResourceSignalsIgnored&) = delete;
  ResourceSignalsIgnored& operator=(const ResourceSignalsIgnored&) = delete;

 private:
  struct sigaction file_size_ {};
  struct sigaction pipe_ {};
};

}  // namespace

void report_failure(const char* why) noexcept { say("recrash: no dump written: ", why, "\n"); }

bool write_dump_file(const RuntimeState& state, const char* bytes, std::size_t size, std::int64_t time, char* path,
                     std::size_t path_capacity) noexcept {
  Path stem{path, path_capacity};
  stem.add(state.dump_dir);
  stem.add('/');
  stem.add(state.program);
  stem.add('-');
  add_utc_time(stem, time);
  stem.add('-');
  stem.add_number(static_cast<std::uint64_t>(getpid()), 1);
  const std::size_t stem_size = stem.size;

  char temporary[4200];
  Path tmp{temporary, sizeof(temporary)};
  tmp.add(path);
  tmp.add(".tmp");
  if (!stem.fits || !tmp.fits) {
    report_failure("the dump directory's path is too long");
    return false;
  }
  const ResourceSignalsIgnored ignored;
  int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0) {
    say("recrash: no dump written: cannot create a file in ", state.dump_dir, ": ");
    say(describe_errno(errno), "\n");
    return false;
  }
  const bool written = write_all(fd, bytes, size) && fsync(fd) == 0;
  const int write_error = errno;
  close(fd);
  if (!written) {
    unlink(temporary);
    say("recrash: no dump written to ", state.dump_dir, ": ", describe_errno(write_error));
    say("\n");
    return false;
  }
  for (std::uint64_t attempt = 0; attempt < 1000; ++attempt) {
    Path name{path, path_capacity, stem_size};
    path[stem_size] = '\0';
    if (attempt != 0) {
      name.add('-');
      name.add_number(attempt, 1);
    }
    name.add(".bin");
    if (rename_no_replace(temporary, path) == 0) {
      if (!state.quiet) say("recrash: dump written to ", path, "\n");
      return true;
    }
    if (errno != EEXIST) break;
  }
  const int rename_error = errno;
  unlink(temporary);
  say("recrash: no dump written to ", state.dump_dir, ": ", describe_errno(rename_error));
  say("\n");
  return false;
}

}  // namespace recrash::capture
