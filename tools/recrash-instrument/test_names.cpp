// SPDX-License-Identifier: MIT
#include "test_names.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <llvm/Support/raw_ostream.h>

namespace recrash::instrument {
namespace {

/// Whether a test can name `declaration` (a class or an enumeration): it and every class it is
/// nested in have a name, are no template or local class, and are public where nested. What an
/// anonymous namespace holds, a test that includes its source file names (recrash-gen leaves the
/// anonymous namespace out of the name).
bool nameable_anywhere(const clang::NamedDecl& declaration) {
  const auto* own_class = llvm::dyn_cast<clang::CXXRecordDecl>(&declaration);
  if (declaration.getIdentifier() == nullptr ||
      (own_class != nullptr && (own_class->getDescribedClassTemplate() != nullptr ||
                                llvm::isa<clang::ClassTemplateSpecializationDecl>(own_class)))) {
    return false;
  }
  const clang::Decl* current = &declaration;
  for (const clang::DeclContext* context = declaration.getDeclContext(); context != nullptr;
       context = context->getParent()) {
    if (context->isTranslationUnit()) return true;
    if (context->isFunctionOrMethod()) return false;
    if (llvm::isa<clang::NamespaceDecl>(context)) {
      continue;
    } else if (const auto* record = llvm::dyn_cast<clang::CXXRecordDecl>(context)) {
      if (current->getAccess() != clang::AS_public || record->getIdentifier() == nullptr ||
          record->getDescribedClassTemplate() != nullptr || llvm::isa<clang::ClassTemplateSpecializationDecl>(record)) {
        return false;
      }
      current = record;
    } else if (!context->isTransparentContext() && !llvm::isa<clang::LinkageSpecDecl>(context)) {
      return false;
    }
  }
  return false;
}

/// The name as the compiler's __PRETTY_FUNCTION__ and a demangled type spell it: every namespace,
/// inline ones included.
std::string qualified_name(const clang::NamedDecl& declaration) {
  clang::PrintingPolicy policy(declaration.getASTContext().getLangOpts());
  policy.SuppressInlineNamespace = false;
  std::string name;
  llvm::raw_string_ostream out(name);
  declaration.printQualifiedName(out, policy);
  return out.str();
}

void add_enumerators(const clang::EnumDecl& enumeration, format::TestNames& names) {
  const clang::EnumDecl* definition = enumeration.getDefinition();
  if (definition == nullptr || !nameable_anywhere(*definition)) return;
  std::map<std::int64_t, std::string>& values = names.enumerators[qualified_name(*definition)];
  for (const clang::EnumConstantDecl* enumerator : definition->enumerators()) {
    const llvm::APSInt& value = enumerator->getInitVal();
    if (value.getMinSignedBits() > 64) continue;
    values.emplace(value.getExtValue(), enumerator->getNameAsString());  // the first of a value's names
  }
}

}  // namespace

bool callable_by_name(const clang::CXXMethodDecl& method) {
  if (llvm::isa<clang::CXXConstructorDecl>(method) || llvm::isa<clang::CXXDestructorDecl>(method) ||
      llvm::isa<clang::CXXConversionDecl>(method)) {
    return false;
  }
  // Access is the class's declaration's, which a definition outside the class repeats.
  if (method.getCanonicalDecl()->getAccess() != clang::AS_public ||
      method.getTemplatedKind() != clang::FunctionDecl::TK_NonTemplate) {
    return false;
  }
  const clang::CXXRecordDecl* record = method.getParent()->getDefinition();
  if (record == nullptr || !nameable_anywhere(*record)) return false;
  // Overloads, a using-declaration or a member template of the same name: the call might pick
  // another function than the one the frame ran.
  const auto found = record->lookup(method.getDeclName());
  return std::distance(found.begin(), found.end()) == 1;
}

void add_test_names(const clang::FunctionDecl& function, format::TestNames& names) {
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
      method != nullptr && callable_by_name(*method)) {
    names.called_by_name.insert(qualified_name(*method));
  }
  for (const clang::ParmVarDecl* parameter : function.parameters()) {
    const clang::QualType type = parameter->getType().getNonReferenceType().getCanonicalType();
    if (const auto* enumeration = type->getAs<clang::EnumType>()) add_enumerators(*enumeration->getDecl(), names);
  }
}

}  // namespace recrash::instrument
