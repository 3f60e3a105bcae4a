// SPDX-License-Identifier: MIT
#include "serializers/serializer_plan.hpp"

#include "analysis/incomplete_types.hpp"
#include "rewriting/isolation.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/Type.h>

#include <llvm/ADT/STLExtras.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>

namespace recrash::instrument {
namespace {

constexpr std::array<llvm::StringRef, 5> kSerializerNames = {"serialize", "save", "load", "save_minimal",
                                                             "load_minimal"};

bool is_serializer_name(const clang::NamedDecl& decl) {
  const clang::IdentifierInfo* id = decl.getIdentifier();
  return id != nullptr && llvm::is_contained(kSerializerNames, id->getName());
}

/// The class or class template a type names, for a non-member serializer's second parameter.
const clang::Decl* named_class(clang::QualType type) {
  type = type.getNonReferenceType();
  if (const auto* specialization = type->getAs<clang::TemplateSpecializationType>()) {
    if (const clang::TemplateDecl* decl = specialization->getTemplateName().getAsTemplateDecl()) {
      return decl->getCanonicalDecl();
    }
  }
  if (const auto* injected = type->getAs<clang::InjectedClassNameType>())
    return injected->getDecl()->getCanonicalDecl();
  if (const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl()) {
    if (const clang::ClassTemplateDecl* pattern = record->getDescribedClassTemplate())
      return pattern->getCanonicalDecl();
    return record->getCanonicalDecl();
  }
  return nullptr;
}

/// The standard library's types whose state cannot be saved (locks, threads, streams,
/// callables), and why. Keyed by qualified name, without inline namespaces.
std::string std_type_reason(const clang::CXXRecordDecl& record) {
  static const std::map<std::string, std::string> kReasons = [] {
    std::map<std::string, std::string> reasons;
    for (const char* name :
         {"mutex", "recursive_mutex", "timed_mutex", "recursive_timed_mutex", "shared_mutex", "shared_timed_mutex",
          "condition_variable", "condition_variable_any", "once_flag", "unique_lock", "shared_lock", "lock_guard",
          "scoped_lock", "counting_semaphore", "latch", "barrier"}) {
      reasons[std::string("std::") + name] = "a synchronization object cannot be saved";
    }
    for (const char* name :
         {"thread", "jthread", "future", "shared_future", "promise", "packaged_task", "stop_source", "stop_token"}) {
      reasons[std::string("std::") + name] = "a thread or its result cannot be saved";
    }
    for (const char* name : {"atomic", "atomic_flag", "atomic_ref"}) {
      reasons[std::string("std::") + name] = "cereal cannot save an atomic";
    }
    // A stream itself is saved as what it had left to read (recrash/input_streams.hpp); its buffer
    // alone is not.
    for (const char* name : {"basic_ios", "basic_streambuf", "basic_filebuf", "basic_stringbuf"}) {
      reasons[std::string("std::") + name] = "a stream's buffer cannot be saved";
    }
    for (const char* name : {"function", "move_only_function", "reference_wrapper"}) {
      reasons[std::string("std::") + name] = "a callable or a reference cannot be saved";
    }
    return reasons;
  }();
  if (!record.isInStdNamespace()) return "";
  const auto found = kReasons.find(record.getQualifiedNameAsString());
  return found == kReasons.end() ? "" : found->second;
}

/// A raw pointer that a standard container, pair, tuple, optional or variant of this type holds,
/// at any depth (`std::stack<IndentMarker*>`, `std::map<int, std::vector<Node*>>`), or a null
/// type: cereal saves none of them, so recrash leaves such a member out.
clang::QualType held_raw_pointer(clang::QualType type) {
  static const std::set<std::string> kHolders = {"vector",
                                                 "deque",
                                                 "list",
                                                 "forward_list",
                                                 "array",
                                                 "set",
                                                 "multiset",
                                                 "unordered_set",
                                                 "unordered_multiset",
                                                 "map",
                                                 "multimap",
                                                 "unordered_map",
                                                 "unordered_multimap",
                                                 "queue",
                                                 "stack",
                                                 "priority_queue",
                                                 "pair",
                                                 "tuple",
                                                 "optional",
                                                 "variant"};
  const auto* specialization =
      llvm::dyn_cast_or_null<clang::ClassTemplateSpecializationDecl>(type->getAsCXXRecordDecl());
  if (specialization == nullptr || !specialization->isInStdNamespace() ||
      kHolders.count(specialization->getName().str()) == 0) {
    return {};
  }
  for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
    if (argument.getKind() != clang::TemplateArgument::Type) continue;
    const clang::QualType held = argument.getAsType();
    if (held->isPointerType()) return held;
    if (const clang::QualType inner = held_raw_pointer(held); !inner.isNull()) return inner;
  }
  return {};
}

/// Whether `type` is a std::vector, deque, list, stack or queue of raw pointers (an adapter over
/// one of those), which recrash::generated::field saves pointee by pointee.
bool pointer_sequence(clang::QualType type) {
  static const std::set<std::string> kSequences = {"vector", "deque", "list", "stack", "queue"};
  const auto* specialization =
      llvm::dyn_cast_or_null<clang::ClassTemplateSpecializationDecl>(type->getAsCXXRecordDecl());
  if (specialization == nullptr || !specialization->isInStdNamespace() ||
      kSequences.count(specialization->getName().str()) == 0 || specialization->getTemplateArgs().size() < 2) {
    return false;
  }
  const clang::TemplateArgument& held = specialization->getTemplateArgs()[0];
  if (held.getKind() != clang::TemplateArgument::Type || !held.getAsType()->isPointerType()) return false;
  const clang::QualType pointee = held.getAsType()->getPointeeType();
  if (pointee->isVoidType() || pointee->isFunctionType() || pointee->isPointerType()) return false;
  const std::string name = specialization->getName().str();
  if (name == "stack" || name == "queue") {
    const clang::TemplateArgument& container = specialization->getTemplateArgs()[1];
    return container.getKind() == clang::TemplateArgument::Type && pointer_sequence(container.getAsType());
  }
  return true;
}

/// Why a data member of this type is left out of the serializer, or "" when it is passed on.
std::string member_type_reason(clang::QualType type, MemberUse& use) {
  use = MemberUse::Field;
  if (type->isReferenceType()) {
    const clang::QualType referent = type.getNonReferenceType();
    if (referent->isPointerType() || referent->isArrayType() || referent->isFunctionType() ||
        referent->isMemberPointerType()) {
      return "reference to a pointer, an array or a function";
    }
    MemberUse inner = MemberUse::Field;
    if (std::string reason = member_type_reason(referent.getUnqualifiedType(), inner); !reason.empty()) {
      return "reference to a " + reason;
    }
    use = MemberUse::Referent;
    return "";
  }
  if (type->isDependentType()) return type->isPointerType() ? (use = MemberUse::Pointee, "") : "";
  const clang::Type* element = type->getBaseElementTypeUnsafe();
  const bool array = type->isArrayType();
  if (element->isFunctionPointerType() || element->isMemberPointerType() || element->isBlockPointerType()) {
    return "function or member pointer: code cannot be saved";
  }
  if (element->isPointerType()) {
    if (type.isConstQualified()) return "const pointer: it cannot be re-pointed when loaded";
    const clang::QualType pointee = element->getPointeeType();
    if (pointee->isVoidType()) return "untyped pointer (void*)";
    if (pointee->isPointerType()) return "pointer to a pointer";
    if (pointee->isFunctionType()) return "function pointer: code cannot be saved";
    // An array of raw pointers: field() saves what each points to.
    if (array)
      return type->isConstantArrayType() && !type->getArrayElementTypeNoTypeQual()->isArrayType()
                 ? ""
                 : "array of raw pointers";
    if (const clang::CXXRecordDecl* record = pointee->getAsCXXRecordDecl()) {
      if (record->isLambda()) return "pointer to a lambda";
      if (std::string reason = std_type_reason(*record); !reason.empty()) return "pointer to a " + reason.substr(2);
      const std::string name = record->getQualifiedNameAsString();
      if (name == "_IO_FILE" || name == "FILE") return "pointer to a FILE: an open file cannot be saved";
    }
    // Whether the pointee is complete is not judged here: that depends on what the translation
    // unit included, and the copy of a header must read the same whichever unit wrote it.
    use = MemberUse::Pointee;
    return "";
  }
  if (const clang::CXXRecordDecl* record = element->getAsCXXRecordDecl()) {
    if (record->isLambda()) return "lambda: a closure cannot be saved";
    if (record->isUnion()) return "union: which member is active is unknown";
    if (std::string reason = std_type_reason(*record); !reason.empty()) {
      return record->getQualifiedNameAsString() + ": " + reason;
    }
    if (pointer_sequence(clang::QualType(element, 0))) return "";
    if (const clang::QualType held = held_raw_pointer(clang::QualType(element, 0)); !held.isNull()) {
      clang::LangOptions cplusplus;
      cplusplus.CPlusPlus = true;
      const clang::PrintingPolicy policy(cplusplus);
      return "it holds raw pointers (" + held.getAsString(policy) + "), which cereal cannot save inside a container";
    }
  }
  return "";
}

bool access_at_least(clang::AccessSpecifier access, clang::AccessSpecifier least) {
  return access == clang::AS_none || access <= least;
}

}  // namespace

