// SPDX-License-Identifier: MIT
#include "analysis/signature_classes.hpp"

#include <clang/AST/DeclTemplate.h>
#include <clang/AST/Type.h>

#include <llvm/ADT/STLExtras.h>

namespace recrash::instrument {
namespace {

void add_classes(clang::QualType type, std::vector<const clang::CXXRecordDecl*>& classes, int depth) {
  if (type.isNull() || depth > 8) return;
  type = type.getNonReferenceType();
  while (const clang::Type* inner = type->getPointeeOrArrayElementType()) {
    if (inner == type.getTypePtr()) break;
    type = clang::QualType(inner, 0);
  }
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr) return;
  const clang::CXXRecordDecl* definition = record->getDefinition();
  if (definition == nullptr) return;
  if (!llvm::is_contained(classes, definition)) classes.push_back(definition);
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(definition)) {
    for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
      if (argument.getKind() == clang::TemplateArgument::Type) add_classes(argument.getAsType(), classes, depth + 1);
    }
  }
}

}  // namespace

std::vector<const clang::CXXRecordDecl*> signature_classes(const clang::FunctionDecl& function) {
  std::vector<const clang::CXXRecordDecl*> classes;
  add_classes(function.getReturnType(), classes, 0);
  for (const clang::ParmVarDecl* parameter : function.parameters()) add_classes(parameter->getType(), classes, 0);
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function)) {
    if (const clang::CXXRecordDecl* parent = method->getParent()->getDefinition()) {
      if (!llvm::is_contained(classes, parent)) classes.push_back(parent);
    }
  }
  return classes;
}

}  // namespace recrash::instrument
