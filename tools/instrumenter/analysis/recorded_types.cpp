// SPDX-License-Identifier: MIT
#include "analysis/recorded_types.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>

namespace recrash::instrument {
namespace {

/// `type` as a hook records it (frame.hpp's slot_of: no reference, no top-level const or
/// volatile), spelled from the global scope; "" when no other unit could name it.
std::string nameable(clang::QualType type, const clang::ASTContext& context) {
  // Canonical: two spellings of one type (std::size_t, unsigned long) are one instantiation,
  // which a unit may make only once.
  type = type.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  if (type.isNull() || type->isDependentType() || type->isInstantiationDependentType()) return "";
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

std::optional<std::vector<RecordedType>> recorded_types(const clang::FunctionDecl& function, const HookPlan& plan) {
  const clang::ASTContext& context = function.getASTContext();
  std::vector<RecordedType> types;
  if (plan.kind == HookKind::Method) {
    const clang::QualType self = llvm::cast<clang::CXXMethodDecl>(function).getThisObjectType();
    std::string receiver = nameable(self, context);
    if (receiver.empty()) return std::nullopt;
    types.push_back({std::move(receiver), complete(self)});
  }
  if (plan.arguments.size() != function.getNumParams()) return std::nullopt;  // a pack
  for (unsigned i = 0; i < function.getNumParams(); ++i) {
    if (!recorded(plan.arguments[i])) continue;
    const clang::QualType type = function.getParamDecl(i)->getType();
    std::string name = nameable(type, context);
    if (name.empty()) return std::nullopt;
    types.push_back({std::move(name), complete(type)});
  }
  return types;
}

}  // namespace recrash::instrument