namespace {

/// Whether a const object of `record` can be default-initialized ([dcl.init]): its default
/// constructor is user-provided, or each of its bases is such a class and each of its members has
/// an initializer in the class or is such a class.
bool const_default_constructible(const clang::CXXRecordDecl& record) {
  const clang::CXXRecordDecl* definition = record.getDefinition();
  if (definition == nullptr) return false;
  if (definition->hasUserProvidedDefaultConstructor()) return true;
  for (const clang::CXXBaseSpecifier& base : definition->bases()) {
    const clang::CXXRecordDecl* base_record = base.getType()->getAsCXXRecordDecl();
    if (base_record == nullptr || !const_default_constructible(*base_record)) return false;
  }
  for (const clang::FieldDecl* field : definition->fields()) {
    if (field->hasInClassInitializer()) continue;
    const clang::CXXRecordDecl* member = field->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (member == nullptr || !const_default_constructible(*member)) return false;
  }
  return true;
}

}  // namespace

bool default_constructible(const clang::CXXRecordDecl& record, clang::AccessSpecifier least_access) {
  const clang::CXXRecordDecl* definition = record.getDefinition();
  if (definition == nullptr) return false;
  if (definition->isUnion()) return true;
  if (definition->hasUserDeclaredConstructor()) {
    for (const clang::CXXConstructorDecl* constructor : definition->ctors()) {
      if (constructor->isDefaultConstructor() && !constructor->isDeleted() &&
          access_at_least(constructor->getAccess(), least_access)) {
        return true;
      }
    }
    for (const clang::Decl* decl : definition->decls()) {
      const auto* templ = llvm::dyn_cast<clang::FunctionTemplateDecl>(decl);
      if (templ == nullptr) continue;
      const auto* constructor = llvm::dyn_cast<clang::CXXConstructorDecl>(templ->getTemplatedDecl());
      if (constructor != nullptr && constructor->getMinRequiredArguments() == 0 &&
          access_at_least(constructor->getAccess(), least_access)) {
        return true;
      }
    }
    return false;
  }
  // The implicit default constructor: deleted when a member or base cannot be default-initialized.
  for (const clang::CXXBaseSpecifier& base : definition->bases()) {
    const clang::CXXRecordDecl* base_record = base.getType()->getAsCXXRecordDecl();
    if (base_record != nullptr && !default_constructible(*base_record, clang::AS_protected)) return false;
  }
  for (const clang::FieldDecl* field : definition->fields()) {
    if (field->hasInClassInitializer()) continue;
    const clang::QualType type = field->getType();
    if (type->isReferenceType()) return false;
    const clang::CXXRecordDecl* member = type->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    const bool constant = field->getASTContext().getBaseElementType(type).isConstQualified();
    if (member == nullptr) {
      if (constant) return false;
      continue;
    }
    if (member->isUnion()) continue;
    if (!default_constructible(*member, clang::AS_public)) return false;
    // A const member is left uninitialized unless its class initializes it by itself.
    if (constant && !const_default_constructible(*member)) return false;
  }
  return true;
}

