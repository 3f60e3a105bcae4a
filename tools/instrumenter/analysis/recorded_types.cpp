// SPDX-License-Identifier: MIT
#include "analysis/recorded_types.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>

namespace recrash::instrument {
namespace {

/// Whether `type` depends on a template's parameters.
bool dependent(clang::QualType type) {
  type = type.getNonReferenceType().getCanonicalType();
  return !type.isNull() && (type->isDependentType() || type->isInstantiationDependentType());
}

/// `type` as a hook records it (frame.hpp's slot_of: no reference, no top-level const or
/// volatile), spelled from the global scope; "" when no other unit could name it.
std::string nameable(clang::QualType type, const clang::ASTContext& context) {
  // Canonical: two spellings of one type (std::size_t, unsigned long) are one instantiation,
  // which a unit may make only once.
  type = type.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  if (type.isNull() || dependent(type)) return "";
  // A class of an anonymous namespace, a local class, a lambda's closure: only this unit has it.
  if (type->getLinkage() != clang::ExternalLinkage) return "";
  // Every name in it from the global namespace, where the unit's end instantiates it (clang's
  // getFullyQualifiedName leaves those of a function type's parameters as written).
  clang::PrintingPolicy policy(context.getLangOpts());
  policy.SuppressScope = false;
  policy.SuppressUnwrittenScope = true;
  policy.SuppressTagKeyword = true;
  policy.FullyQualifiedName = true;
  policy.PrintCanonicalTypes = true;
  policy.AnonymousTagLocations = false;
  // A value argument with its type (std::span's dynamic extent prints as 18446744073709551615UL,
  // which a unsigned long parameter reads without a warning).
  policy.AlwaysIncludeTypeForTemplateArgument = true;
  std::string name = type.getAsString(policy);
  // An unnamed class or enumeration, named only by a typedef or a variable, prints as "(unnamed
  // ...)"; a vector type (SSE's __m128) with its attribute, which a template argument cannot hold.
  for (const char* unspellable : {"(anonymous", "(unnamed", "__attribute__"}) {
    if (name.find(unspellable) != std::string::npos) return "";
  }
  return name;
}

/// Whether the classes `type` is or points to are defined in this unit.
bool complete(clang::QualType type) {
  type = type.getNonReferenceType();
  while (type->isPointerType()) type = type->getPointeeType();
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr || record->hasDefinition()) return true;
  const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(record);
  return specialization != nullptr && specialization->getSpecializedTemplate()->getTemplatedDecl()->hasDefinition();
}

bool recorded(const std::string& argument) { return argument.rfind("::recrash::not_recorded(", 0) != 0; }

}  // namespace

RecordedTypes recorded_types(const clang::FunctionDecl& function, const HookPlan& plan) {
  const clang::ASTContext& context = function.getASTContext();
  RecordedTypes types;
  const auto add = [&](clang::QualType type) {
    if (std::string name = nameable(type, context); !name.empty()) {
      types.named.push_back({std::move(name), complete(type)});
    } else if (dependent(type)) {
      types.dependent = true;
    } else {
      types.local = true;
    }
  };
  if (plan.kind == HookKind::Method) add(llvm::cast<clang::CXXMethodDecl>(function).getThisObjectType());
  // A pack: its values' types are the instantiation's.
  if (plan.arguments.size() != function.getNumParams()) {
    types.dependent = true;
    return types;
  }
  for (unsigned i = 0; i < function.getNumParams(); ++i) {
    if (recorded(plan.arguments[i])) add(function.getParamDecl(i)->getType());
  }
  return types;
}

}  // namespace recrash::instrument
