// SPDX-License-Identifier: MIT
#include "immutability.hpp"

#include <clang/AST/ASTLambda.h>
#include <clang/AST/RecursiveASTVisitor.h>

namespace recrash::instrument {
namespace {

/// The definitions the analysis covers: written bodies outside system headers, templates as
/// their patterns (what the instrumenter hooks), lambdas left out (they get no hook).
class DefinitionCollector : public clang::RecursiveASTVisitor<DefinitionCollector> {
 public:
  explicit DefinitionCollector(const clang::SourceManager& sources) : sources_(sources) {}

  bool VisitFunctionDecl(clang::FunctionDecl* function) {
    if (function->isImplicit() || function->isDefaulted() || !function->doesThisDeclarationHaveABody()) return true;
    if (function->isTemplateInstantiation() || clang::isLambdaCallOperator(function)) return true;
    if (sources_.isInSystemHeader(sources_.getExpansionLoc(function->getLocation()))) return true;
    definitions.push_back(function);
    return true;
  }

  std::vector<const clang::FunctionDecl*> definitions;

 private:
  const clang::SourceManager& sources_;
};

void add_overridden(const clang::CXXMethodDecl* method, const clang::FunctionDecl* overrider,
                    std::map<const clang::CXXMethodDecl*, std::vector<const clang::FunctionDecl*>>& overriders) {
  for (const clang::CXXMethodDecl* overridden : method->overridden_methods()) {
    overriders[overridden->getCanonicalDecl()].push_back(overrider);
    add_overridden(overridden, overrider, overriders);
  }
}

}  // namespace

void ImmutabilityAnalysis::run() {
  DefinitionCollector collector(context_.getSourceManager());
  collector.TraverseDecl(context_.getTranslationUnitDecl());
  for (const clang::FunctionDecl* definition : collector.definitions) {
    local_[definition];
    if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(definition)) {
      add_overridden(method, definition, overriders_);
    }
  }
  for (const clang::FunctionDecl* definition : collector.definitions) {
    local_[definition] = find_local_uses(context_, *definition, *this);
  }
  propagate();
}

const clang::FunctionDecl* ImmutabilityAnalysis::follow(const clang::FunctionDecl* callee) const {
  if (callee == nullptr) return nullptr;
  if (const clang::FunctionDecl* pattern = callee->getTemplateInstantiationPattern()) callee = pattern;
  const clang::FunctionDecl* definition = nullptr;
  if (!callee->hasBody(definition) || definition == nullptr) return nullptr;
  return local_.count(definition) != 0 ? definition : nullptr;
}

std::vector<const clang::FunctionDecl*> ImmutabilityAnalysis::overriders(const clang::CXXMethodDecl* method) const {
  auto found = overriders_.find(method->getCanonicalDecl());
  return found == overriders_.end() ? std::vector<const clang::FunctionDecl*>{} : found->second;
}

void ImmutabilityAnalysis::propagate() {
  for (const auto& [function, slots] : local_) {
    for (unsigned i = 0; i < slots.size(); ++i) final_[{function, i}] = slots[i].finding;
  }
  // Stage P: a slot stays immutable while every slot it is handed to does; starting from
  // "immutable" everywhere, a cycle of calls that writes nothing stays immutable.
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& [function, slots] : local_) {
      for (unsigned i = 0; i < slots.size(); ++i) {
        Finding& finding = final_[{function, i}];
        if (finding.mutability != Mutability::Immutable) continue;
        for (const LocalFinding::HandedOver& handed : slots[i].handed_over) {
          auto callee = final_.find(handed.callee);
          const Mutability verdict = callee == final_.end() ? Mutability::Unknown : callee->second.mutability;
          if (verdict == Mutability::Immutable) continue;
          const std::string what = handed.callee.index == 0 ? "its receiver" : "that parameter";
          finding = {verdict, handed.reason + ", and " + what + " is " + mutability_name(verdict)};
          changed = true;
          break;
        }
      }
    }
  }
}

FunctionMutability ImmutabilityAnalysis::classification(const clang::FunctionDecl& function) const {
  FunctionMutability result;
  const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
  result.has_receiver = method != nullptr && method->isInstance() && !llvm::isa<clang::CXXConstructorDecl>(method);
  auto verdict = [&](unsigned index) {
    auto found = final_.find({&function, index});
    return found != final_.end() ? found->second : Finding{Mutability::Unknown, "not analysed"};
  };
  if (result.has_receiver) result.receiver = verdict(0);
  for (unsigned i = 0; i < function.getNumParams(); ++i) result.parameters.push_back(verdict(i + 1));
  return result;
}

void use_immutability(HookPlan& plan, const FunctionMutability& mutability) {
  for (std::size_t i = 0; i < plan.arguments.size() && i < mutability.parameters.size(); ++i) {
    // An argument the plan already wraps (::recrash::not_recorded) keeps no object to copy.
    const bool wrapped = plan.arguments[i].rfind("::recrash::", 0) == 0;
    if (mutability.parameters[i].mutability == Mutability::Immutable && !wrapped) {
      plan.arguments[i] = "::recrash::by_reference(" + plan.arguments[i] + ")";
    }
  }
  plan.immutable_receiver = mutability.has_receiver && mutability.receiver.mutability == Mutability::Immutable;
}

std::string describe_mutability(const FunctionMutability& mutability, const std::vector<std::string>& names) {
  std::string summary;
  std::string reasons;
  auto add = [&](const std::string& name, const Finding& finding) {
    summary += (summary.empty() ? "" : " ") + name + "=" + mutability_name(finding.mutability);
    if (finding.mutability != Mutability::Immutable) reasons += "\n  " + name + ": " + finding.reason;
  };
  if (mutability.has_receiver) add("this", mutability.receiver);
  for (std::size_t i = 0; i < mutability.parameters.size() && i < names.size(); ++i) {
    add(names[i], mutability.parameters[i]);
  }
  return (summary.empty() ? std::string("no receiver or parameters") : summary) + reasons;
}

}  // namespace recrash::instrument