namespace {

/// Whether a parameter can be the archive of a cereal serializer that is not a member:
/// `template <class Archive> void load(Archive&, T&)`, or one written for an archive class. Not
/// the text of the program's own `load(std::string_view text, Settings& out, ...)`.
bool archive_parameter(const clang::ParmVarDecl& parameter) {
  const clang::QualType type = parameter.getType().getNonReferenceType();
  if (type->isTemplateTypeParmType()) return true;
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  return record != nullptr && record->getName().contains("Archive");
}

/// Whether a member is cereal's serializer: `template <class Archive> void save(Archive&) const`
/// (and `serialize`, `load`, the minimal and versioned forms), its archive first. Not a class's
/// own `bool save()` that writes a file, nor `load(const std::string& path)`.
bool member_serializer(const clang::NamedDecl& member) {
  if (!is_serializer_name(member)) return false;
  const clang::FunctionDecl* function = member.getAsFunction();
  if (function == nullptr || function->getNumParams() < 1 || function->getNumParams() > 3) return false;
  return archive_parameter(*function->getParamDecl(0));
}

}  // namespace

void SerializerPlanner::note_function(const clang::FunctionDecl& function) {
  if (llvm::isa<clang::CXXMethodDecl>(function) || function.getNumParams() < 2 || function.getNumParams() > 3 ||
      !is_serializer_name(function) || !archive_parameter(*function.getParamDecl(0))) {
    return;
  }
  if (const clang::Decl* decl = named_class(function.getParamDecl(1)->getType())) own_serializers_.insert(decl);
}

