// SPDX-License-Identifier: MIT
#include "analysis/copyable_classes.hpp"

#include "analysis/copy_constructors.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/PrettyPrinter.h>

#include <llvm/ADT/STLExtras.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Support/Casting.h>
#include <llvm/Support/raw_ostream.h>

#include <array>

namespace recrash::instrument {
namespace {

/// Deep enough for the standard library's nestings (an optional of a map of vectors).
constexpr int kMaxDepth = 12;

/// Standard templates whose copy constructor is user-provided, declared whatever their type
/// arguments are: copying one of move-only elements compiles as far as the trait asks, and
/// fails when instantiated.
constexpr std::array<llvm::StringRef, 15> kContainers = {"vector", "deque",    "list",          "forward_list",
                                                         "set",    "multiset", "unordered_set", "unordered_multiset",
                                                         "map",    "multimap", "unordered_map", "unordered_multimap",
                                                         "stack",  "queue",    "priority_queue"};
/// Standard templates whose copy constructor is defaulted, or deleted along with their type
/// arguments': they fail to copy where an argument does, and the trait sees it where it sees
/// the argument's.
constexpr std::array<llvm::StringRef, 5> kWrappers = {"pair", "tuple", "optional", "variant", "array"};

/// "store::Registry", "store::Box<store::Registry>".
std::string class_name(const clang::CXXRecordDecl& record) {
  clang::LangOptions language;
  language.CPlusPlus = language.CPlusPlus11 = true;
  clang::PrintingPolicy policy(language);
  policy.SuppressTagKeyword = true;
  std::string name;
  llvm::raw_string_ostream out(name);
  record.getNameForDiagnostic(out, policy, true);
  return out.str();
}

/// Why a type cannot be copied: a noun phrase ("std::vector of std::unique_ptr"), and whether
/// std::is_copy_constructible misses it (the failure is behind a declared copy constructor).
struct Uncopyable {
  std::string phrase;
  bool hidden = false;
  explicit operator bool() const { return !phrase.empty(); }
};

std::string with_article(const std::string& phrase) {
  const bool vowel = !phrase.empty() && llvm::is_contained(llvm::StringRef("aeiouAEIOU"), phrase.front());
  return (vowel ? "an " : "a ") + phrase;
}

class CopyCheck {
 public:
  /// A base's copy constructor may be protected: the derived class's copies it all the same.
  Uncopyable of_type(clang::QualType type, int depth, bool as_base = false) {
    if (type.isNull() || depth > kMaxDepth || type->isReferenceType() || type->isDependentType()) return {};
    if (const clang::ArrayType* array = type->getAsArrayTypeUnsafe()) {
      Uncopyable element = of_type(array->getElementType(), depth + 1);
      if (element) element.phrase = "array of " + element.phrase;
      return element;
    }
    const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
    if (record == nullptr) return {};
    if (record->isInStdNamespace() && record->getIdentifier() != nullptr) return of_standard(*record, depth);
    if (record->getDefinition() == nullptr) {
      // A class template the unit has not instantiated (a parameter's Box<Registry>&), which the
      // hook will: what it copies is unknown, so a type argument that cannot be copied counts.
      Uncopyable found = of_type_arguments(*record, depth);
      if (found) found = {record->getQualifiedNameAsString() + " of " + found.phrase, true};
      return found;
    }
    record = record->getDefinition();
    if (!on_path_.insert(record).second) return {};  // recursive: the outer walk covers it
    Uncopyable found = of_class(*record, depth, as_base);
    on_path_.erase(record);
    return found;
  }

  /// Why an implicit or defaulted copy constructor of `record` cannot copy it: a clause ("member
  /// items_ is a std::vector of std::unique_ptr"). One part the trait sees as uncopyable deletes
  /// the copy constructor, so it outweighs the hidden ones.
  Uncopyable of_parts(const clang::CXXRecordDecl& record, int depth) {
    Uncopyable hidden;
    auto consider = [&hidden](Uncopyable found) {
      if (found && !found.hidden) return found;
      if (found && !hidden) hidden = std::move(found);
      return Uncopyable{};
    };
    for (const clang::CXXBaseSpecifier& base : record.bases()) {
      Uncopyable found = of_type(base.getType(), depth + 1, true);
      if (found) found.phrase = "base is " + with_article(found.phrase);
      if (Uncopyable visible = consider(std::move(found))) return visible;
    }
    for (const clang::FieldDecl* field : record.fields()) {
      Uncopyable found = of_type(field->getType(), depth + 1);
      if (found) found.phrase = "member " + field->getNameAsString() + " is " + with_article(found.phrase);
      if (Uncopyable visible = consider(std::move(found))) return visible;
    }
    return hidden;
  }

