// SPDX-License-Identifier: MIT
#include "serializers/polymorphic_registration.hpp"

#include "analysis/incomplete_types.hpp"
#include "rewriting/output_files.hpp"
#include "serializers/serializer_plan.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/QualTypeNames.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/xxhash.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <string_view>

namespace recrash::instrument {
namespace {

/// Why a name for `record` written at global scope would not reach it, or "". An instantiation
/// of a class template is reached through its template-id.
std::string unreachable_reason(const clang::CXXRecordDecl& record, bool instantiation = false) {
  if (record.isInAnonymousNamespace()) return "it is in an anonymous namespace";
  if (!instantiation && (record.getDescribedClassTemplate() != nullptr ||
                         llvm::isa<clang::ClassTemplateSpecializationDecl>(record) || record.isDependentContext())) {
    return "it is a class template or a member of one";
  }
  for (const clang::DeclContext* context = &record; context != nullptr; context = context->getParent()) {
    if (context->isFunctionOrMethod()) return "it is a local class";
    const auto* enclosing = llvm::dyn_cast<clang::CXXRecordDecl>(context);
    if (enclosing != nullptr && enclosing->getAccess() != clang::AS_public &&
        enclosing->getAccess() != clang::AS_none) {
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

/// The public polymorphic direct bases of `record`, by global name.
template <class Bases>
std::vector<std::string> polymorphic_bases(const Bases& direct_bases, const clang::ASTContext& context) {
  std::vector<std::string> bases;
  for (const clang::CXXBaseSpecifier* base : direct_bases) {
    const clang::CXXRecordDecl* declared = base->getType()->getAsCXXRecordDecl();
    const clang::CXXRecordDecl* base_record = declared == nullptr ? nullptr : declared->getDefinition();
    if (base_record == nullptr || !base_record->isPolymorphic()) continue;
    if (base->getAccessSpecifier() != clang::AS_public) continue;  // a pointer to it cannot hold this class
    bases.push_back(global_name(base->getType(), context));
  }
  return bases;
}

}  // namespace

PolymorphicRegistration polymorphic_registration(const clang::CXXRecordDecl& record,
                                                 const std::vector<const clang::CXXBaseSpecifier*>& direct_bases) {
  PolymorphicRegistration registration;
  if (!record.isPolymorphic()) return registration;
  const clang::ASTContext& context = record.getASTContext();
  const std::vector<std::string> bases = polymorphic_bases(direct_bases, context);
  if (bases.empty()) return registration;  // no base pointer can hold one: saved as its own type
  if (std::string why = unreachable_reason(record); !why.empty()) {
    registration.skipped = "polymorphic, not registered with cereal (" + why +
                           "): an object of it held through a pointer to a base is not saved";
    return registration;
  }
  const std::string name = global_name(context.getRecordType(&record), context);
  std::string listed_bases;
  for (const std::string& base : bases) listed_bases += ", " + base;
  registration.line = "RECRASH_POLYMORPHIC_TYPE(" + name + listed_bases + ")";
  registration.saved = "RECRASH_POLYMORPHIC_SAVED_TYPE(" + name + listed_bases + ")";
  registration.loaded = "RECRASH_POLYMORPHIC_LOADED_TYPE(" + name + ")";
  return registration;
}

std::vector<PolymorphicRegistration> instantiation_registrations(const clang::ClassTemplateDecl& pattern,
                                                                 clang::SourceLocation point) {
  std::vector<PolymorphicRegistration> registrations;
  const clang::ASTContext& context = pattern.getASTContext();
  for (const clang::ClassTemplateSpecializationDecl* instance : pattern.specializations()) {
    if (!clang::isTemplateInstantiation(instance->getSpecializationKind())) continue;
    const clang::CXXRecordDecl* definition = instance->getDefinition();
    if (definition == nullptr || !definition->isPolymorphic()) continue;
    std::vector<const clang::CXXBaseSpecifier*> direct_bases;
    for (const clang::CXXBaseSpecifier& base : definition->bases()) direct_bases.push_back(&base);
    const std::vector<std::string> bases = polymorphic_bases(direct_bases, context);
    if (bases.empty()) continue;
    const std::string name = global_name(context.getRecordType(definition), context);
    PolymorphicRegistration registration;
    std::string why = unreachable_reason(*definition, /*instantiation=*/true);
    // Printed with the scopes a global name leaves out: an argument of the unit's own (in an
    // anonymous namespace, local, a lambda) could share its name with another unit's.
    clang::PrintingPolicy full(context.getLangOpts());
    full.SuppressUnwrittenScope = false;
    const std::string spelled = context.getRecordType(definition).getAsString(full);
    if (why.empty() &&
        (spelled.find("(anonymous") != std::string::npos || spelled.find("(lambda") != std::string::npos ||
         spelled.find("(unnamed") != std::string::npos)) {
      why = "a template argument has no name outside its unit";
    }
    if (why.empty()) why = unloadable_at(*definition, point);
    if (!why.empty()) {
      registration.skipped = name + ": polymorphic, not registered with cereal (" + why +
                             "): an object of it held through a pointer to a base is not saved";
      registrations.push_back(registration);
      continue;
    }
    // Through aliases: a template-id may hold commas, which would split a macro's arguments.
    const std::string alias = "::recrash::generated::instances::T_" + fnv1a_hex(name);
    std::string aliases = "namespace recrash::generated::instances { using T_" + fnv1a_hex(name) + " = " + name + ";";
    std::string line = "RECRASH_POLYMORPHIC_NAMED_TYPE(" + string_literal(name.substr(2)) + ", " + alias;
    for (std::size_t i = 0; i < bases.size(); ++i) {
      aliases += " using T_" + fnv1a_hex(name) + "_base" + std::to_string(i) + " = " + bases[i] + ";";
      line += ", " + alias + "_base" + std::to_string(i);
    }
    registration.line = aliases + " }\n" + line + ")";
    registrations.push_back(registration);
  }
  return registrations;
}

namespace {

/// The class `type` holds or points to, seen through references, pointers and arrays, or nullptr.
const clang::CXXRecordDecl* reached_class(clang::QualType type) {
  type = type.getNonReferenceType();
  while (true) {
    if (const clang::Type* element = type->getPointeeOrArrayElementType(); element != type.getTypePtr()) {
      type = clang::QualType(element, 0);
      continue;
    }
    break;
  }
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  return record == nullptr ? nullptr : record->getDefinition();
}

/// Whether the members of `record` that name a class only declared here are none of this unit's
/// business: the unit defining its completing method loads them (recrash-instrument declares the
/// loading constructor and loaders weak and defines them there), and its destructor, defined out
/// of line, destroys them. A class derived from a pimpl class (every file type of a media library
/// under its File) loads and destroys its base through those alone.
bool completed_elsewhere(const clang::CXXRecordDecl& record) {
  if (completing_method(record) == nullptr) return false;
  const clang::CXXDestructorDecl* destructor = record.getDestructor();
  if (destructor == nullptr || !destructor->isUserProvided()) return false;
  const clang::FunctionDecl* definition = nullptr;
  return !destructor->isDefined(definition) || !definition->isInlined();
}

std::string unloadable_in(const clang::CXXRecordDecl& record, clang::SourceLocation point,
                          std::set<const clang::CXXRecordDecl*>& seen) {
  if (!seen.insert(&record).second || seen.size() > 256 || record.isInStdNamespace()) return "";
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  for (const clang::CXXBaseSpecifier& base : record.bases()) {
    if (const clang::CXXRecordDecl* reached = reached_class(base.getType())) {
      if (std::string why = unloadable_in(*reached, point, seen); !why.empty()) return why;
    }
  }
  for (const clang::FieldDecl* field : record.fields()) {
    const clang::QualType type = field->getType();
    if (!type->isReferenceType() && !type->isPointerType() && !type->isDependentType() &&
        names_incomplete_class(type, point, sources) && !completed_elsewhere(record)) {
      return record.getQualifiedNameAsString() + "::" + field->getNameAsString() +
             " holds a class only declared here, which loading it would destroy";
    }
    if (const clang::CXXRecordDecl* reached = reached_class(type)) {
      if (std::string why = unloadable_in(*reached, point, seen); !why.empty()) return why;
    }
  }
  return "";
}

}  // namespace

std::string unloadable_at(const clang::CXXRecordDecl& record, clang::SourceLocation point) {
  std::set<const clang::CXXRecordDecl*> seen;
  return unloadable_in(record, point, seen);
}

std::string registration_symbol(const std::string& line, const std::string& manifest) {
  return "recrash_registration_" + llvm::utohexstr(llvm::xxHash64(manifest + "\n" + line), /*LowerCase=*/true);
}

std::string registrations_list_entry(const std::string& line, const std::string& manifest) {
  std::string one_line = line;
  std::replace(one_line.begin(), one_line.end(), '\n', ' ');
  return registration_symbol(line, manifest) + " " + one_line;
}

std::string target_registrations_include(const std::string& copy_name) {
  return "\n// Added by recrash-instrument: the polymorphic classes of the headers above that this unit\n"
         "// registers for its whole target, if the build gave it any.\n#include \"" +
         copy_name + ".registrations.inc\"\n";
}

namespace {

/// `lines` after `comment` and `head`, compiled where `condition` holds (always when ""), once per
/// unit: behind a guard of their own, named from `prefix` and the file's path, since they follow
/// the file's own guard.
std::string guarded_block(const std::string& comment, const std::string& prefix, const std::string& relative_path,
                          const std::string& condition, const std::string& head,
                          const std::vector<std::string>& lines) {
  if (lines.empty()) return "";
  std::string guard = prefix;
  for (const char c : relative_path) guard += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
  std::string text = comment;
  text += condition.empty() ? "#ifndef " + guard : "#if " + condition + " && !defined(" + guard + ")";
  text += "\n#define " + guard + "\n" + head;
  for (const std::string& line : lines) text += line + "\n";
  return text + "#endif\n";
}

}  // namespace

std::string registrations_text(const std::string& relative_path, const std::vector<std::string>& lines) {
  return guarded_block(
      "\n// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a\n"
      "// pointer to a base saves and loads the object's own class.\n",
      "RECRASH_POLYMORPHIC_", relative_path, "", "", lines);
}

std::string loaders_text(const std::string& relative_path, const std::vector<std::string>& lines) {
  return guarded_block(
      "\n// Added by recrash-instrument: what loads the polymorphic classes above, which the library\n"
      "// registers for saving only; compiled by the generated tests (recrash-loaders.cpp).\n",
      "RECRASH_LOADERS_", relative_path, "defined(RECRASH_LOADERS)",
      "#include <recrash/generated_serializers.hpp>\n#include <recrash/polymorphic.hpp>\n", lines);
}

std::string loaders_list_entry(const std::string& copy) {
  return "recrash_loaders_" + fnv1a_hex(copy) + " #include " + string_literal(copy);
}

namespace {

std::string key_function_macro(const std::string& loaded) { return "RECRASH_KEY_FUNCTION_" + fnv1a_hex(loaded); }

}  // namespace

std::string loaded_where_key_function_defined(const std::string& loaded) {
  return "#ifdef " + key_function_macro(loaded) + "\n" + loaded + "\n#endif";
}

std::string key_function_list_entry(const std::string& loaded) {
  return "recrash_loaders_" + fnv1a_hex(loaded) + " #define " + key_function_macro(loaded);
}

}  // namespace recrash::instrument
