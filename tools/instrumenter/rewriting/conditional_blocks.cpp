// SPDX-License-Identifier: MIT
#include "rewriting/conditional_blocks.hpp"

#include <clang/Basic/SourceManager.h>
#include <clang/Lex/HeaderSearch.h>
#include <clang/Lex/PPConditionalDirectiveRecord.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Rewrite/Core/Rewriter.h>
#include <llvm/Support/Regex.h>

#include <cctype>
#include <memory>

namespace recrash::instrument {

void Presence::add(const std::string& block) {
  if (block.empty()) {
    always = true;
  } else {
    blocks.insert(block);
  }
}

void Presence::add(const Presence& other) {
  always |= other.always;
  blocks.insert(other.blocks.begin(), other.blocks.end());
}

std::string Presence::guard(const std::string& text) const {
  if (always || blocks.empty()) return text;
  std::string condition;
  for (const std::string& block : blocks) condition += (condition.empty() ? "" : " || ") + ("defined(" + block + ")");
  return "#if " + condition + "\n" + text + "\n#endif";
}

ConditionalBlocks::ConditionalBlocks(clang::Preprocessor& preprocessor) : preprocessor_(preprocessor) {
  auto record = std::make_unique<clang::PPConditionalDirectiveRecord>(preprocessor.getSourceManager());
  record_ = record.get();
  preprocessor.addPPCallbacks(std::move(record));
}

namespace {

/// Whether the directive at `offset` of `text` is `#ifndef NAME` (or `#if !defined(NAME)`) and
/// the next directive, past blank lines and comments, `#define NAME`: an include guard's shape.
bool opens_include_guard(llvm::StringRef text, std::size_t offset) {
  static const llvm::Regex opening(
      R"(^[ \t]*#[ \t]*(ifndef[ \t]+|if[ \t]+![ \t]*defined[ \t]*\(?[ \t]*)([A-Za-z_][A-Za-z0-9_]*))");
  static const llvm::Regex definition(R"(^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*))");
  const std::size_t line_start = text.rfind('\n', offset) == llvm::StringRef::npos ? 0 : text.rfind('\n', offset) + 1;
  llvm::StringRef rest = text.substr(line_start);
  llvm::SmallVector<llvm::StringRef, 3> guard;
  if (!opening.match(rest.take_until([](char c) { return c == '\n'; }), &guard)) return false;
  bool in_comment = false;
  for (rest = rest.split('\n').second; !rest.empty(); rest = rest.split('\n').second) {
    llvm::StringRef line = rest.take_until([](char c) { return c == '\n'; }).trim();
    if (in_comment) {
      const std::size_t end = line.find("*/");
      if (end == llvm::StringRef::npos) continue;
      in_comment = false;
      line = line.substr(end + 2).trim();
    }
    if (line.empty() || line.startswith("//")) continue;
    if (line.startswith("/*")) {
      const std::size_t end = line.find("*/", 2);
      if (end == llvm::StringRef::npos) {
        in_comment = true;
        continue;
      }
      line = line.substr(end + 2).trim();
      if (line.empty()) continue;
    }
    llvm::SmallVector<llvm::StringRef, 2> defined;
    return definition.match(line, &defined) && defined[1] == guard[2];
  }
  return false;
}

}  // namespace

clang::SourceLocation ConditionalBlocks::branch_at(clang::SourceLocation location) const {
  const clang::SourceManager& sources = preprocessor_.getSourceManager();
  const clang::SourceLocation branch = record_->findConditionalDirectiveRegionLoc(location);
  if (branch.isInvalid()) return {};
  const clang::FileID file = sources.getFileID(location);
  if (sources.getFileID(branch) != file) return {};
  // The include guard, an outermost block, holds what is compiled wherever the file is read: the
  // preprocessor knows it where the file holds nothing outside it, and it has its shape where a
  // single-header library's implementation section follows it.
  const clang::SourceLocation outer = record_->findConditionalDirectiveRegionLoc(branch);
  if (outer.isValid() && sources.getFileID(outer) == file) return branch;
  const clang::FileEntry* entry = sources.getFileEntryForID(file);
  if (entry != nullptr && preprocessor_.getHeaderSearchInfo().isFileMultipleIncludeGuarded(entry)) return {};
  const auto [id, offset] = sources.getDecomposedLoc(branch);
  return opens_include_guard(sources.getBufferData(id), offset) ? clang::SourceLocation() : branch;
}

bool ConditionalBlocks::in_block(clang::SourceLocation location) const { return branch_at(location).isValid(); }

std::string ConditionalBlocks::macro_at(clang::SourceLocation location, const std::string& relative_name) {
  const clang::SourceLocation branch = branch_at(location);
  if (branch.isInvalid()) return "";
  auto [it, added] = used_.emplace(branch, "");
  if (added) {
    std::string macro = "RECRASH_BLOCK_";
    for (const char c : relative_name) macro += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
    it->second = macro + "_" + std::to_string(preprocessor_.getSourceManager().getPresumedLoc(branch).getLine());
  }
  return it->second;
}

namespace {

/// The offset just past the end of the directive that starts before `offset` in `text`: past
/// its escaped newlines and the comments that continue it onto more lines.
std::size_t directive_end(llvm::StringRef text, std::size_t offset) {
  bool in_comment = false;
  bool in_line_comment = false;  // a "/*" in it opens nothing
  for (std::size_t i = offset; i < text.size(); ++i) {
    const char c = text[i];
    if (in_line_comment && c != '\\' && c != '\n') continue;
    if (in_comment) {
      if (c == '*' && i + 1 < text.size() && text[i + 1] == '/') {
        in_comment = false;
        ++i;
      }
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      in_comment = true;
      ++i;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      in_line_comment = true;
      ++i;
    } else if (c == '\\' && i + 1 < text.size() && text[i + 1] == '\n') {
      ++i;
    } else if (c == '\\' && i + 2 < text.size() && text[i + 1] == '\r' && text[i + 2] == '\n') {
      i += 2;
    } else if (c == '\n') {
      return i + 1;
    }
  }
  return text.size();
}

}  // namespace

void ConditionalBlocks::define_used(clang::Rewriter& rewriter) const {
  const clang::SourceManager& sources = preprocessor_.getSourceManager();
  for (const auto& [branch, macro] : used_) {
    const auto [file, offset] = sources.getDecomposedLoc(branch);
    const llvm::StringRef text = sources.getBufferData(file);
    const std::size_t next = directive_end(text, offset);
    const clang::SourceLocation line_start =
        sources.getLocForStartOfFile(file).getLocWithOffset(static_cast<int>(next));
    const unsigned line = sources.getPresumedLoc(line_start).getLine();
    rewriter.InsertTextBefore(line_start, "#define " + macro + "\n#line " + std::to_string(line) + "\n");
  }
}

}  // namespace recrash::instrument
