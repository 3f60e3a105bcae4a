// SPDX-License-Identifier: MIT
#include "analysis/copy_constructors.hpp"

#include "analysis/incomplete_types.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>

#include <llvm/Support/Casting.h>

namespace recrash::instrument {
namespace {

/// Deep enough for the standard library's nestings (an optional of a map of vectors).
constexpr int kMaxDepth = 12;

class CopyWalk {
 public:
  CopyWalk(clang::SourceLocation point, const clang::SourceManager& sources)
      : sources_(sources), file_(sources.getFileID(sources.getExpansionLoc(point))) {}

  std::string not_visible(clang::QualType type, int depth) const {
    if (type.isNull() || depth > kMaxDepth) return "";
    type = type.getNonReferenceType();
    while (type->isArrayType()) type = clang::QualType(type->getArrayElementTypeNoTypeQual(), 0);
    if (type->isDependentType()) return "";
    const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
    if (record == nullptr) return "";
    if (record->getDefinition() == nullptr) {  // a class template not instantiated yet: the hook will
      return through_template_arguments(*record, depth);
    }
    record = record->getDefinition();
    if (record->hasTrivialCopyConstructor()) return "";
    const clang::CXXConstructorDecl* copy = declared_copy_constructor(*record);
    if (copy == nullptr && !record->needsImplicitCopyConstructor()) return "";  // no copy from a const T&
    if (copy != nullptr && copy->isDeleted()) return "";
    if (copy == nullptr || !copy->isUserProvided()) return through_parts(*record, depth);
    const clang::FunctionDecl* pattern = copy->getTemplateInstantiationPattern();
    const clang::FunctionDecl* definition = nullptr;
    if (!(pattern != nullptr ? pattern : copy)->isDefined(definition) || !visible(definition->getLocation())) {
      return record->getQualifiedNameAsString();
    }
    return through_template_arguments(*record, depth);
  }

 private:
  bool visible(clang::SourceLocation definition) const {
    definition = sources_.getExpansionLoc(definition);
    if (file_ == sources_.getMainFileID() || sources_.isInSystemHeader(definition)) return true;
    return sources_.getFileID(definition) == file_ || include_in(file_, definition, sources_).isValid();
  }

  /// An implicit or defaulted copy constructor copies the bases and the members.
  std::string through_parts(const clang::CXXRecordDecl& record, int depth) const {
    for (const clang::CXXBaseSpecifier& base : record.bases()) {
      if (std::string name = not_visible(base.getType(), depth + 1); !name.empty()) return name;
    }
    for (const clang::FieldDecl* field : record.fields()) {
      if (field->getType()->isReferenceType()) continue;  // copied as a reference
      if (std::string name = not_visible(field->getType(), depth + 1); !name.empty()) return name;
    }
    return "";
  }

  std::string through_template_arguments(const clang::CXXRecordDecl& record, int depth) const {
    const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(&record);
    if (specialization == nullptr) return "";
    for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
      if (argument.getKind() == clang::TemplateArgument::Type) {
        if (std::string name = not_visible(argument.getAsType(), depth + 1); !name.empty()) return name;
      } else if (argument.getKind() == clang::TemplateArgument::Pack) {
        for (const clang::TemplateArgument& element : argument.pack_elements()) {
          if (element.getKind() != clang::TemplateArgument::Type) continue;
          if (std::string name = not_visible(element.getAsType(), depth + 1); !name.empty()) return name;
        }
      }
    }
    return "";
  }

  const clang::SourceManager& sources_;
  clang::FileID file_;
};

}  // namespace

const clang::CXXConstructorDecl* declared_copy_constructor(const clang::CXXRecordDecl& record) {
  for (const clang::CXXConstructorDecl* constructor : record.ctors()) {
    unsigned qualifiers = 0;
    if (constructor->isCopyConstructor(qualifiers) && (qualifiers & clang::Qualifiers::Const) != 0 &&
        (qualifiers & clang::Qualifiers::Volatile) == 0) {
      return constructor;
    }
  }
  return nullptr;
}

std::string copy_constructor_not_visible(clang::QualType type, clang::SourceLocation point,
                                         const clang::SourceManager& sources) {
  return CopyWalk(point, sources).not_visible(type, 0);
}

}  // namespace recrash::instrument
