// SPDX-License-Identifier: MIT
#include "output_dir.hpp"

#include "literals.hpp"
#include "project_writer.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>
#include <system_error>

namespace recrash::gen {
namespace {

namespace fs = std::filesystem;

/// A path for a one-line message: a name in the directory may hold anything.
std::string shown(const std::string& path) { return comment_text(path, 300); }

[[noreturn]] void fail(const std::string& what, int error) { throw ProjectError(what + ": " + std::strerror(error)); }

std::string planted_link(const std::string& path) {
  return shown(path) +
         " is a symbolic link, which recrash-gen never makes; it writes only into a real "
         "directory, through no link: remove it or choose another directory with -o";
}

/// Creates `path` if it is missing; a link there is left for open_directory() to refuse.
void create_if_missing(const std::string& path) {
  struct stat st {};
  if (lstat(path.c_str(), &st) == 0) return;
  std::error_code error;
  fs::create_directories(path, error);
  if (error) throw ProjectError("cannot create " + shown(path) + ": " + error.message());
}

int open_directory(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) return fd;
  const int error = errno;
  struct stat st {};
  // O_DIRECTORY is checked first: a link to a directory fails with ENOTDIR, not ELOOP.
  if (lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) throw ProjectError(planted_link(path));
  fail("cannot open the output directory " + shown(path), error);
}

/// Throws if the directory holds a symbolic link: whatever it points at, recrash-gen did not put
/// it there, and `cmake -B <dir>/build` or a reader of the files would follow it.
void refuse_links(int fd, const std::string& path) {
  const int listing = dup(fd);
  DIR* dir = listing < 0 ? nullptr : fdopendir(listing);
  if (dir == nullptr) {
    const int error = errno;
    if (listing >= 0) close(listing);
    fail("cannot list " + shown(path), error);
  }
  std::string link;
  while (const dirent* entry = readdir(dir)) {
    struct stat st {};
    if (fstatat(fd, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) {
      link = entry->d_name;
      break;
    }
  }
  closedir(dir);
  if (!link.empty()) throw ProjectError(planted_link((fs::path(path) / link).string()));
}

/// Six random letters and digits for a temporary's name.
std::string random_suffix() {
  static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  static std::random_device device;
  std::uniform_int_distribution<std::size_t> pick(0, sizeof(kAlphabet) - 2);
  std::string suffix;
  for (int i = 0; i < 6; ++i) suffix += kAlphabet[pick(device)];
  return suffix;
}

void write_all(int fd, const char* data, std::size_t size, const std::string& what) {
  while (size > 0) {
    const ssize_t wrote = ::write(fd, data, size);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0) fail("cannot write " + what, errno);
    data += wrote;
    size -= static_cast<std::size_t>(wrote);
  }
}

/// `path` without trailing slashes: with one, open() would follow a link there.
std::string without_trailing_slashes(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

}  // namespace

OutputDir::OutputDir(const std::string& given) : path_(without_trailing_slashes(given)) {
  const std::string& path = path_;
  create_if_missing(path);
  fd_ = open_directory(path);
  try {
    refuse_links(fd_, path);
  } catch (...) {
    close(fd_);
    throw;
  }
}

OutputDir::~OutputDir() { close(fd_); }

std::optional<std::string> OutputDir::first_line(const std::string& name) const {
  const std::string where = (fs::path(path_) / name).string();
  const int fd = openat(fd_, name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0 && errno == ENOENT) return std::nullopt;
  if (fd < 0 && errno == ELOOP) throw ProjectError(planted_link(where));
  if (fd < 0) fail("cannot read " + shown(where), errno);
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    throw ProjectError(shown(where) + " is not a regular file; choose another directory with -o");
  }
  char buffer[512];
  const ssize_t got = read(fd, buffer, sizeof(buffer));
  close(fd);
  const std::string head(buffer, got > 0 ? static_cast<std::size_t>(got) : 0);
  return head.substr(0, head.find('\n'));
}

int OutputDir::create_temporary(const std::string& name, std::string& temporary) const {
  // Not mkstemp(): it would find the directory by its path again, and make the file 0600.
  for (int attempt = 0; attempt < 100; ++attempt) {
    temporary = "." + name + "." + random_suffix() + ".tmp";
    const int fd = openat(fd_, temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0) return fd;
    if (errno != EEXIST) fail("cannot write in " + shown(path_), errno);
  }
  throw ProjectError("cannot write in " + shown(path_) + ": no free temporary name");
}

template <class Fill>
void OutputDir::replace(const std::string& name, Fill fill) const {
  std::string temporary;
  const int fd = create_temporary(name, temporary);
  const std::string where = (fs::path(path_) / name).string();
  try {
    fill(fd, where);
    if (close(fd) != 0) fail("cannot write " + shown(where), errno);
  } catch (...) {
    unlinkat(fd_, temporary.c_str(), 0);
    throw;
  }
  // rename() replaces a link at `name` itself, never what it points at.
  if (renameat(fd_, temporary.c_str(), fd_, name.c_str()) != 0) {
    const int error = errno;
    unlinkat(fd_, temporary.c_str(), 0);
    fail("cannot write " + shown(where), error);
  }
}

void OutputDir::write(const std::string& name, const std::string& content) const {
  replace(name, [&](int fd, const std::string& where) { write_all(fd, content.data(), content.size(), shown(where)); });
}

void OutputDir::copy_in(const std::string& name, const std::string& source) const {
  struct stat there {};
  struct stat original {};
  if (fstatat(fd_, name.c_str(), &there, AT_SYMLINK_NOFOLLOW) == 0 && stat(source.c_str(), &original) == 0 &&
      there.st_dev == original.st_dev && there.st_ino == original.st_ino) {
    return;  // the dump is already in the directory, under that name
  }
  const int in = open(source.c_str(), O_RDONLY | O_CLOEXEC);
  if (in < 0) fail("cannot copy the dump into " + shown(path_), errno);
  try {
    replace(name, [&](int out, const std::string& where) {
      char buffer[65536];
      for (;;) {
        const ssize_t got = read(in, buffer, sizeof(buffer));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) fail("cannot copy the dump into " + shown(path_), errno);
        if (got == 0) break;
        write_all(out, buffer, static_cast<std::size_t>(got), shown(where));
      }
    });
  } catch (...) {
    close(in);
    throw;
  }
  close(in);
}

std::string temporary_beside(const std::string& path) {
  struct stat st {};
  if (lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
    throw ProjectError(shown(path) +
                       " is a symbolic link, which recrash-gen never makes; remove it to write the archive");
  }
  const fs::path target(path);
  std::string name = (target.parent_path() / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = mkstemp(name.data());
  if (fd < 0) fail("cannot write beside " + shown(path), errno);
  // As a file the program created itself would be: mkstemp makes it 0600.
  const mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  close(fd);
  return name;
}

}  // namespace recrash::gen
