// SPDX-License-Identifier: MIT
#include "analysis/immutability_types.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Basic/SourceManager.h>

#include <set>

namespace recrash::instrument {
namespace {

using Seen = std::set<const clang::CXXRecordDecl*>;

bool writable_through(clang::QualType type, Seen& seen);

/// Code holding a pointer or reference to `pointee` can write through it.
bool pointee_writable(clang::QualType pointee, Seen& seen) {
  while (const clang::ArrayType* array = pointee->getAsArrayTypeUnsafe()) pointee = array->getElementType();
  if (pointee->isFunctionType()) return false;  // calling it is a call, followed where it happens
  return !pointee.isConstQualified() || writable_through(pointee, seen);
}

/// Standard class templates that own their elements (a copy copies them, a const view gives only
/// const views of them): they share what their type arguments share.
bool owns_elements(llvm::StringRef name) {
  static const std::set<llvm::StringRef> owning = {"basic_string",
                                                   "vector",
                                                   "deque",
                                                   "list",
                                                   "forward_list",
                                                   "map",
                                                   "multimap",
                                                   "set",
                                                   "multiset",
                                                   "unordered_map",
                                                   "unordered_multimap",
                                                   "unordered_set",
                                                   "unordered_multiset",
                                                   "array",
                                                   "pair",
                                                   "tuple",
                                                   "optional",
                                                   "variant",
                                                   "valarray",
                                                   "basic_string_view",
                                                   "complex",
                                                   "duration",
                                                   "time_point"};
  return owning.count(name) != 0;
}

/// Standard class templates that point to their first type argument.
bool points_to_first(llvm::StringRef name) {
  static const std::set<llvm::StringRef> pointing = {"shared_ptr",        "unique_ptr", "weak_ptr",
                                                     "reference_wrapper", "span",       "initializer_list"};
  return pointing.count(name) != 0;
}

/// A library class with an operator* (an iterator, a smart pointer) shares what that gives.
const clang::CXXMethodDecl* dereference(const clang::CXXRecordDecl& record) {
  if (!record.hasDefinition()) return nullptr;
  const clang::DeclarationName star = record.getASTContext().DeclarationNames.getCXXOperatorName(clang::OO_Star);
  const clang::CXXMethodDecl* found = nullptr;
  for (const clang::NamedDecl* decl : record.getDefinition()->lookup(star)) {
    const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(decl->getUnderlyingDecl());
    if (method == nullptr || method->getNumParams() != 0) continue;
    if (found != nullptr) return nullptr;  // const and non-const overloads: decided by the members
    found = method;
  }
  return found;
}

bool record_writable(const clang::CXXRecordDecl& record, Seen& seen) {
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  if (sources.isInSystemHeader(sources.getExpansionLoc(record.getLocation()))) {
    if (const clang::CXXMethodDecl* star = dereference(record)) return writable_through(star->getReturnType(), seen);
  }
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(&record);
      specialization != nullptr && record.isInStdNamespace() && record.getIdentifier() != nullptr) {
    const llvm::StringRef name = record.getName();
    const clang::TemplateArgumentList& arguments = specialization->getTemplateArgs();
    if (points_to_first(name)) {
      return arguments.size() == 0 || arguments[0].getKind() != clang::TemplateArgument::Type ||
             pointee_writable(arguments[0].getAsType(), seen);
    }
    if (owns_elements(name)) {
      for (const clang::TemplateArgument& argument : arguments.asArray()) {
        if (argument.getKind() == clang::TemplateArgument::Type && writable_through(argument.getAsType(), seen)) {
          return true;
        }
        if (argument.getKind() == clang::TemplateArgument::Pack) {
          for (const clang::TemplateArgument& element : argument.pack_elements()) {
            if (element.getKind() == clang::TemplateArgument::Type && writable_through(element.getAsType(), seen)) {
              return true;
            }
          }
        }
      }
      return false;
    }
  }
  // Anything else, the standard library's other classes included, by its members.
  if (!record.hasDefinition()) return true;
  const clang::CXXRecordDecl& definition = *record.getDefinition();
  for (const clang::FieldDecl* field : definition.fields()) {
    if (field->isMutable() || writable_through(field->getType(), seen)) return true;
  }
  for (const clang::CXXBaseSpecifier& base : definition.bases()) {
    if (writable_through(base.getType(), seen)) return true;
  }
  return false;
}

bool writable_through(clang::QualType type, Seen& seen) {
  if (type.isNull() || type->isDependentType()) return true;
  if (const auto* reference = type->getAs<clang::ReferenceType>()) {
    return pointee_writable(reference->getPointeeType(), seen);
  }
  if (const auto* pointer = type->getAs<clang::PointerType>()) return pointee_writable(pointer->getPointeeType(), seen);
  if (type->isBlockPointerType() || type->isObjCObjectPointerType()) return true;
  if (const clang::ArrayType* array = type->getAsArrayTypeUnsafe()) {
    return writable_through(array->getElementType(), seen);
  }
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr) return false;            // a scalar, an enumeration, a pointer to member
  if (!seen.insert(record).second) return false;  // already being looked into, higher up
  return record_writable(*record, seen);
}

}  // namespace

bool writable_through(clang::QualType type) {
  Seen seen;
  return writable_through(type, seen);
}

}  // namespace recrash::instrument
