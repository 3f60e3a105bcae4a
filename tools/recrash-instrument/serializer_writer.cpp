// SPDX-License-Identifier: MIT
#include "serializer_writer.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/TypeLoc.h>
#include <clang/Lex/Lexer.h>

namespace recrash::instrument {
namespace {

/// A base as the source spells it (so that a dependent or unqualified name reads as written),
/// or as Clang prints it when a macro wrote it.
std::string base_spelling(const clang::CXXBaseSpecifier& base, const clang::SourceManager& sources,
                          const clang::LangOptions& language) {
  if (const clang::TypeSourceInfo* written = base.getTypeSourceInfo()) {
    const clang::SourceRange range = written->getTypeLoc().getSourceRange();
    if (range.isValid() && range.getBegin().isFileID() && range.getEnd().isFileID()) {
      const llvm::StringRef text =
          clang::Lexer::getSourceText(clang::CharSourceRange::getTokenRange(range), sources, language);
      if (!text.empty()) return text.str();
    }
  }
  return base.getType().getAsString();
}

/// Whether naming the base outside a base-specifier needs `typename`: a member of a dependent
/// class (`Choose<C>::template Apply<A, B>`, `Select<C>::Type`), which a base list names as a
/// type implicitly and a cast must not.
bool needs_typename(const clang::CXXBaseSpecifier& base) {
  const clang::Type* type = base.getType().getTypePtr();
  if (const auto* elaborated = llvm::dyn_cast<clang::ElaboratedType>(type)) type = elaborated->getNamedType().getTypePtr();
  return llvm::isa<clang::DependentNameType>(type) || llvm::isa<clang::DependentTemplateSpecializationType>(type);
}

/// The project's line width: a longer constructor gets one initializer a line.
constexpr std::size_t kLineWidth = 120;

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
  return text;
}

}  // namespace

std::string serializer_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const clang::SourceManager& sources, const clang::LangOptions& language,
                            const std::string& indent) {
  const std::string name = record.getNameAsString();
  const std::string access = indent.empty() ? "" : indent.substr(1);
  std::vector<std::string> bases;
  for (const clang::CXXBaseSpecifier* base : plan.bases) bases.push_back(base_spelling(*base, sources, language));
  // A pack of bases (`struct Overloaded : Ts...`) is initialized and saved one base at a time.
  auto expanded = [&](std::size_t i) { return plan.bases[i]->isPackExpansion() ? "..." : ""; };

  std::string text = "\n" + indent + "// Added by recrash-instrument: what cereal needs to save this class into a dump\n";
  text += indent + "// and to load it in a test.\n";
  if (plan.load_constructors) {
    text += access + "public:\n";
    if (plan.default_constructor) text += indent + name + "() = default;\n";
    std::vector<std::string> initializers;
    for (std::size_t i = 0; i < bases.size(); ++i) initializers.push_back(bases[i] + plan.base_initializers[i] + expanded(i));
    initializers.insert(initializers.end(), plan.initializers.begin(), plan.initializers.end());
    const std::string list = join(initializers, ", ");
    const bool uses_tag = list.find("recrash_tag") != std::string::npos;
    text += indent + "template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>\n";
    // By lvalue reference: a constructor template of the class taking a forwarding reference
    // (toml++'s `utf8_reader(U&& source, String&& path = {})`) is then less specialized, not equal.
    // noexcept: nothing destroys the members made when a later one throws, so a test that loads
    // the class needs no member's destructor, which a shared library may not export (tinyxml2's
    // StrPair, before its DynArray members).
    const std::string head =
        indent + "explicit " + name + "(RecrashTag&" + (uses_tag ? " recrash_tag)" : ")") + " noexcept";
    if (list.empty()) {
      text += head + " {}\n";
    } else if (head.size() + list.size() + 6 <= kLineWidth) {
      text += head + " : " + list + " {}\n";
    } else {
      text += head + "\n" + indent + "    : " + join(initializers, ",\n" + indent + "      ") + " {}\n";
    }
    text += indent + "template <class RecrashArchive>\n";
    text += indent + name + "(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : " + name +
            "(recrash_tag) {\n";
    text += indent + "  recrash_archive(*this);\n";
    text += indent + "}\n\n";
  }
  text += access + "private:\n";
  text += indent + "friend class ::cereal::access;\n";
  text += indent + "template <class RecrashArchive>\n";
  text += indent + "void serialize(RecrashArchive& recrash_archive) {\n";
  const std::string body = indent + "  ";
  text += body + "::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);\n";
  for (std::size_t i = 0; i < bases.size(); ++i) {
    const std::string type = (needs_typename(*plan.bases[i]) ? "typename " : "") + bases[i];
    const std::string call = "::recrash::generated::base(recrash_archive, static_cast<" + type + "*>(this))";
    text += body + (plan.bases[i]->isPackExpansion() ? "(" + call + ", ...)" : call) + ";\n";
  }
  for (const SerializedMember& member : plan.members) {
    const char* helper = member.use == MemberUse::Pointee    ? "pointee"
                         : member.use == MemberUse::Referent ? "referent"
                                                             : "field";
    text += body + "::recrash::generated::" + helper + "(recrash_archive, " + member.name + ");\n";
  }
  for (const SkippedMember& skipped : plan.skipped) {
    text += body + "// Not saved: " + (skipped.name.empty() ? "" : skipped.name + ", ") + skipped.reason + ".\n";
  }
  text += indent + "}\n";
  if (plan.load_and_construct) {
    text += indent + "template <class RecrashArchive>\n";
    text += indent + "static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<" + name +
            ">& recrash_construct) {\n";
    text += body + "recrash_construct(::recrash::LoadTag{}, recrash_archive);\n";
    text += indent + "}\n";
  }
  return text;
}

