// SPDX-License-Identifier: MIT
#include "build_manifest.hpp"

#include <recrash/format/build_layout.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <system_error>
#include <vector>

namespace recrash::gen {
namespace {

namespace fs = std::filesystem;

// recrash_monitor() writes a few KB; a file much larger is not one of its manifests, and reading
// it would only cost memory.
constexpr std::size_t kMaxManifestBytes = 1 << 20;
constexpr std::size_t kMaxPathBytes = 1024;

/// Characters a path may hold to reach CMake code: nothing CMake or a shell would interpret.
bool plain_path_character(unsigned char c) {
  return std::isalnum(c) != 0 || c == '/' || c == '.' || c == '_' || c == '-' || c == '+';
}

/// The characters of a CMake target name recrash_monitor() can be given.
bool target_name(const std::string& name) {
  return !name.empty() && name[0] != '-' && name[0] != '.' &&
         std::all_of(name.begin(), name.end(), [](unsigned char c) {
           return std::isalnum(c) != 0 || c == '_' || c == '.' || c == '-' || c == '+';
         });
}

/// The target of a path of the shape recrash_monitor() writes, <build>/recrash-manifests/<target>.cmake
/// (absolute, plain, no "." or ".." components), or "".
std::string manifest_target(const std::string& path) {
  if (path.empty() || path.size() >= kMaxPathBytes || path[0] != '/' ||
      !std::all_of(path.begin(), path.end(), plain_path_character)) {
    return "";
  }
  const fs::path p(path);
  if (p.lexically_normal().string() != path || p.extension() != format::kManifestExtension ||
      p.parent_path().filename() != format::kManifestsDir) {
    return "";
  }
  const std::string target = p.stem().string();
  return target_name(target) ? target : "";
}

/// Reads a small regular file without blocking on whatever else the path names (a FIFO, a
/// device); returns why not, or "". Also refuses a file another user could have written: the
/// project will run it as CMake code.
std::string read_manifest_file(const std::string& path, std::string& text) {
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    return errno == ENOENT ? "it does not exist on this machine"
                           : std::string("it cannot be read: ") + std::strerror(errno);
  }
  struct stat st {};
  std::string why;
  if (fstat(fd, &st) != 0) {
    why = std::string("it cannot be read: ") + std::strerror(errno);
  } else if (!S_ISREG(st.st_mode)) {
    why = "it is not a regular file";
  } else if (static_cast<std::size_t>(st.st_size) > kMaxManifestBytes) {
    why = "it is too large to be a build manifest";
  } else if (st.st_uid != geteuid() && st.st_uid != 0) {
    why = "it belongs to another user";
  } else if ((st.st_mode & S_IWOTH) != 0) {
    why = "every user may write it";
  }
  char buffer[8192];
  while (why.empty()) {
    const ssize_t got = read(fd, buffer, sizeof(buffer));
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) why = std::string("it cannot be read: ") + std::strerror(errno);
    if (got <= 0) break;
    text.append(buffer, static_cast<std::size_t>(got));
    if (text.size() > kMaxManifestBytes) why = "it is too large to be a build manifest";
  }
  close(fd);
  return why;
}

/// The value of a quoted CMake argument as _recrash_quote() (RecrashMonitor.cmake) wrote it:
/// `quoted` is what lies between the quotes. nullopt if it is not that.
std::optional<std::string> unquote(const std::string& quoted) {
  std::string value;
  for (std::size_t i = 0; i < quoted.size(); ++i) {
    const char c = quoted[i];
    if (c == '"') return std::nullopt;
    if (c != '\\') {
      value += c;
      continue;
    }
    if (++i == quoted.size() || (quoted[i] != '\\' && quoted[i] != '"' && quoted[i] != '$')) return std::nullopt;
    value += quoted[i];
  }
  return value;
}

/// The absolute directories of an include-directory list; a generator expression other than
/// $<BUILD_INTERFACE:dir> is left out (CMake evaluates it later; it cannot vouch for a header).
/// nullopt if a directory holds a control character.
std::optional<std::vector<std::string>> include_directories(const std::string& list) {
  std::vector<std::string> dirs;
  std::istringstream items(list);
  for (std::string item; std::getline(items, item, ';');) {
    const std::string build = "$<BUILD_INTERFACE:";
    if (item.rfind(build, 0) == 0 && item.back() == '>')
      item = item.substr(build.size(), item.size() - build.size() - 1);
    if (item.find("$<") != std::string::npos || item.empty() || item[0] != '/') continue;
    if (std::any_of(item.begin(), item.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; }))
      return std::nullopt;
    std::string dir = fs::path(item).lexically_normal().string();
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    dirs.push_back(dir);
  }
  return dirs;
}

/// For a line `set_target_properties(<name> PROPERTIES <property> "<value>")` naming an include
/// directory property, the value's directories; an empty list for any other line; nullopt for
/// such a line whose value does not read back.
std::optional<std::vector<std::string>> include_line(const std::string& line) {
  const std::size_t start = line.find_first_not_of(' ');
  const std::string call = "set_target_properties(";
  if (start == std::string::npos || line.compare(start, call.size(), call) != 0) return std::vector<std::string>{};
  bool names_include_dirs = false;
  std::size_t quote = std::string::npos;
  for (const char* property :
       {" PROPERTIES INTERFACE_INCLUDE_DIRECTORIES \"", " PROPERTIES INTERFACE_SYSTEM_INCLUDE_DIRECTORIES \""}) {
    if (const std::size_t at = line.find(property); at != std::string::npos) {
      names_include_dirs = true;
      quote = at + std::strlen(property);
    }
  }
  if (!names_include_dirs) return std::vector<std::string>{};
  if (line.size() < quote + 2 || line.compare(line.size() - 2, 2, "\")") != 0) return std::nullopt;
  const std::optional<std::string> value = unquote(line.substr(quote, line.size() - 2 - quote));
  if (!value) return std::nullopt;
  return include_directories(*value);
}