const SerializerPlan& SerializerPlanner::plan(const clang::CXXRecordDecl& record) {
  const clang::CXXRecordDecl* key = &record;
  auto found = plans_.find(key);
  if (found != plans_.end()) return found->second;
  planning_.insert(key);
  working_on("planning the serializer of " + record.getQualifiedNameAsString());
  SerializerPlan made = make_plan(record);
  planning_.erase(key);
  return plans_.emplace(key, std::move(made)).first->second;
}

bool SerializerPlanner::gets_load_constructors(const clang::CXXRecordDecl* record) {
  if (record == nullptr) return false;
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(record);
      specialization != nullptr && !specialization->isExplicitSpecialization()) {
    // An instantiation has what its template's definition has.
    record = specialization->getSpecializedTemplate()->getTemplatedDecl();
  }
  record = record->getDefinition();
  if (record == nullptr || planning_.count(record) != 0 || !in_project_(*record)) return false;
  return plan(*record).load_constructors;
}

std::string SerializerPlanner::initializer_for(clang::QualType type, bool for_base) {
  if (type->isReferenceType()) return "";
  const clang::CXXRecordDecl* record = type->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (record == nullptr) {
    // A dependent base names its template: it has a LoadTag constructor when that template does.
    if (const auto* specialization = type->getAs<clang::TemplateSpecializationType>()) {
      if (const auto* templ =
              llvm::dyn_cast_or_null<clang::ClassTemplateDecl>(specialization->getTemplateName().getAsTemplateDecl())) {
        return gets_load_constructors(templ->getTemplatedDecl()) ? "(recrash_tag)" : "()";
      }
    }
    return "()";
  }
  if (!type->isArrayType() && gets_load_constructors(record)) return "(recrash_tag)";
  return default_constructible(*record, for_base ? clang::AS_protected : clang::AS_public) ? "()" : "";
}

namespace {
/// Whether a class's destructor is virtual: declared so, or implicit with a base whose one is.
bool has_virtual_destructor(const clang::CXXRecordDecl& record) {
  if (const clang::CXXDestructorDecl* destructor = record.getDestructor()) return destructor->isVirtual();
  for (const clang::CXXBaseSpecifier& base : record.bases()) {
    const clang::CXXRecordDecl* base_record = base.getType()->getAsCXXRecordDecl();
    if (base_record != nullptr && base_record->hasDefinition() && has_virtual_destructor(*base_record->getDefinition()))
      return true;
  }
  return false;
}
}  // namespace

