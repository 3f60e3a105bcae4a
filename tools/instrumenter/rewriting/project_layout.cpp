// SPDX-License-Identifier: MIT
#include "rewriting/project_layout.hpp"

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>

namespace recrash::instrument {

std::string normalized_path(llvm::StringRef path) {
  llvm::SmallString<256> absolute(path);
  llvm::sys::fs::make_absolute(absolute);
  llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  llvm::SmallString<256> real;
  if (!llvm::sys::fs::real_path(absolute, real)) return std::string(real.str());
  return std::string(absolute.str());
}

bool path_within(llvm::StringRef path, llvm::StringRef dir) {
  if (dir.empty() || !path.startswith(dir)) return false;
  return path.size() == dir.size() || dir.endswith("/") || path[dir.size()] == '/';
}

ProjectLayout::ProjectLayout(llvm::StringRef source_root, llvm::StringRef output_dir)
    : source_root_(normalized_path(source_root)), output_dir_(normalized_path(output_dir)) {}

bool ProjectLayout::in_output(llvm::StringRef normalized) const { return path_within(normalized, output_dir_); }

bool ProjectLayout::in_project(llvm::StringRef normalized) const {
  return path_within(normalized, source_root_) && !in_output(normalized);
}

std::string ProjectLayout::relative(llvm::StringRef normalized) const {
  if (!path_within(normalized, source_root_) || normalized.size() == source_root_.size()) {
    return std::string(normalized);
  }
  return std::string(normalized.drop_front(source_root_.size()).ltrim('/'));
}

std::string ProjectLayout::mirror(llvm::StringRef normalized) const {
  llvm::SmallString<256> copy(output_dir_);
  llvm::sys::path::append(copy, relative(normalized));
  return std::string(copy.str());
}

std::string include_name(llvm::StringRef header, const std::vector<std::string>& include_dirs) {
  llvm::StringRef best;
  for (const std::string& dir : include_dirs) {
    if (path_within(header, dir) && header.size() > dir.size() && dir.size() > best.size()) best = dir;
  }
  if (best.empty()) return std::string(header);
  return std::string(header.drop_front(best.size()).ltrim('/'));
}

}  // namespace recrash::instrument