void insert_serializer(clang::Rewriter& rewriter, const clang::CXXRecordDecl& record, const SerializerPlan& plan) {
  const clang::SourceManager& sources = rewriter.getSourceMgr();
  const clang::SourceLocation closing = record.getBraceRange().getEnd();
  const llvm::StringRef buffer = sources.getBufferData(sources.getFileID(closing));
  const unsigned offset = sources.getFileOffset(closing);
  const std::size_t line_start = buffer.rfind('\n', offset) == llvm::StringRef::npos ? 0 : buffer.rfind('\n', offset) + 1;
  const llvm::StringRef before = buffer.slice(line_start, offset);
  const llvm::StringRef closing_indent = before.take_while([](char c) { return c == ' ' || c == '\t'; });
  const std::string indent = closing_indent.str() + "  ";
  // The lines go in before the brace's line, which a #line keeps numbered as the original's.
  const std::string text = serializer_text(record, plan, sources, rewriter.getLangOpts(), indent) + "#line " +
                           std::to_string(sources.getPresumedLoc(closing).getLine()) + "\n";
  if (closing_indent.size() == before.size()) {
    // The brace starts its line: the lines go in above it.
    rewriter.InsertTextBefore(closing.getLocWithOffset(-static_cast<int>(before.size())), text);
  } else {
    rewriter.InsertTextBefore(closing, text + closing_indent.str());
  }
}

bool insert_typedef_serializer(clang::Rewriter& rewriter, const clang::TypedefNameDecl& alias,
                               const SerializerPlan& plan) {
  if (!alias.getDeclContext()->getRedeclContext()->isFileContext()) return false;
  const clang::SourceManager& sources = rewriter.getSourceMgr();
  const clang::SourceLocation after = clang::Lexer::findLocationAfterToken(
      alias.getEndLoc(), clang::tok::semi, sources, rewriter.getLangOpts(), /*SkipTrailingWhitespaceAndNewLine=*/false);
  if (after.isInvalid() || after.isMacroID()) return false;
  const std::string name = alias.getNameAsString();
  // extern "C++": a C header declares its types inside extern "C" when compiled as C++.
  std::string text = "\n// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load\n";
  text += "// it in a test.\n";
  text += "extern \"C++\" template <class RecrashArchive>\n";
  text += "void serialize(RecrashArchive& recrash_archive, " + name + "& recrash_value) {\n";
  text += "  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);\n";
  for (const SerializedMember& member : plan.members) {
    const char* helper = member.use == MemberUse::Pointee    ? "pointee"
                         : member.use == MemberUse::Referent ? "referent"
                                                             : "field";
    text += std::string("  ::recrash::generated::") + helper + "(recrash_archive, recrash_value." + member.name + ");\n";
  }
  for (const SkippedMember& skipped : plan.skipped) {
    text += "  // Not saved: " + (skipped.name.empty() ? "" : skipped.name + ", ") + skipped.reason + ".\n";
  }
  text += "}\n#line " + std::to_string(sources.getPresumedLoc(alias.getEndLoc()).getLine()) + "\n";
  rewriter.InsertTextAfter(after, text);
  return true;
}

}  // namespace recrash::instrument
