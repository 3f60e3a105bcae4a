// SPDX-License-Identifier: MIT
// Parses C++ held in a test into an AST, as recrash-instrument sees a translation unit, and finds
// its declarations by name, for the unit tests of the instrumenter's logic.
#pragma once

#include "analysis/include_graph.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/ASTMatchers/ASTMatchFinder.h>
#include <clang/ASTMatchers/ASTMatchers.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Tooling/Tooling.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace recrash::instrument::testing {

/// Files beside the test's code, by name and text: "node.hpp" is included as "node.hpp", and
/// "system/lib.hpp" as <lib.hpp>, a system header.
using Files = std::vector<std::pair<std::string, std::string>>;

/// Where the code and its files are, in the parser's in-memory file system.
inline const std::string kDirectory = "/recrash-unit/";
inline const std::string kMainFile = kDirectory + "input.cpp";

/// C++17, with the builtin headers of the Clang the tool is built with: the standard library's
/// headers can be included.
inline std::vector<std::string> parse_arguments() {
  return {"-std=c++17", "-resource-dir=" RECRASH_CLANG_RESOURCE_DIR, "-isystem" + kDirectory + "system"};
}

inline clang::tooling::FileContentMappings mapped(const Files& files) {
  clang::tooling::FileContentMappings mappings;
  for (const auto& [name, text] : files) mappings.emplace_back(kDirectory + name, text);
  return mappings;
}

/// Whether `decl` is the test's own: not implicit, nor in a system header (the standard library
/// has its own `size`, `find`...).
inline bool own(const clang::Decl& decl) {
  const clang::SourceManager& sources = decl.getASTContext().getSourceManager();
  return !decl.isImplicit() && !sources.isInSystemHeader(sources.getExpansionLoc(decl.getLocation()));
}

/// The definition among `nodes` written in the test's code: its own, and not an instantiation of
/// a template.
template <class T>
const T* written(const std::vector<const T*>& nodes) {
  for (const T* node : nodes) {
    if (!own(*node)) continue;
    if constexpr (std::is_base_of_v<clang::FunctionDecl, T>) {
      if (node->isTemplateInstantiation() || !node->isThisDeclarationADefinition()) continue;
    }
    if constexpr (std::is_base_of_v<clang::CXXRecordDecl, T>) {
      if (llvm::isa<clang::ClassTemplateSpecializationDecl>(node) || !node->isThisDeclarationADefinition()) continue;
    }
    return node;
  }
  return nullptr;
}

/// What a finder found under the name "found".
template <class T, class Matcher>
std::vector<const T*> found_by(const Matcher& matcher, clang::ASTContext& context) {
  std::vector<const T*> nodes;
  for (const clang::ast_matchers::BoundNodes& bound : clang::ast_matchers::match(matcher.bind("found"), context)) {
    if (const T* node = bound.getNodeAs<T>("found")) nodes.push_back(node);
  }
  return nodes;
}

/// Looks declarations up in a translation unit by name.
class Lookup {
 public:
  explicit Lookup(clang::ASTContext& context) : context_(context) {}

  /// A function (or member function, constructor...) definition, or null.
  template <class T = clang::FunctionDecl>
  const T* function(const std::string& name) const {
    using namespace clang::ast_matchers;
    return llvm::dyn_cast_or_null<T>(written(found_by<clang::FunctionDecl>(functionDecl(hasName(name)), context_)));
  }
  const clang::CXXMethodDecl* method(const std::string& name) const { return function<clang::CXXMethodDecl>(name); }

  /// A function or member function declaration that need not be a definition, or null.
  const clang::FunctionDecl* declaration(const std::string& name) const {
    using namespace clang::ast_matchers;
    for (const clang::FunctionDecl* function : found_by<clang::FunctionDecl>(functionDecl(hasName(name)), context_)) {
      if (own(*function)) return function;
    }
    return nullptr;
  }

  /// A class definition (not an instantiation), or null.
  const clang::CXXRecordDecl* record(const std::string& name) const {
    using namespace clang::ast_matchers;
    return written(found_by<clang::CXXRecordDecl>(cxxRecordDecl(hasName(name)), context_));
  }

