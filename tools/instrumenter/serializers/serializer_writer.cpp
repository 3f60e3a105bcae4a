// SPDX-License-Identifier: MIT
#include "serializers/serializer_writer.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/TypeLoc.h>
#include <clang/Lex/Lexer.h>

#include <llvm/ADT/STLExtras.h>

#include <algorithm>

namespace recrash::instrument {
namespace {

/// The statement that saves and loads one member of the object `prefix` names ("" for the
/// class's own serializer, "recrash_value." for one outside it).
std::string member_call(const SerializedMember& member, const std::string& prefix) {
  const std::string name = prefix + member.name;
  if (member.use == MemberUse::Pointee && !member.count.empty()) {
    return "::recrash::generated::elements(recrash_archive, " + name + ", " + prefix + member.count +
           (member.capacity.empty() ? "" : ", " + prefix + member.capacity) + ");";
  }
  const char* helper = member.use == MemberUse::Pointee    ? "pointee"
                       : member.use == MemberUse::Referent ? "referent"
                                                           : "field";
  return std::string("::recrash::generated::") + helper + "(recrash_archive, " + name + ");";
}

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
  if (const auto* elaborated = llvm::dyn_cast<clang::ElaboratedType>(type))
    type = elaborated->getNamedType().getTypePtr();
  return llvm::isa<clang::DependentNameType>(type) || llvm::isa<clang::DependentTemplateSpecializationType>(type);
}

/// The project's line width: a longer constructor gets one initializer a line.
constexpr std::size_t kLineWidth = 120;

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
  return text;
}

/// The base and member initializers of the LoadTag constructor, as the class's scope reads them.
std::vector<std::string> tag_initializers(const SerializerPlan& plan, const std::vector<std::string>& bases) {
  std::vector<std::string> initializers;
  for (std::size_t i = 0; i < bases.size(); ++i) {
    // A pack of bases (`struct Overloaded : Ts...`) is initialized one base at a time.
    initializers.push_back(bases[i] + plan.base_initializers[i] + (plan.bases[i]->isPackExpansion() ? "..." : ""));
  }
  initializers.insert(initializers.end(), plan.initializers.begin(), plan.initializers.end());
  return initializers;
}

/// `head` followed by the initializer list and an empty body, one initializer a line when long.
std::string constructor_text(const std::string& head, const std::vector<std::string>& initializers,
                             const std::string& indent) {
  const std::string list = join(initializers, ", ");
  if (list.empty()) return head + " {}\n";
  if (head.size() + list.size() + 6 <= kLineWidth) return head + " : " + list + " {}\n";
  return head + "\n" + indent + "    : " + join(initializers, ",\n" + indent + "      ") + " {}\n";
}

/// What `completing` names: the unit that defines the method that saves the class's completed
/// members, or "" when it has none.
std::string completing_unit(const clang::CXXRecordDecl& record, const SerializerPlan& plan) {
  // An enclosing class's method, for a nested class without one of its own: named with its class.
  const clang::CXXMethodDecl* method = plan.completing_method;
  if (plan.completed.empty() || method == nullptr) return "";
  const bool own_method = method->getParent()->getCanonicalDecl() == record.getCanonicalDecl();
  return "the unit that defines " + (own_method ? method->getNameAsString() : method->getQualifiedNameAsString()) +
         "()";
}

/// The statements of the class's serialize(), each indented by `body`.
std::string serialize_statements(const SerializerPlan& plan, const std::vector<std::string>& bases,
                                 const std::string& completing, const std::string& body) {
  std::string text = body + "::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);\n";
  for (std::size_t i = 0; i < bases.size(); ++i) {
    const std::string type = (needs_typename(*plan.bases[i]) ? "typename " : "") + bases[i];
    const std::string call = "::recrash::generated::base(recrash_archive, static_cast<" + type + "*>(this))";
    text += body + (plan.bases[i]->isPackExpansion() ? "(" + call + ", ...)" : call) + ";\n";
  }
  for (const SerializedMember& member : plan.members) text += body + member_call(member, "") + "\n";
  if (!plan.completed.empty()) {
    std::vector<std::string> names;
    for (const CompletedMember& member : plan.completed) names.push_back(member.name);
    text += body + "// Saved by " + completing + ": " + join(names, ", ") + ".\n";
    text +=
        body +
        "::recrash::generated::completed(recrash_archive, *this, &recrash_save_completed, &recrash_load_completed);\n";
  }
  for (const SkippedMember& skipped : plan.skipped) {
    text += body + "// Not saved: " + (skipped.name.empty() ? "" : skipped.name + ", ") + skipped.reason + ".\n";
  }
  return text;
}

