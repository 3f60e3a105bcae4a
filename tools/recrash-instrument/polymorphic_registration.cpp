// SPDX-License-Identifier: MIT
#include "polymorphic_registration.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/QualTypeNames.h>

#include <cctype>

namespace recrash::instrument {
namespace {

/// Why a name for `record` written at global scope would not reach it, or "".
std::string unreachable_reason(const clang::CXXRecordDecl& record) {
  if (record.isInAnonymousNamespace()) return "it is in an anonymous namespace";
  if (record.getDescribedClassTemplate() != nullptr || llvm::isa<clang::ClassTemplateSpecializationDecl>(record) ||
      record.isDependentContext()) {
    return "it is a class template or a member of one";
  }
  for (const clang::DeclContext* context = &record; context != nullptr; context = context->getParent()) {
    if (context->isFunctionOrMethod()) return "it is a local class";
    const auto* enclosing = llvm::dyn_cast<clang::CXXRecordDecl>(context);
    if (enclosing != nullptr && enclosing->getAccess() != clang::AS_public && enclosing->getAccess() != clang::AS_none) {
      return "it is a nested class that is not public";
    }
  }
  return "";
}

std::string global_name(clang::QualType type, const clang::ASTContext& context) {
  clang::PrintingPolicy policy(context.getLangOpts());
  policy.SuppressScope = false;
  policy.SuppressUnwrittenScope = true;
  return clang::TypeName::getFullyQualifiedName(type, context, policy, /*WithGlobalNsPrefix=*/true);
}

}  // namespace

PolymorphicRegistration polymorphic_registration(const clang::CXXRecordDecl& record,
                                                 const std::vector<const clang::CXXBaseSpecifier*>& direct_bases) {
  PolymorphicRegistration registration;
  if (!record.isPolymorphic()) return registration;
  const clang::ASTContext& context = record.getASTContext();
  std::vector<std::string> bases;
  for (const clang::CXXBaseSpecifier* base : direct_bases) {
    const clang::CXXRecordDecl* declared = base->getType()->getAsCXXRecordDecl();
    const clang::CXXRecordDecl* base_record = declared == nullptr ? nullptr : declared->getDefinition();
    if (base_record == nullptr || !base_record->isPolymorphic()) continue;
    if (base->getAccessSpecifier() != clang::AS_public) continue;  // a pointer to it cannot hold this class
    bases.push_back(global_name(base->getType(), context));
  }
  if (bases.empty()) return registration;  // no base pointer can hold one: saved as its own type
  if (std::string why = unreachable_reason(record); !why.empty()) {
    registration.skipped = "polymorphic, not registered with cereal (" + why +
                           "): an object of it held through a pointer to a base is not saved";
    return registration;
  }
  registration.line = "RECRASH_POLYMORPHIC_TYPE(" + global_name(context.getRecordType(&record), context);
  for (const std::string& base : bases) registration.line += ", " + base;
  registration.line += ")";
  return registration;
}

std::string registrations_text(const std::string& relative_path, const std::vector<std::string>& lines) {
  if (lines.empty()) return "";
  std::string guard = "RECRASH_POLYMORPHIC_";
  for (const char c : relative_path) guard += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
  std::string text = "\n// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a\n"
                     "// pointer to a base saves and loads the object's own class.\n";
  text += "#ifndef " + guard + "\n#define " + guard + "\n";
  for (const std::string& line : lines) text += line + "\n";
  return text + "#endif\n";
}

}  // namespace recrash::instrument