  /// A data member of a class, or null.
  const clang::FieldDecl* field(const std::string& record_name, const std::string& name) const {
    const clang::CXXRecordDecl* found = record(record_name);
    if (found == nullptr) return nullptr;
    for (const clang::FieldDecl* member : found->fields()) {
      if (member->getName() == name) return member;
    }
    return nullptr;
  }

  /// The type a `using name = ...;` or typedef names, or a null type.
  clang::QualType type(const std::string& name) const {
    using namespace clang::ast_matchers;
    for (const clang::TypedefNameDecl* alias :
         found_by<clang::TypedefNameDecl>(typedefNameDecl(hasName(name)), context_)) {
      if (own(*alias)) return alias->getUnderlyingType();
    }
    return {};
  }

  clang::ASTContext& context() const { return context_; }
  const clang::SourceManager& sources() const { return context_.getSourceManager(); }

 private:
  clang::ASTContext& context_;
};

/// A translation unit parsed from code held in a test (the main file) and files beside it.
class ParsedCode : public Lookup {
 public:
  explicit ParsedCode(const std::string& code, const Files& files = {})
      : ParsedCode(clang::tooling::buildASTFromCodeWithArgs(
            code, parse_arguments(), kMainFile, "recrash-unit-tests", std::make_shared<clang::PCHContainerOperations>(),
            clang::tooling::getClangStripDependencyFileAdjuster(), mapped(files))) {}

  /// Parsed without errors (they are printed).
  bool parsed() const { return !unit_->getDiagnostics().hasErrorOccurred(); }

 private:
  explicit ParsedCode(std::unique_ptr<clang::ASTUnit> unit) : Lookup(checked(unit)), unit_(std::move(unit)) {}

  static clang::ASTContext& checked(const std::unique_ptr<clang::ASTUnit>& unit) {
    if (unit == nullptr) llvm::report_fatal_error("the test's code could not be parsed at all");
    return unit->getASTContext();
  }

  std::unique_ptr<clang::ASTUnit> unit_;
};

/// "line N": where `code` first holds `text`, as the analyses' reasons name a line.
inline std::string line_of(const std::string& code, const std::string& text) {
  const std::size_t at = code.find(text);
  EXPECT_NE(at, std::string::npos) << "the code has no " << text;
  if (at == std::string::npos) return "line ?";
  return "line " + std::to_string(1 + std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

/// Runs `check` on the translation unit of `code` while the unit is being compiled, as
/// recrash-instrument's front-end action does: the #include lines the preprocessor read are in
/// current_include_graph(). Returns whether the code compiled.
inline bool with_include_graph(const std::string& code, const Files& files, std::function<void(const Lookup&)> check) {
  class Consumer : public clang::ASTConsumer {
   public:
    explicit Consumer(std::function<void(const Lookup&)>& check) : check_(check) {}
    void HandleTranslationUnit(clang::ASTContext& context) override {
      if (!context.getDiagnostics().hasErrorOccurred()) check_(Lookup(context));
    }

   private:
    std::function<void(const Lookup&)>& check_;
  };
  class Action : public clang::ASTFrontendAction {
   public:
    explicit Action(std::function<void(const Lookup&)>& check) : check_(check) {}

   protected:
    std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& compiler,
                                                          llvm::StringRef /*file*/) override {
      compiler.getPreprocessor().addPPCallbacks(record_includes(compiler.getSourceManager(), includes_));
      set_current_include_graph(&includes_);
      return std::make_unique<Consumer>(check_);
    }
    void EndSourceFileAction() override { set_current_include_graph(nullptr); }

   private:
    std::function<void(const Lookup&)>& check_;
    IncludeGraph includes_;
  };
  return clang::tooling::runToolOnCodeWithArgs(std::make_unique<Action>(check), code, parse_arguments(), kMainFile,
                                               "recrash-unit-tests", std::make_shared<clang::PCHContainerOperations>(),
                                               mapped(files));
}

}  // namespace recrash::instrument::testing