std::vector<std::string> base_spellings(const SerializerPlan& plan, const clang::SourceManager& sources,
                                        const clang::LangOptions& language) {
  std::vector<std::string> bases;
  for (const clang::CXXBaseSpecifier* base : plan.bases) bases.push_back(base_spelling(*base, sources, language));
  return bases;
}

/// Where a header class's serializer is defined outside the class: at the end of the line of the
/// `;` that ends the outermost class it is written in, named from the namespace there. None (`after`
/// invalid) for a class that cannot be named so: in a template, a function, an unnamed namespace
/// or class, or C linkage (a template there would have it), or whose outermost class's `};` is
/// followed on its line by more than a comment.
struct OutOfLinePlace {
  clang::SourceLocation after;  ///< the end of the `;`'s line
  unsigned line = 0;            ///< the `;`'s line
  std::string scoped_name;      ///< "Outer::Inner", as the namespace around Outer names the class
};

OutOfLinePlace out_of_line_place(const clang::CXXRecordDecl& record, const clang::SourceManager& sources,
                                 const clang::LangOptions& language) {
  if (record.isDependentContext() || record.isInAnonymousNamespace() || record.isExternCContext()) return {};
  // The definition goes after the outermost class the record is written in (itself, for a nested
  // class defined after its class: `struct Outer::Inner { ... };`), where it is complete.
  const clang::CXXRecordDecl* outermost = &record;
  for (const clang::DeclContext* lexical = record.getLexicalDeclContext(); !lexical->isFileContext();
       lexical = lexical->getLexicalParent()) {
    outermost = llvm::dyn_cast<clang::CXXRecordDecl>(lexical);
    if (outermost == nullptr) return {};
  }
  // Named from the namespace that holds it: "Outer::Inner".
  std::string scoped_name;
  const clang::DeclContext* holder = &record;
  for (; !holder->isFileContext(); holder = holder->getParent()) {
    const auto* named = llvm::dyn_cast<clang::CXXRecordDecl>(holder);
    if (named == nullptr || named->getIdentifier() == nullptr ||
        llvm::isa<clang::ClassTemplateSpecializationDecl>(named))
      return {};
    scoped_name = named->getName().str() + (scoped_name.empty() ? "" : "::" + scoped_name);
  }
  if (!holder->Equals(outermost->getLexicalDeclContext())) return {};
  const clang::SourceLocation closing = outermost->getBraceRange().getEnd();
  if (closing.isInvalid() || closing.isMacroID()) return {};
  const clang::SourceLocation after = clang::Lexer::findLocationAfterToken(closing, clang::tok::semi, sources, language,
                                                                           /*SkipTrailingWhitespaceAndNewLine=*/false);
  if (after.isInvalid() || after.isMacroID()) return {};
  const llvm::StringRef buffer = sources.getBufferData(sources.getFileID(after));
  const unsigned offset = sources.getFileOffset(after);
  const std::size_t line_end = std::min<std::size_t>(buffer.find('\n', offset), buffer.size());
  const llvm::StringRef rest = buffer.slice(offset, line_end).trim();
  // A block comment or more code after the `;` would hold the definition, or split the line.
  if (!rest.empty() && (!rest.startswith("//") || rest.endswith("\\"))) return {};
  return {after.getLocWithOffset(static_cast<int>(line_end - offset)), sources.getPresumedLoc(after).getLine(),
          scoped_name};
}

}  // namespace

