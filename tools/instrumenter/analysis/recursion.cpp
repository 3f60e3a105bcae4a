// SPDX-License-Identifier: MIT
#include "analysis/recursion.hpp"

#include <clang/Analysis/CallGraph.h>
#include <llvm/ADT/SCCIterator.h>

#include <algorithm>

namespace recrash::instrument {

Recursion::Recursion(clang::ASTContext& context) {
  clang::CallGraph graph;
  graph.addToCallGraph(context.getTranslationUnitDecl());
  for (auto component = llvm::scc_begin(&graph); !component.isAtEnd(); ++component) {
    const std::vector<clang::CallGraphNode*>& nodes = *component;
    const bool calls_itself = nodes.size() == 1 && std::any_of(nodes.front()->begin(), nodes.front()->end(),
                                                               [&](const clang::CallGraphNode::CallRecord& call) {
                                                                 return call.Callee == nodes.front();
                                                               });
    if (nodes.size() < 2 && !calls_itself) continue;
    for (const clang::CallGraphNode* node : nodes) {
      const clang::Decl* decl = node->getDecl();
      if (decl == nullptr) continue;
      recursive_.insert(decl->getCanonicalDecl());
      // The graph holds a template's instantiations; recrash-instrument hooks its pattern.
      if (const auto* function = llvm::dyn_cast<clang::FunctionDecl>(decl)) {
        if (const clang::FunctionDecl* pattern = function->getTemplateInstantiationPattern()) {
          recursive_.insert(pattern->getCanonicalDecl());
        }
      }
    }
  }
}

bool Recursion::recursive(const clang::FunctionDecl& function) const {
  return recursive_.count(function.getCanonicalDecl()) != 0;
}

}  // namespace recrash::instrument
