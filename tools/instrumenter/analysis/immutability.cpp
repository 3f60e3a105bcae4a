// SPDX-License-Identifier: MIT
#include "analysis/immutability.hpp"

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

/// Whether the hook records a receiver: a member function's, not a constructor's.
}  // namespace

bool has_receiver(const clang::FunctionDecl& function) {
  const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
  return method != nullptr && method->isInstance() && !llvm::isa<clang::CXXConstructorDecl>(method);
}

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
  if (observations_ != nullptr && observe()) propagate();
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
    for (unsigned i = 0; i < slots.size(); ++i) {
      auto pinned = pinned_.find({function, i});
      final_[{function, i}] = pinned != pinned_.end() ? pinned->second : slots[i].finding;
    }
  }
  // Stage P: a slot stays immutable while every slot it is handed to does; starting from
  // "immutable" everywhere, a cycle of calls that writes nothing stays immutable.
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& [function, slots] : local_) {
      for (unsigned i = 0; i < slots.size(); ++i) {
        Finding& finding = final_[{function, i}];
        if (finding.mutability != Mutability::Immutable || pinned_.count({function, i}) != 0) continue;
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

bool ImmutabilityAnalysis::observe() {
  for (const auto& [function, slots] : local_) {
    const bool receiver = has_receiver(*function);
    const std::size_t values = (receiver ? 1 : 0) + function->getNumParams();
    const format::ObservedFunction* seen = observations_->observed(*function, values);
    if (seen == nullptr || seen->values.size() != values) continue;
    for (std::size_t j = 0; j < values; ++j) {
      const Slot slot{function, static_cast<unsigned>(receiver ? j : j + 1)};
      const format::ObservedValue& value = seen->values[j];
      const Finding& verdict = final_[slot];
      const std::string observed = std::to_string(value.observed) + " observed call" + (value.observed == 1 ? "" : "s");
      if (value.changed > 0 && verdict.mutability != Mutability::Mutable) {  // a static reason says more
        pinned_[slot] = {Mutability::Mutable,
                         "changed by " + std::to_string(value.changed) + " of " + observed +
                             (verdict.mutability == Mutability::Immutable
                                  ? ", though the function writes nothing through it (an alias did?)"
                                  : "")};
      } else if (verdict.mutability == Mutability::Unknown && value.observed >= min_calls_ && value.observed > 0) {
        pinned_[slot] = {Mutability::Immutable, "unchanged in " + observed + "; statically unknown: " + verdict.reason};
      } else if (verdict.mutability == Mutability::Unknown && value.observed > 0) {
        // Not pinned: stage P may still find it immutable through its callees' observations.
        too_few_calls_[slot] = "; unchanged in only " + observed + " (fewer than " + std::to_string(min_calls_) + ")";
      }
    }
  }
  return !pinned_.empty();
}

FunctionMutability ImmutabilityAnalysis::classification(const clang::FunctionDecl& function) const {
  FunctionMutability result;
  result.has_receiver = has_receiver(function);
  auto verdict = [&](unsigned index) {
    auto found = final_.find({&function, index});
    Finding finding = found != final_.end() ? found->second : Finding{Mutability::Unknown, "not analysed"};
    auto note = too_few_calls_.find({&function, index});
    if (finding.mutability == Mutability::Unknown && note != too_few_calls_.end()) finding.reason += note->second;
    return finding;
  };
  if (result.has_receiver) result.receiver = verdict(0);
  for (unsigned i = 0; i < function.getNumParams(); ++i) result.parameters.push_back(verdict(i + 1));
  return result;
}

void use_immutability(HookPlan& plan, const FunctionMutability& mutability) {
  for (std::size_t i = 0; i < plan.arguments.size() && i < mutability.parameters.size(); ++i) {
    // An argument the plan already wraps (::recrash::not_recorded) keeps no object to copy; one
    // never copy-constructed (::recrash::uncopied) need not be saved at entry either.
    constexpr llvm::StringLiteral kUncopied = "::recrash::uncopied(";
    const llvm::StringRef listed = plan.arguments[i];
    const bool uncopied = listed.startswith(kUncopied);
    const bool wrapped = listed.startswith("::recrash::") && !uncopied;
    if (mutability.parameters[i].mutability == Mutability::Immutable && !wrapped) {
      // A pack stays expanded outside the wrapper: by_reference(parts)...
      std::string& argument = plan.arguments[i];
      const bool pack = llvm::StringRef(argument).endswith("...");
      std::string name = pack ? argument.substr(0, argument.size() - 3) : argument;
      if (uncopied) name = name.substr(kUncopied.size(), name.size() - kUncopied.size() - 1);  // its ")" too
      argument = "::recrash::by_reference(" + name + ")" + (pack ? "..." : "");
    }
  }
  plan.immutable_receiver = mutability.has_receiver && mutability.receiver.mutability == Mutability::Immutable;
}

std::string describe_mutability(const FunctionMutability& mutability, const std::vector<std::string>& names) {
  std::string summary;
  std::string reasons;
  auto add = [&](const std::string& name, const Finding& finding) {
    summary += (summary.empty() ? "" : " ") + name + "=" + mutability_name(finding.mutability);
    // An immutable one has a reason only when stage D decided it.
    if (finding.mutability != Mutability::Immutable || !finding.reason.empty())
      reasons += "\n  " + name + ": " + finding.reason;
  };
  if (mutability.has_receiver) add("this", mutability.receiver);
  for (std::size_t i = 0; i < mutability.parameters.size() && i < names.size(); ++i) {
    add(names[i], mutability.parameters[i]);
  }
  return (summary.empty() ? std::string("no receiver or parameters") : summary) + reasons;
}

}  // namespace recrash::instrument