std::string serializer_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const clang::SourceManager& sources, const clang::LangOptions& language,
                            const std::string& indent, bool out_of_line) {
  const std::string name = record.getNameAsString();
  const std::string access = indent.empty() ? "" : indent.substr(1);
  const std::vector<std::string> bases = base_spellings(plan, sources, language);

  std::string text =
      "\n" + indent + "// Added by recrash-instrument: what cereal needs to save this class into a dump\n";
  text += indent + "// and to load it in a test.\n";
  const std::string completing = completing_unit(record, plan);
  // Weak: a program or test that does not link that unit saves the class without them. Public
  // with load constructors: a test checks that they are linked before it calls the weak one.
  const auto completing_functions = [&] {
    text += indent + "// Defined by " + completing + ", where the classes of these members are complete.\n";
    text +=
        indent + "[[gnu::weak]] static void recrash_save_completed(::recrash::OutputArchive&, const " + name + "&);\n";
    text += indent + "[[gnu::weak]] static void recrash_load_completed(::recrash::InputArchive&, " + name + "&);\n";
  };
  if (plan.load_constructors) {
    text += access + "public:\n";
    if (plan.default_constructor) text += indent + name + "() = default;\n";
    if (!completing.empty()) {
      // Its initializers need the destructors of members whose classes only that unit completes.
      // Weak, as the functions below: a program that does not link that unit still builds.
      text += indent + "// Defined by " + completing + ".\n";
      text += indent + "[[gnu::weak]] explicit " + name + "(::recrash::LoadTag&) noexcept;\n";
      completing_functions();
    } else {
      const std::vector<std::string> initializers = tag_initializers(plan, bases);
      const bool uses_tag = join(initializers, ",").find("recrash_tag") != std::string::npos;
      text += indent + "template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>\n";
      // By lvalue reference: a constructor template of the class taking a forwarding reference
      // (toml++'s `utf8_reader(U&& source, String&& path = {})`) is then less specialized, not
      // equal. noexcept: nothing destroys the members made when a later one throws, so a test
      // that loads the class needs no member's destructor, which a shared library may not export
      // (tinyxml2's StrPair, before its DynArray members).
      text += constructor_text(
          indent + "explicit " + name + "(RecrashTag&" + (uses_tag ? " recrash_tag)" : ")") + " noexcept", initializers,
          indent);
    }
    // With a weak constructor, a test checks first that the unit defining it is linked.
    const std::string tag =
        completing.empty() ? "recrash_tag" : "::recrash::detail::linked_tag(recrash_tag, &recrash_load_completed)";
    text += indent + "template <class RecrashArchive>\n";
    text += indent + name + "(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : " + name + "(" + tag +
            ") {\n";
    text += indent + "  recrash_archive(*this);\n";
    text += indent + "}\n\n";
  }
  text += access + "private:\n";
  text += indent + "friend class ::cereal::access;\n";
  if (!completing.empty() && !plan.load_constructors) completing_functions();
  text += indent + "template <class RecrashArchive>\n";
  if (out_of_line) {
    text += indent + "void serialize(RecrashArchive& recrash_archive);  // defined after the class\n";
  } else {
    text += indent + "void serialize(RecrashArchive& recrash_archive) {\n";
    text += serialize_statements(plan, bases, completing, indent + "  ");
    text += indent + "}\n";
  }
  if (plan.load_and_construct) {
    text += indent + "template <class RecrashArchive>\n";
    text += indent + "static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<" + name +
            ">& recrash_construct) {\n";
    text += indent + "  recrash_construct(::recrash::LoadTag{}, recrash_archive);\n";
    text += indent + "}\n";
  }
  return text;
}

std::string insert_serializer(clang::Rewriter& rewriter, const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                              bool outside) {
  const clang::SourceManager& sources = rewriter.getSourceMgr();
  const clang::LangOptions& language = rewriter.getLangOpts();
  const OutOfLinePlace place = outside ? out_of_line_place(record, sources, language) : OutOfLinePlace{};
  const bool out_of_line = place.after.isValid();
  const clang::SourceLocation closing = record.getBraceRange().getEnd();
  const llvm::StringRef buffer = sources.getBufferData(sources.getFileID(closing));
  const unsigned offset = sources.getFileOffset(closing);
  const std::size_t line_start =
      buffer.rfind('\n', offset) == llvm::StringRef::npos ? 0 : buffer.rfind('\n', offset) + 1;
  const llvm::StringRef before = buffer.slice(line_start, offset);
  const llvm::StringRef closing_indent = before.take_while([](char c) { return c == ' ' || c == '\t'; });
  const std::string indent = closing_indent.str() + "  ";
  // The lines go in before the brace's line, which a #line keeps numbered as the original's.
  const std::string text = serializer_text(record, plan, sources, language, indent, out_of_line) + "#line " +
                           std::to_string(sources.getPresumedLoc(closing).getLine()) + "\n";
  if (closing_indent.size() == before.size()) {
    // The brace starts its line: the lines go in above it.
    rewriter.InsertTextBefore(closing.getLocWithOffset(-static_cast<int>(before.size())), text);
  } else {
    rewriter.InsertTextBefore(closing, text + closing_indent.str());
  }
  if (!out_of_line) return "";
  // At the end of the `;`'s line: the next line is numbered as the original's again.
  std::string definition = "\n// Added by recrash-instrument: " + place.scoped_name +
                           "'s serializer, outside the class so that one unit\n"
                           "// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).\n";
  definition += "template <class RecrashArchive>\n";
  definition += "void " + place.scoped_name + "::serialize(RecrashArchive& recrash_archive) {\n";
  definition +=
      serialize_statements(plan, base_spellings(plan, sources, language), completing_unit(record, plan), "  ");
  definition += "}\n#line " + std::to_string(place.line + 1);
  rewriter.InsertTextAfter(place.after, definition);
  return "::" + record.getQualifiedNameAsString();
}

