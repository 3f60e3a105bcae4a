// SPDX-License-Identifier: MIT
#include "analysis/shared_types.hpp"

#include "analysis/include_chain.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Basic/SourceManager.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

namespace recrash::instrument {
namespace {

void argument_declarations(const clang::TemplateArgument& argument, std::vector<clang::SourceLocation>& out) {
  switch (argument.getKind()) {
    case clang::TemplateArgument::Type:
      named_declarations(argument.getAsType(), out);
      break;
    case clang::TemplateArgument::Declaration:
      out.push_back(argument.getAsDecl()->getLocation());
      named_declarations(argument.getParamTypeForDecl(), out);
      break;
    case clang::TemplateArgument::Integral:
      named_declarations(argument.getIntegralType(), out);  // an enumerator's enumeration
      break;
    case clang::TemplateArgument::Template:
    case clang::TemplateArgument::TemplateExpansion:
      if (const clang::TemplateDecl* name = argument.getAsTemplateOrTemplatePattern().getAsTemplateDecl()) {
        out.push_back(name->getLocation());
      }
      break;
    case clang::TemplateArgument::Pack:
      for (const clang::TemplateArgument& element : argument.pack_elements()) argument_declarations(element, out);
      break;
    default:
      break;
  }
}

// g++ 12 warns that LLVM's lazily loaded base list may call through a null external source,
// which a definition parsed from source never has (as in rewriting/test_names.cpp).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
/// named_declarations() of a class's bases and members.
void member_declarations(const clang::CXXRecordDecl& definition, std::vector<clang::SourceLocation>& out) {
  for (const clang::CXXBaseSpecifier& base : definition.bases()) named_declarations(base.getType(), out);
  for (const clang::FieldDecl* field : definition.fields()) named_declarations(field->getType(), out);
}
#pragma GCC diagnostic pop

/// The file of the main file's #include line through which the unit read `file`; invalid for
/// what the command line included (which every unit of the target includes alike).
clang::FileID main_level(clang::FileID file, const clang::SourceManager& sources) {
  for (clang::FileID up = includer(file, sources); up.isValid(); file = up, up = includer(up, sources)) {
    if (up == sources.getMainFileID()) return file;
  }
  return clang::FileID();
}

/// Where the first declaration of the main file's own text starts.
unsigned first_declaration(const clang::ASTContext& context) {
  const clang::SourceManager& sources = context.getSourceManager();
  auto first = static_cast<unsigned>(sources.getBufferData(sources.getMainFileID()).size());
  for (const clang::Decl* decl : context.getTranslationUnitDecl()->decls()) {
    const clang::SourceLocation at = sources.getExpansionLoc(decl->getBeginLoc());
    if (at.isValid() && sources.getFileID(at) == sources.getMainFileID()) {
      first = std::min(first, sources.getFileOffset(at));
    }
  }
  return first;
}

/// Where the main file's first preprocessor line other than an #include, a conditional or
/// `#pragma once` starts: a #define or #pragma the headers after it may depend on.
unsigned first_other_directive(llvm::StringRef text) {
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == llvm::StringRef::npos) end = text.size();
    llvm::StringRef line = text.slice(at, end).ltrim();
    if (line.consume_front("#")) {
      line = line.ltrim();
      const llvm::StringRef name = line.take_while([](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
      const bool allowed = name == "include" || name == "if" || name == "ifdef" || name == "ifndef" || name == "elif" ||
                           name == "else" || name == "endif" ||
                           (name == "pragma" && line.drop_front(name.size()).trim() == "once");
      if (!allowed) return static_cast<unsigned>(at);
    }
    at = end + 1;
  }
  return static_cast<unsigned>(text.size());
}

/// Adds the project files (not system headers) that define a function or a variable that every
/// unit including them would define again: not inline, not a template's, with external linkage.
void defining_files(const clang::DeclContext& context, const clang::SourceManager& sources,
                    std::set<clang::FileID>& files) {
  for (const clang::Decl* decl : context.decls()) {
    const clang::SourceLocation at = sources.getExpansionLoc(decl->getLocation());
    if (at.isInvalid() || sources.isInSystemHeader(at)) continue;
    if (llvm::isa<clang::NamespaceDecl>(decl) || llvm::isa<clang::LinkageSpecDecl>(decl)) {
      defining_files(*llvm::cast<clang::DeclContext>(decl), sources, files);
    } else if (const auto* function = llvm::dyn_cast<clang::FunctionDecl>(decl)) {
      if (function->isThisDeclarationADefinition() && !function->isInlined() && !function->isDependentContext() &&
          function->getTemplatedKind() == clang::FunctionDecl::TK_NonTemplate && function->hasExternalFormalLinkage()) {
        files.insert(sources.getFileID(at));
      }
    } else if (const auto* variable = llvm::dyn_cast<clang::VarDecl>(decl)) {
      if (variable->isThisDeclarationADefinition() == clang::VarDecl::Definition && !variable->isInline() &&
          !variable->isTemplated() && !llvm::isa<clang::VarTemplateSpecializationDecl>(variable) &&
          variable->hasExternalFormalLinkage()) {
        files.insert(sources.getFileID(at));
      }
    }
  }
}

/// The include's file name as the source spelled it ("<vector>", "\"a.h\""), or "" when a macro
/// named it.
llvm::StringRef spelling_at(llvm::StringRef text, unsigned offset) {
  const llvm::StringRef rest = text.drop_front(offset);
  if (rest.startswith("<")) {
    const std::size_t end = rest.find_first_of(">\n");
    return end != llvm::StringRef::npos && rest[end] == '>' ? rest.take_front(end + 1) : llvm::StringRef();
  }
  if (rest.startswith("\"")) {
    const std::size_t end = rest.find('"', 1);
    return end == llvm::StringRef::npos ? llvm::StringRef() : rest.take_front(end + 1);
  }
  return {};
}

}  // namespace

void named_declarations(clang::QualType type, std::vector<clang::SourceLocation>& out) {
  if (type.isNull()) return;
  const clang::Type* canonical = type.getCanonicalType().getTypePtr();
  if (const auto* reference = llvm::dyn_cast<clang::ReferenceType>(canonical)) {
    named_declarations(reference->getPointeeType(), out);
  } else if (const auto* pointer = llvm::dyn_cast<clang::PointerType>(canonical)) {
    named_declarations(pointer->getPointeeType(), out);
  } else if (const auto* member = llvm::dyn_cast<clang::MemberPointerType>(canonical)) {
    named_declarations(clang::QualType(member->getClass(), 0), out);
    named_declarations(member->getPointeeType(), out);
  } else if (const auto* array = llvm::dyn_cast<clang::ArrayType>(canonical)) {
    named_declarations(array->getElementType(), out);
  } else if (const auto* atomic = llvm::dyn_cast<clang::AtomicType>(canonical)) {
    named_declarations(atomic->getValueType(), out);
  } else if (const auto* function = llvm::dyn_cast<clang::FunctionProtoType>(canonical)) {
    named_declarations(function->getReturnType(), out);
    for (const clang::QualType parameter : function->getParamTypes()) named_declarations(parameter, out);
  } else if (const auto* tag = llvm::dyn_cast<clang::TagType>(canonical)) {
    const clang::TagDecl* decl = tag->getDecl();
    if (const clang::TagDecl* definition = decl->getDefinition()) decl = definition;
    if (std::find(out.begin(), out.end(), decl->getLocation()) != out.end()) return;  // seen: a recursive type
    out.push_back(decl->getLocation());
    // A project class's serializer saves its bases and members: what they name must be complete
    // where the code is instantiated as it is here (a pointer to a class the source defines
    // later, say).
    const auto* record = llvm::dyn_cast<clang::CXXRecordDecl>(decl);
    const clang::CXXRecordDecl* definition = record != nullptr ? record->getDefinition() : nullptr;
    if (definition != nullptr && !decl->getASTContext().getSourceManager().isInSystemHeader(decl->getLocation())) {
      member_declarations(*definition, out);
    }
    // A class template's instantiation, or a class nested in one: the template and its arguments.
    for (const clang::DeclContext* scope = decl; scope != nullptr; scope = scope->getParent()) {
      const auto* instance = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(scope);
      if (instance == nullptr) continue;
      out.push_back(instance->getSpecializedTemplate()->getLocation());
      for (const clang::TemplateArgument& argument : instance->getTemplateArgs().asArray()) {
        argument_declarations(argument, out);
      }
    }
  }
}

std::optional<std::size_t> SourcePrelude::needed_for(const std::vector<clang::SourceLocation>& declarations,
                                                     const clang::SourceManager& sources) const {
  std::size_t needed = 0;
  for (const clang::SourceLocation declaration : declarations) {
    const clang::SourceLocation at = sources.getExpansionLoc(declaration);
    if (at.isInvalid()) continue;  // a builtin's implicit declaration
    const clang::FileID file = sources.getFileID(at);
    if (file == sources.getMainFileID()) return std::nullopt;
    const clang::FileID line = main_level(file, sources);
    if (line.isInvalid()) continue;
    const auto it =
        std::find_if(includes.begin(), includes.end(), [&](const Include& each) { return each.file == line; });
    if (it == includes.end()) return std::nullopt;
    needed = std::max(needed, static_cast<std::size_t>(it - includes.begin()) + 1);
  }
  return needed;
}

SourcePrelude source_prelude(clang::ASTContext& context,
                             const std::function<std::string(clang::FileID, llvm::StringRef spelling)>& spelled) {
  const clang::SourceManager& sources = context.getSourceManager();
  const clang::FileID main = sources.getMainFileID();
  const llvm::StringRef text = sources.getBufferData(main);
  const unsigned end = std::min(first_declaration(context), first_other_directive(text));
  // The main file's #include lines, in order, each with the file it entered.
  std::vector<std::pair<unsigned, clang::FileID>> lines;
  for (auto it = sources.fileinfo_begin(); it != sources.fileinfo_end(); ++it) {
    const clang::FileID id = sources.translateFile(it->first);
    if (id.isInvalid() || id == main) continue;
    const clang::SourceLocation at = sources.getIncludeLoc(id);
    if (at.isInvalid() || !at.isFileID() || sources.getFileID(at) != main) continue;
    lines.emplace_back(sources.getFileOffset(at), id);
  }
  std::sort(lines.begin(), lines.end());
  std::set<clang::FileID> defining;
  std::set<clang::FileID> files;
  defining_files(*context.getTranslationUnitDecl(), sources, files);
  for (const clang::FileID file : files) {
    if (const clang::FileID line = main_level(file, sources); line.isValid()) defining.insert(line);
  }
  SourcePrelude prelude;
  for (const auto& [offset, id] : lines) {
    if (offset >= end || defining.count(id) != 0) break;
    const clang::FileEntry* entry = sources.getFileEntryForID(id);
    const bool system = clang::SrcMgr::isSystem(sources.getFileCharacteristic(sources.getLocForStartOfFile(id)));
    if (entry == nullptr || (!system && !standalone_header(entry->getName()))) break;  // a fragment of the source
    std::string line = spelled(id, spelling_at(text, offset));
    if (line.empty()) break;
    prelude.includes.push_back({id, std::move(line)});
  }
  return prelude;
}

}  // namespace recrash::instrument
