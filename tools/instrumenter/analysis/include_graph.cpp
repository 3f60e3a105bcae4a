// SPDX-License-Identifier: MIT
#include "analysis/include_graph.hpp"

#include <clang/Lex/Token.h>

#include <set>

namespace recrash::instrument {
namespace {

const IncludeGraph* g_current = nullptr;

class IncludeRecorder : public clang::PPCallbacks {
 public:
  IncludeRecorder(const clang::SourceManager& sources, IncludeGraph& graph) : sources_(sources), graph_(graph) {}

  void InclusionDirective(clang::SourceLocation hash, const clang::Token& /*include*/, llvm::StringRef /*name*/,
                          bool /*angled*/, clang::CharSourceRange /*range*/, const clang::FileEntry* file,
                          llvm::StringRef /*search_path*/, llvm::StringRef /*relative_path*/,
                          const clang::Module* /*imported*/, clang::SrcMgr::CharacteristicKind /*kind*/) override {
    if (file == nullptr || hash.isInvalid()) return;
    const clang::SourceLocation line = sources_.getExpansionLoc(hash);
    if (const clang::FileEntry* includer = sources_.getFileEntryForID(sources_.getFileID(line))) {
      graph_.add(includer, file, line);
    }
  }

 private:
  const clang::SourceManager& sources_;
  IncludeGraph& graph_;
};

}  // namespace

void IncludeGraph::add(const clang::FileEntry* includer, const clang::FileEntry* included, clang::SourceLocation line) {
  edges_[includer].emplace_back(included, line);
}

clang::SourceLocation IncludeGraph::include_in(const clang::FileEntry* file, const clang::FileEntry* target) const {
  const auto direct = edges_.find(file);
  if (direct == edges_.end()) return {};
  for (const auto& [first, line] : direct->second) {
    // Breadth first from each of the file's own #include lines, in their order.
    std::set<const clang::FileEntry*> seen{file};
    std::vector<const clang::FileEntry*> frontier{first};
    while (!frontier.empty()) {
      std::vector<const clang::FileEntry*> next;
      for (const clang::FileEntry* current : frontier) {
        if (current == target) return line;
        if (!seen.insert(current).second) continue;
        if (const auto found = edges_.find(current); found != edges_.end()) {
          for (const auto& edge : found->second) next.push_back(edge.first);
        }
      }
      frontier = std::move(next);
    }
  }
  return {};
}

std::unique_ptr<clang::PPCallbacks> record_includes(const clang::SourceManager& sources, IncludeGraph& graph) {
  return std::make_unique<IncludeRecorder>(sources, graph);
}

const IncludeGraph* current_include_graph() { return g_current; }

void set_current_include_graph(const IncludeGraph* graph) { g_current = graph; }

}  // namespace recrash::instrument