/// True when `path` lies under `dir` (both lexically normal, `dir` without a trailing '/').
bool inside(const fs::path& path, const std::string& dir) {
  const std::string p = path.string();
  if (dir.empty()) return false;
  if (dir == "/") return p.size() > 1 && p[0] == '/';
  return p.size() > dir.size() + 1 && p.compare(0, dir.size(), dir) == 0 && p[dir.size()] == '/';
}

/// Why a header from a dump may not go between the quotes of an #include at all, or "".
std::string unusable_header(const std::string& header) {
  if (header.empty()) return "it is empty";
  if (header.size() >= kMaxPathBytes) return "it is too long";
  if (!std::all_of(header.begin(), header.end(),
                   [](unsigned char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; })) {
    return "it holds a quote, a backslash or a character that is not printable ASCII";
  }
  for (const fs::path& part : fs::path(header)) {
    if (part == "..") return "it holds '..', which could lead out of the include directories";
  }
  return "";
}

}  // namespace

ManifestCheck check_manifest_text(const std::string& path, const std::string& target, const std::string& text) {
  ManifestCheck check;
  check.path = path;
  check.target = target;
  const std::string first = format::manifest_first_line(target);
  const std::string last = format::manifest_last_line(target);
  if (text.find('\0') != std::string::npos || text.compare(0, first.size() + 1, first + "\n") != 0) {
    check.why_not = "it is not a build manifest recrash_monitor(" + target + ") wrote (its first line is not that)";
    return check;
  }
  BuildManifest manifest;
  std::istringstream lines(text);
  std::string line;
  std::string final_line;
  while (std::getline(lines, line)) {
    if (!line.empty()) final_line = line;
    const std::optional<std::vector<std::string>> dirs = include_line(line);
    if (!dirs) {
      check.why_not = "its include directories are not written as recrash_monitor() writes them";
      return check;
    }
    manifest.include_dirs.insert(manifest.include_dirs.end(), dirs->begin(), dirs->end());
  }
  if (final_line != last) {
    check.why_not = "it does not end as a build manifest of " + target + " does (cut short?)";
    return check;
  }
  manifest.path = path;
  manifest.target = target;
  manifest.copies = (fs::path(path).parent_path().parent_path() / format::kCopiesDir / target).string();
  check.manifest = std::move(manifest);
  return check;
}

ManifestCheck check_build_manifest(const std::string& path) {
  ManifestCheck check;
  check.path = path;
  const std::string target = manifest_target(path);
  if (target.empty()) {
    check.why_not = "it is not a plain absolute path of the shape <build>/recrash-manifests/<target>.cmake";
    return check;
  }
  std::string text;
  if (std::string why = read_manifest_file(path, text); !why.empty()) {
    check.target = target;
    check.why_not = std::move(why);
    return check;
  }
  return check_manifest_text(path, target, text);
}

HeaderCheck check_header(const std::string& header, const BuildManifest* manifest) {
  HeaderCheck check;
  check.why_not = unusable_header(header);
  if (!check.why_not.empty()) return check;
  if (header[0] != '/') {
    check.name = header;  // the compiler looks it up in the include directories, and only there
    return check;
  }
  if (manifest == nullptr) {
    check.why_not = "it is an absolute path, and no build manifest recrash-gen could use lists its directory";
    return check;
  }
  const fs::path path = fs::path(header).lexically_normal();
  std::string best;
  for (const std::string& dir : manifest->include_dirs) {
    if (inside(path, dir) && dir.size() >= best.size()) best = dir;
  }
  const bool a_copy = inside(path, fs::path(manifest->copies).lexically_normal().string());
  if (best.empty() && !a_copy) {
    check.why_not =
        "it is an absolute path outside the include directories of " + manifest->target + "'s build manifest";
    return check;
  }
  std::error_code error;
  if (!fs::is_regular_file(path, error)) {
    check.why_not = "it is not a regular file on this machine";
    return check;
  }
  // Relative to its include directory the name finds the same file; a copy recrash-instrument
  // made outside them is included where it is.
  check.name = best.empty() ? path.string() : path.lexically_relative(best).string();
  return check;
}

std::string find_source_copy(const BuildManifest& manifest, const std::string& source) {
  if (!unusable_header(source).empty() || source[0] != '/' || manifest.copies.empty()) return "";
  const fs::path original = fs::path(source).lexically_normal();
  const fs::path copies = fs::path(manifest.copies).lexically_normal();
  // The copies keep the source's path below the instrumented root: try its tails, longest first.
  std::vector<fs::path> parts(original.begin(), original.end());
  for (std::size_t first = 1; first < parts.size(); ++first) {
    fs::path tail;
    for (std::size_t i = first; i < parts.size(); ++i) tail /= parts[i];
    const fs::path candidate = copies / tail;
    std::error_code error;
    // Written between quotes in a test: the same characters as a header may hold.
    if (fs::is_regular_file(candidate, error) && unusable_header(candidate.string()).empty()) return candidate.string();
  }
  return "";
}

}  // namespace recrash::gen