std::string SerializerPlanner::referent_reason(clang::QualType referent) {
  if (referent->isDependentType()) return "refers to a type that depends on a template parameter";
  // Before anything asks the class for its layout (isAbstract() of a class only declared in the
  // unit dereferences its missing definition).
  if (referent->isIncompleteType()) return "refers to a class only declared here";
  if (const clang::CXXRecordDecl* record = referent->getAsCXXRecordDecl()) {
    // A stream is made with no buffer: one that writes and reads nothing (generated::referent).
    const std::string name = record->getQualifiedNameAsString();
    if (record->isInStdNamespace() &&
        (name == "std::basic_ostream" || name == "std::basic_istream" || name == "std::basic_iostream")) {
      return "";
    }
    if (record->isAbstract()) {
      // Bound, when loaded, to an object of the dynamic type the dump holds (replay::Dump::load).
      if (has_virtual_destructor(*record) && !record->isEffectivelyFinal()) return "";
      return "refers to an abstract class without a virtual destructor, which cannot be loaded as its dynamic type";
    }
  }
  return initializer_for(referent, false).empty() ? "refers to a class that cannot be made for loading" : "";
}

namespace {

/// The first method `record` declares that no unit reading its file defines, or null.
const clang::CXXMethodDecl* own_completing_method(const clang::CXXRecordDecl& record) {
  if (record.getDescribedClassTemplate() != nullptr || llvm::isa<clang::ClassTemplateSpecializationDecl>(record) ||
      record.isDependentContext() || record.isLocalClass() != nullptr || record.isInAnonymousNamespace() ||
      record.getName().empty()) {
    return nullptr;
  }
  // A definition or an `inline` in the class's own file, after the class, is in every unit that
  // reads the class: no unit of its own defines that method.
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  const clang::FileID file = sources.getFileID(sources.getExpansionLoc(record.getLocation()));
  const auto defined_beside_class = [&](const clang::CXXMethodDecl& method) {
    for (const clang::FunctionDecl* redeclaration : method.redecls()) {
      if (sources.getFileID(sources.getExpansionLoc(redeclaration->getLocation())) != file) continue;
      if (redeclaration->isInlineSpecified() || redeclaration->doesThisDeclarationHaveABody()) return true;
    }
    return false;
  };
  const bool in_header = file != sources.getMainFileID();
  for (const clang::CXXMethodDecl* method : record.methods()) {
    if (method->isImplicit() || method->isDeleted() || method->isDefaulted() || method->isPure() ||
        method->doesThisDeclarationHaveABody() || method->isInlineSpecified() || method->isConstexpr() ||
        (in_header && defined_beside_class(*method))) {
      continue;
    }
    return method;
  }
  return nullptr;
}

}  // namespace

const clang::CXXMethodDecl* completing_method(const clang::CXXRecordDecl& record) {
  if (const clang::CXXMethodDecl* method = own_completing_method(record)) return method;
  // A class with no method of its own for a unit to define (a struct nested in a class, holding
  // part of its state: poly2tri's SweepContext::EdgeEvent) is completed where an enclosing
  // class's method is defined; a nested class can be named there, and its members defined.
  if (record.getName().empty() || record.isDependentContext()) return nullptr;
  const auto* outer = llvm::dyn_cast<clang::CXXRecordDecl>(record.getDeclContext());
  return outer != nullptr ? completing_method(*outer) : nullptr;
}

namespace {
/// The end of the file that defines `record`: what its header declares and includes is known there.
clang::SourceLocation end_of_defining_file(const clang::CXXRecordDecl& record) {
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  return sources.getLocForEndOfFile(sources.getFileID(sources.getExpansionLoc(record.getLocation())));
}
}  // namespace

