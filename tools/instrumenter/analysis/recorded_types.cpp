// SPDX-License-Identifier: MIT
#include "analysis/recorded_types.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>

#include <string>
#include <vector>

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

/// The type a RECRASH_METHOD_USED_FIELDS hook saves its receiver's copy as
/// (recrash::detail::UsedFieldsCopy<Self, FieldRef<item, use, T>...>, T as `this->member` has it
/// in the method), spelled from the global scope; "" when no other unit could name it. A member's
/// type is named by decltype, which an explicit instantiation may do for a private member.
std::string used_fields_copy(const clang::CXXMethodDecl& method, const std::vector<UsedFieldItem>& fields,
                             const clang::ASTContext& context) {
  const std::string self = nameable(method.getThisObjectType(), context);
  if (self.empty() || method.isVolatile()) return "";
  std::string name = "::recrash::detail::UsedFieldsCopy<" + self;
  for (const UsedFieldItem& used : fields) {
    const clang::QualType type = used.field->getType();
    // Its type may hold a class only this unit has (one of an anonymous namespace).
    if (type->getLinkage() != clang::ExternalLinkage) return "";
    // `this->member` in a const method is const, unless the member is mutable or const already
    // (naming the one type twice, `const const int`, would be two instantiations of it).
    const bool add_const =
        method.isConst() && !used.field->isMutable() && !context.getBaseElementType(type).isConstQualified();
    name += ", ::recrash::detail::FieldRef<" + std::to_string(used.item) +
            ", ::recrash::detail::FieldUse::" + (used.pointee ? "Pointee" : "Field") + ", " +
            (add_const ? "const " : "") + "decltype(" + self + "::" + used.field->getNameAsString() + ")>";
  }
  return name + ">";
}

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
  if (plan.kind == HookKind::Method) {
    const auto& method = llvm::cast<clang::CXXMethodDecl>(function);
    add(method.getThisObjectType());
    if (!plan.used_fields_receiver.empty()) {
      // The receiver's copy in part (of no member, too) is saved as a type of its own, named as the others are.
      if (std::string name = used_fields_copy(method, plan.used_fields, context); !name.empty()) {
        types.named.push_back({std::move(name), complete(method.getThisObjectType())});
      } else {
        types.local = true;
      }
    }
  }
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
