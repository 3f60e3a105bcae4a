// SPDX-License-Identifier: MIT
#include "rewriting/test_names.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <llvm/Support/raw_ostream.h>

namespace recrash::instrument {
namespace {

/// Whether a test can name `declaration` (a class or an enumeration): it and every class it is
/// nested in have a name, are no template or local class, and are public where nested (when
/// `checking_access`; without, whether it could be named but for its access). What an
/// anonymous namespace holds, a test that includes its source file names (recrash-gen leaves the
/// anonymous namespace out of the name).
bool nameable_anywhere(const clang::NamedDecl& declaration, bool checking_access = true) {
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
      if ((checking_access && current->getAccess() != clang::AS_public) || record->getIdentifier() == nullptr ||
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
  // A private or protected one too: it is listed as hidden, and a test names its enumerators
  // through its alias (`CalcEvaluatorOperator::Divide`).
  if (definition == nullptr || !nameable_anywhere(*definition, false)) return;
  std::map<std::int64_t, std::string>& values = names.enumerators[qualified_name(*definition)];
  for (const clang::EnumConstantDecl* enumerator : definition->enumerators()) {
    const llvm::APSInt& value = enumerator->getInitVal();
    if (value.getMinSignedBits() > 64) continue;
    values.emplace(value.getExtValue(), enumerator->getNameAsString());  // the first of a value's names
  }
}

bool default_constructible(const clang::CXXRecordDecl& declaration, int depth = 0, bool as_base = false);

// g++ 12 warns that LLVM's lazily loaded base list may call through a null external source,
// which a definition parsed from source never has.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
/// Whether the default constructor the compiler declares for `record` is not deleted: every base
/// and member can be made so (no reference or const member without an initializer, no class
/// without a public default constructor).
bool implicit_default_constructor_usable(const clang::CXXRecordDecl& record, int depth) {
  for (const clang::CXXBaseSpecifier& base : record.bases()) {
    const clang::CXXRecordDecl* made = base.getType()->getAsCXXRecordDecl();
    if (made == nullptr || !default_constructible(*made, depth + 1, true)) return false;
  }
  for (const clang::FieldDecl* field : record.fields()) {
    if (field->hasInClassInitializer()) continue;
    const clang::QualType type = field->getASTContext().getBaseElementType(field->getType());
    if (type->isReferenceType() || type.isConstQualified()) return false;
    const clang::CXXRecordDecl* member = type->getAsCXXRecordDecl();
    if (member != nullptr && !default_constructible(*member, depth + 1)) return false;
  }
  return true;
}
#pragma GCC diagnostic pop

/// Whether a test can make a `declaration` with `new T()`: a public default constructor (one the
/// compiler declares and can define, or a declared one all of whose parameters have defaults),
/// and not abstract. `as_base`: whether a class derived from it can, where a protected
/// constructor and an abstract class do.
bool default_constructible(const clang::CXXRecordDecl& declaration, int depth, bool as_base) {
  const clang::CXXRecordDecl* record = declaration.getDefinition();
  if (record == nullptr || depth > 8 || (record->isAbstract() && !as_base)) return false;
  if (record->needsImplicitDefaultConstructor()) return implicit_default_constructor_usable(*record, depth);
  for (const clang::CXXConstructorDecl* constructor : record->ctors()) {
    const clang::AccessSpecifier access = constructor->getAccess();
    if (constructor->isDefaultConstructor() && !constructor->isDeleted() &&
        (access == clang::AS_public || (as_base && access == clang::AS_protected))) {
      return true;
    }
  }
  return false;
}

/// Lists the class of `type` (or of what it refers or points to) if a test can make one.
void add_constructible(clang::QualType type, format::TestNames& names) {
  type = type.getNonReferenceType();
  if (type->isPointerType()) type = type->getPointeeType();
  const clang::CXXRecordDecl* record = type.getCanonicalType()->getAsCXXRecordDecl();
  if (record == nullptr || (record = record->getDefinition()) == nullptr) return;
  if (nameable_anywhere(*record) && default_constructible(*record)) {
    names.default_constructible.insert(qualified_name(*record));
  }
}

/// Lists the class or enumeration of `type` (or of what it refers or points to, or of its template
/// arguments) if only its access keeps a test from naming it: a private or protected member.
void add_hidden(clang::QualType type, format::TestNames& names, int depth = 0) {
  if (depth > 4) return;
  type = type.getNonReferenceType();
  while (type->isPointerType() || type->isArrayType()) {
    type = type->isPointerType() ? type->getPointeeType() : clang::QualType(type->getPointeeOrArrayElementType(), 0);
  }
  if (const auto* enumeration = type.getCanonicalType()->getAs<clang::EnumType>()) {
    const clang::EnumDecl& declaration = *enumeration->getDecl();
    if (nameable_anywhere(declaration, false) && !nameable_anywhere(declaration))
      names.hidden_types.insert(qualified_name(declaration));
    return;
  }
  const clang::CXXRecordDecl* record = type.getCanonicalType()->getAsCXXRecordDecl();
  if (record == nullptr) return;
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(record)) {
    for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
      if (argument.getKind() == clang::TemplateArgument::Type) add_hidden(argument.getAsType(), names, depth + 1);
    }
    return;
  }
  if (nameable_anywhere(*record, false) && !nameable_anywhere(*record))
    names.hidden_types.insert(qualified_name(*record));
}

}  // namespace

bool callable_by_name(const clang::CXXMethodDecl& method) {
  if (llvm::isa<clang::CXXConstructorDecl>(method) || llvm::isa<clang::CXXDestructorDecl>(method) ||
      llvm::isa<clang::CXXConversionDecl>(method)) {
    return false;
  }
  // Access is the class's declaration's, which a definition outside the class repeats.
  // A member template is called by name only where deduction gives the program's arguments
  // (recrash-gen spells them otherwise, and then takes the member's address).
  const clang::FunctionDecl::TemplatedKind templated = method.getTemplatedKind();
  if (method.getCanonicalDecl()->getAccess() != clang::AS_public ||
      (templated != clang::FunctionDecl::TK_NonTemplate && templated != clang::FunctionDecl::TK_FunctionTemplate)) {
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
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function); method != nullptr && !method->isStatic()) {
    add_constructible(method->getThisObjectType(), names);
    add_hidden(method->getThisObjectType(), names);
  }
  for (const clang::ParmVarDecl* parameter : function.parameters()) {
    add_constructible(parameter->getType(), names);
    add_hidden(parameter->getType(), names);
    const clang::QualType type = parameter->getType().getNonReferenceType().getCanonicalType();
    if (const auto* enumeration = type->getAs<clang::EnumType>()) add_enumerators(*enumeration->getDecl(), names);
  }
}

}  // namespace recrash::instrument