std::string completion_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const std::vector<const CompletedMember*>& here, const clang::SourceManager& sources,
                            const clang::LangOptions& language) {
  const std::string name = record.getNameAsString();
  const std::string scope = record.getQualifiedNameAsString() + "::";
  std::string text = "\n// Added by recrash-instrument: the members of " + record.getQualifiedNameAsString() +
                     " whose classes its header only\n// declares, saved into a dump and loaded in a test here, "
                     "where they are complete.\n";
  // A member held by value whose class is not complete here either (a std::unique_ptr<Impl>) could
  // not be destroyed by the constructor: none is defined, and a test cannot load the class.
  const bool constructible =
      std::none_of(plan.completed.begin(), plan.completed.end(), [&](const CompletedMember& member) {
        return member.use == MemberUse::Field && !llvm::is_contained(here, &member);
      });
  if (plan.load_constructors && constructible) {
    std::vector<std::string> initializers = tag_initializers(plan, base_spellings(plan, sources, language));
    for (const CompletedMember& member : plan.completed) {
      if (member.use != MemberUse::Referent || llvm::is_contained(here, &member)) continue;
      // Its class is not complete here either: nothing can be made for it.
      for (std::string& initializer : initializers) {
        if (initializer.rfind(member.name + "(", 0) == 0) {
          initializer = member.name + "(::recrash::generated::stand_in<decltype(" + member.name + ")>())";
        }
      }
    }
    const bool uses_tag = join(initializers, ",").find("recrash_tag") != std::string::npos;
    text += constructor_text(scope + name + "(::recrash::LoadTag&" + (uses_tag ? " recrash_tag)" : ")") + " noexcept",
                             initializers, "");
  }
  if (here.empty()) return text;
  auto calls = [&] {
    std::string lines;
    for (const CompletedMember* member : here) {
      const char* helper = member->use == MemberUse::Pointee    ? "pointee"
                           : member->use == MemberUse::Referent ? "referent"
                                                                : "field";
      lines +=
          std::string("  ::recrash::generated::") + helper + "(recrash_archive, recrash_value." + member->name + ");\n";
    }
    return lines;
  };
  text += "void " + scope + "recrash_save_completed(::recrash::OutputArchive& recrash_archive, const " + name +
          "& recrash_object) {\n";
  text += "  " + name + "& recrash_value = const_cast<" + name + "&>(recrash_object);  // only read\n";
  text += calls() + "}\n";
  text += "void " + scope + "recrash_load_completed(::recrash::InputArchive& recrash_archive, " + name +
          "& recrash_value) {\n";
  text += calls() + "}\n";
  return text;
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
  std::string text =
      "\n// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load\n";
  text += "// it in a test.\n";
  text += "extern \"C++\" template <class RecrashArchive>\n";
  text += "void serialize(RecrashArchive& recrash_archive, " + name + "& recrash_value) {\n";
  text += "  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);\n";
  for (const SerializedMember& member : plan.members) text += "  " + member_call(member, "recrash_value.") + "\n";
  for (const SkippedMember& skipped : plan.skipped) {
    text += "  // Not saved: " + (skipped.name.empty() ? "" : skipped.name + ", ") + skipped.reason + ".\n";
  }
  text += "}\n#line " + std::to_string(sources.getPresumedLoc(alias.getEndLoc()).getLine()) + "\n";
  rewriter.InsertTextAfter(after, text);
  return true;
}

}  // namespace recrash::instrument