std::string SerializerPlanner::plan_initializers(const clang::CXXRecordDecl& record, SerializerPlan& plan) {
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  const clang::SourceLocation end_of_file = end_of_defining_file(record);
  for (const clang::CXXBaseSpecifier& base : record.bases()) {
    const std::string init = initializer_for(base.getType(), true);
    if (init.empty()) return "its base " + base.getType().getAsString() + " has no usable default constructor";
    plan.base_initializers.push_back(init);
  }
  for (const clang::FieldDecl* field : record.fields()) {
    if (field->hasInClassInitializer() || field->isUnnamedBitfield()) continue;
    const clang::QualType type = field->getType();
    if (field->getName().empty()) continue;  // an anonymous struct or union: left default-initialized
    const std::string name = field->getNameAsString();
    if (type->isReferenceType()) {
      // Judged by what the header sees, not this unit: every unit's copy of it must read the same.
      if (names_incomplete_class(type, end_of_file, sources)) {
        if (plan.completing_method == nullptr)
          return "reference member " + name + " refers to a class only declared here";
        // Made by the loading constructor that the unit completing the class defines.
        plan.initializers.push_back(name + "(::recrash::generated::referent<decltype(" + name + ")>(recrash_tag))");
        continue;
      }
      // Bound to an object of its own, into which the dump's value of the referent is loaded.
      if (std::string why = referent_reason(type.getNonReferenceType().getUnqualifiedType()); !why.empty()) {
        return "reference member " + name + " " + why;
      }
      plan.initializers.push_back(name + "(::recrash::generated::referent<decltype(" + name + ")>(recrash_tag))");
      continue;
    }
    if (type->isDependentType() && !type->isArrayType()) {
      plan.initializers.push_back(name + "(::recrash::generated::make<decltype(" + name + ")>(recrash_tag))");
      continue;
    }
    const std::string init = initializer_for(type, false);
    if (init.empty()) return "member " + name + " has no usable default constructor";
    plan.initializers.push_back(name + init);
  }
  return "";
}

SerializerPlan SerializerPlanner::make_plan(const clang::CXXRecordDecl& record) {
  SerializerPlan plan;
  if (record.isUnion()) {
    plan.skip_reason = "union: which member is active is unknown, it gets no serializer";
    return plan;
  }
  if (record.isLocalClass() != nullptr) {
    plan.skip_reason = "local class: it cannot have the member templates cereal needs";
    return plan;
  }
  const clang::Decl* self =
      record.getDescribedClassTemplate() != nullptr
          ? static_cast<const clang::Decl*>(record.getDescribedClassTemplate()->getCanonicalDecl())
          : record.getCanonicalDecl();
  bool own = own_serializers_.count(self) != 0;
  for (const clang::Decl* decl : record.decls()) {
    const auto* named = llvm::dyn_cast<clang::NamedDecl>(decl);
    if (named != nullptr && (llvm::isa<clang::CXXMethodDecl>(named) || llvm::isa<clang::FunctionTemplateDecl>(named)) &&
        member_serializer(*named)) {
      own = true;
    }
  }
  if (own) {
    plan.skip_reason = "has its own cereal serializer: left as it is";
    return plan;
  }

  for (const clang::CXXBaseSpecifier& base : record.bases()) plan.bases.push_back(&base);
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  const clang::SourceLocation end_of_file = end_of_defining_file(record);
  // A class its unit's own file defines has nowhere else to be completed.
  if (sources.getFileID(sources.getExpansionLoc(record.getLocation())) != sources.getMainFileID()) {
    plan.completing_method = completing_method(record);
  }
  for (const clang::FieldDecl* field : record.fields()) {
    if (field->isUnnamedBitfield()) continue;
    if (field->getName().empty()) {
      plan.skipped.push_back({field, "", "anonymous struct or union: not saved"});
      continue;
    }
    const std::string name = field->getNameAsString();
    if (field->isBitField()) {
      plan.skipped.push_back({field, name, "bit-field: cereal cannot refer to it"});
      continue;
    }
    MemberUse use = MemberUse::Field;
    if (std::string reason = member_type_reason(field->getType(), use); !reason.empty()) {
      plan.skipped.push_back({field, name, reason});
      continue;
    }
    if (names_incomplete_class(field->getType(), end_of_file, sources)) {
      // A pointer to the implementation (std::unique_ptr<Impl>): a unit that sees only this
      // header could not save it, the unit that defines the class's functions can. A class the
      // header defines after this one will do: the serializer is a template, instantiated where
      // the whole header has been read.
      if (plan.completing_method != nullptr) {
        plan.completed.push_back({field, name, use});
        continue;
      }
      plan.skipped.push_back({field, name, "its type names a class only declared here, which saving it needs"});
      continue;
    }
    plan.members.push_back({name, use, "", ""});
  }
  count_members(record, plan.members);

  const bool has_default = default_constructible(record, clang::AS_private);
  if (record.isAggregate()) {
    // A constructor would make it no aggregate, and break its brace initializations.
    if (!has_default) plan.skip_reason = "an aggregate that cannot be default-constructed cannot be loaded";
    return plan;
  }
  std::string why = plan_initializers(record, plan);
  if (why.empty()) {
    plan.load_constructors = true;
    plan.default_constructor = !record.hasUserDeclaredConstructor() && has_default;
    plan.load_and_construct = !has_default && !record.isAbstract();
  } else {
    plan.initializers.clear();
    plan.base_initializers.clear();
    if (!has_default) plan.skip_reason = "cannot be constructed for loading: " + why;
  }
  return plan;
}