 private:
  Uncopyable of_standard(const clang::CXXRecordDecl& record, int depth) {
    const std::string name = "std::" + record.getName().str();
    const bool container = llvm::is_contained(kContainers, record.getName());
    if (container || llvm::is_contained(kWrappers, record.getName())) {
      Uncopyable found = of_type_arguments(record, depth);
      if (found) found = {name + " of " + found.phrase, container || found.hidden};
      return found;
    }
    // Any other standard class copies as its own copy constructor says (std::unique_ptr's,
    // std::mutex's are deleted; std::shared_ptr copies whatever it points to).
    const clang::CXXRecordDecl* definition = defined_or_pattern(record);
    return definition != nullptr && !copy_constructor_usable(*definition, false) ? Uncopyable{name, false}
                                                                                 : Uncopyable{};
  }

  /// The definition of `record`, or for a specialization the unit only names (a vector's
  /// std::unique_ptr<Part> where nothing touches the elements), its template's: it declares the
  /// same copy constructor.
  static const clang::CXXRecordDecl* defined_or_pattern(const clang::CXXRecordDecl& record) {
    if (const clang::CXXRecordDecl* definition = record.getDefinition()) return definition;
    const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(&record);
    if (specialization == nullptr) return nullptr;
    return specialization->getSpecializedTemplate()->getTemplatedDecl()->getDefinition();
  }

  /// The first type argument of a class template specialization that cannot be copied.
  Uncopyable of_type_arguments(const clang::CXXRecordDecl& record, int depth) {
    const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(&record);
    if (specialization == nullptr) return {};
    for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
      const bool pack = argument.getKind() == clang::TemplateArgument::Pack;
      for (const clang::TemplateArgument& element : pack ? argument.pack_elements() : llvm::makeArrayRef(argument)) {
        if (element.getKind() != clang::TemplateArgument::Type) continue;
        if (Uncopyable found = of_type(element.getAsType(), depth + 1)) return found;
      }
    }
    return {};
  }

  Uncopyable of_class(const clang::CXXRecordDecl& record, int depth, bool as_base) {
    const std::string name = class_name(record);
    if (!copy_constructor_usable(record, as_base)) return {name + ", whose copy constructor is deleted", false};
    const clang::CXXConstructorDecl* copy = declared_copy_constructor(record);
    if (copy != nullptr && copy->isUserProvided()) return {};  // its own code, taken to compile
    Uncopyable found = of_parts(record, depth);
    if (found) found.phrase = name + ", whose " + found.phrase;
    return found;
  }

  /// What std::is_copy_constructible sees of the class itself: a public copy constructor from a
  /// const lvalue that is not deleted, declared or implicit. (An implicit one is deleted too when
  /// a part cannot be copied: of_parts() finds those.)
  static bool copy_constructor_usable(const clang::CXXRecordDecl& record, bool as_base) {
    if (const clang::CXXConstructorDecl* copy = declared_copy_constructor(record)) {
      return !copy->isDeleted() &&
             (copy->getAccess() == clang::AS_public || (as_base && copy->getAccess() == clang::AS_protected));
    }
    if (!record.needsImplicitCopyConstructor()) return false;  // only a copy from a non-const lvalue
    return !record.hasUserDeclaredMoveConstructor() && !record.hasUserDeclaredMoveAssignment();
  }

  llvm::SmallPtrSet<const clang::CXXRecordDecl*, 8> on_path_;
};

}  // namespace

std::string copy_would_not_compile(clang::QualType type) {
  if (type.isNull()) return "";
  type = type.getNonReferenceType().getUnqualifiedType();
  const Uncopyable found = CopyCheck().of_type(type, 0);
  if (!found.hidden) return "";
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr || (record->getDefinition() != nullptr && record->getDefinition()->isAbstract())) return "";
  // A class's phrase begins with its own name: say it once, as the subject.
  const std::string subject = class_name(*record);
  std::string why = found.phrase;
  const std::string prefix = subject + ", whose ";
  if (llvm::StringRef(why).startswith(prefix)) {
    why = "its " + why.substr(prefix.size());
  } else {
    why = "it is " + with_article(why);
  }
  return "the copy constructor of " + subject + " would not compile: " + why;
}

std::string why_not_copyable(clang::QualType type) {
  if (type.isNull()) return "";
  const Uncopyable found = CopyCheck().of_type(type.getNonReferenceType().getUnqualifiedType(), 0);
  return found ? with_article(found.phrase) : "";
}

}  // namespace recrash::instrument
