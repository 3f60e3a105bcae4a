// SPDX-License-Identifier: MIT
#include "analysis/incomplete_types.hpp"

#include "analysis/include_chain.hpp"
#include "analysis/include_graph.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/Type.h>

#include <llvm/Support/Casting.h>

#include <string_view>

namespace recrash::instrument {
namespace {

/// Deep enough for the standard library's nestings (a map of vectors of shared pointers).
constexpr int kMaxDepth = 8;

/// Where the definition that makes `record` complete is: its own, or for an instantiation of a
/// class template, the one it was instantiated from (an implicit instantiation has no text of its
/// own): the template's, or a partial specialization's when one matched (toml++'s
/// `utf8_byte_stream<std::basic_string_view<Char>>`, whose primary template is only declared);
/// for one the unit has only named, the template's.
const clang::CXXRecordDecl* defining_record(const clang::CXXRecordDecl& record) {
  if (const clang::CXXRecordDecl* pattern = record.getTemplateInstantiationPattern()) return pattern->getDefinition();
  // Not instantiated (yet) in this unit: the primary template's definition will make it.
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(&record)) {
    if (!specialization->isExplicitSpecialization()) {
      if (const clang::ClassTemplateDecl* pattern = specialization->getSpecializedTemplate()) {
        return pattern->getTemplatedDecl()->getDefinition();
      }
    }
  }
  return record.getDefinition();
}

/// Does `file` include (directly or through other files) the file of `location`, before `point`?
bool included_by(clang::FileID file, clang::SourceLocation location, clang::SourceLocation point,
                 const clang::SourceManager& sources) {
  const clang::SourceLocation include = include_in(file, location, sources);
  return include.isValid() && sources.isBeforeInTranslationUnit(include, point);
}

/// Is a class defined at `definition` complete at `point`? Before it in this translation unit,
/// and, when `point` is in a header, by the header's own doing: the definition is in the header
/// or in a file the header includes. A header's copy must read the same whichever translation
/// unit wrote it, and another unit may not have defined the class before including the header.
/// The standard library's classes are taken as the unit has them.
bool complete_at(clang::SourceLocation definition, clang::SourceLocation point, const clang::SourceManager& sources) {
  definition = sources.getExpansionLoc(definition);
  if (!sources.isBeforeInTranslationUnit(definition, point)) return false;
  const clang::FileID file = sources.getFileID(point);
  if (part_of_the_source(file, sources) || sources.isInSystemHeader(definition)) return true;
  return sources.getFileID(definition) == file || included_by(file, definition, point, sources);
}

bool names_incomplete(clang::QualType type, clang::SourceLocation point, const clang::SourceManager& sources,
                      int depth) {
  if (type.isNull() || depth > kMaxDepth) return false;
  type = type.getNonReferenceType();
  while (type->isPointerType() || type->isArrayType()) {
    type = type->isPointerType() ? type->getPointeeType() : clang::QualType(type->getArrayElementTypeNoTypeQual(), 0);
  }
  if (type->isDependentType()) return false;
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr) return false;
  const clang::CXXRecordDecl* definition = defining_record(*record);
  if (definition == nullptr || !complete_at(definition->getLocation(), point, sources)) return true;
  if (const auto* specialization = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(record)) {
    for (const clang::TemplateArgument& argument : specialization->getTemplateArgs().asArray()) {
      if (argument.getKind() == clang::TemplateArgument::Type &&
          names_incomplete(argument.getAsType(), point, sources, depth + 1)) {
        return true;
      }
      if (argument.getKind() == clang::TemplateArgument::Pack) {
        for (const clang::TemplateArgument& element : argument.pack_elements()) {
          if (element.getKind() == clang::TemplateArgument::Type &&
              names_incomplete(element.getAsType(), point, sources, depth + 1)) {
            return true;
          }
        }
      }
    }
  }
  return false;
}

}  // namespace

clang::SourceLocation include_in(clang::FileID file, clang::SourceLocation location,
                                 const clang::SourceManager& sources) {
  for (clang::FileID current = sources.getFileID(location); current.isValid();) {
    const clang::SourceLocation include = sources.getIncludeLoc(current);
    if (include.isInvalid()) break;
    if (sources.getFileID(include) == file) return include;
    current = sources.getFileID(include);
  }
  // The unit may have included the file before `file` did, by another way: `file`'s own #include
  // line was then skipped, and only the preprocessor's record of it tells.
  const IncludeGraph* graph = current_include_graph();
  if (graph == nullptr) return {};
  return graph->include_in(sources.getFileEntryForID(file), sources.getFileEntryForID(sources.getFileID(location)));
}

clang::SourceLocation completion_point(const clang::FunctionDecl& function) {
  clang::SourceLocation point = function.getBody()->getBeginLoc();
  for (const clang::DeclContext* context = function.getLexicalDeclContext(); context != nullptr;
       context = context->getLexicalParent()) {
    if (const auto* record = llvm::dyn_cast<clang::CXXRecordDecl>(context)) point = record->getBraceRange().getEnd();
  }
  return point;
}

bool names_incomplete_class(clang::QualType type, clang::SourceLocation point, const clang::SourceManager& sources) {
  return names_incomplete(type, sources.getExpansionLoc(point), sources, 0);
}

}  // namespace recrash::instrument