namespace {

/// A member's name as count_members compares it: lower case, without `m_`, `_` or a trailing `_`.
std::string bare_name(llvm::StringRef name) {
  std::string bare = name.lower();
  if (bare.rfind("m_", 0) == 0) bare.erase(0, 2);
  while (!bare.empty() && bare.front() == '_') bare.erase(0, 1);
  while (!bare.empty() && bare.back() == '_') bare.pop_back();
  std::string out;
  for (char c : bare) {
    if (c != '_') out += c;
  }
  return out;
}

/// The one integer member of `integers` (bare name to name) whose bare name is one of
/// `candidates`, or "".
std::string one_of(const std::map<std::string, std::string>& integers, const std::vector<std::string>& candidates) {
  std::string found;
  for (const std::string& candidate : candidates) {
    const auto member = integers.find(candidate);
    if (member == integers.end()) continue;
    if (!found.empty() && found != member->second) return "";  // two could be it: neither is taken
    found = member->second;
  }
  return found;
}

}  // namespace

void count_members(const clang::CXXRecordDecl& record, std::vector<SerializedMember>& members) {
  std::map<std::string, std::string> integers;  // bare name -> name, of the saved integer members
  std::size_t pointers = 0;
  for (const clang::FieldDecl* field : record.fields()) {
    const clang::QualType type = field->getType();
    if (field->getName().empty() || field->isBitField()) continue;
    const bool saved = std::any_of(members.begin(), members.end(),
                                   [&](const SerializedMember& member) { return member.name == field->getName(); });
    if (!saved) continue;
    if (type->isIntegerType() && !type->isBooleanType() && !type->isEnumeralType()) {
      integers.emplace(bare_name(field->getName()), field->getNameAsString());
    }
  }
  for (const SerializedMember& member : members) pointers += member.use == MemberUse::Pointee ? 1 : 0;
  for (SerializedMember& member : members) {
    if (member.use != MemberUse::Pointee) continue;
    const std::string pointer = bare_name(member.name);
    std::vector<std::string> counts = {pointer + "size", pointer + "count", pointer + "length",
                                       pointer + "len",  "num" + pointer,   "n" + pointer};
    std::vector<std::string> capacities = {pointer + "capacity", pointer + "allocated"};
    if (pointers == 1) capacities.insert(capacities.end(), {"capacity", "allocated"});
    // A size alone does not make a pointer an array's: `Node* head_; size_t size_;` is a list.
    // The class's only pointer is taken for one with a capacity beside it, or by its name.
    static const std::set<std::string> kArrayNames = {"data",  "buffer", "buf",    "array",   "elements",
                                                      "items", "values", "memory", "storage", "mem"};
    if (pointers == 1 && (!one_of(integers, capacities).empty() || kArrayNames.count(pointer) != 0)) {
      counts.insert(counts.end(), {"size", "count", "length", "used"});
    }
    member.count = one_of(integers, counts);
    if (!member.count.empty()) member.capacity = one_of(integers, capacities);
  }
}

}  // namespace recrash::instrument
