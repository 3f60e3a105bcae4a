// SPDX-License-Identifier: MIT
#include "rewriting/twin.hpp"

#include "analysis/copy_constructors.hpp"
#include "analysis/copyable_classes.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/Expr.h>
#include <clang/AST/QualTypeNames.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/Builtins.h>
#include <clang/Basic/CharInfo.h>
#include <clang/Lex/Lexer.h>

#include <string_view>

namespace recrash::instrument {
namespace {

/// What in a body would behave differently once the body is there twice, the second time inside
/// a lambda.
class DuplicationHazards : public clang::RecursiveASTVisitor<DuplicationHazards> {
 public:
  bool VisitVarDecl(clang::VarDecl* variable) {
    if (variable->isStaticLocal() || variable->getTLSKind() != clang::VarDecl::TLS_None) {
      reason = "its static local variable '" + variable->getNameAsString() + "' would be duplicated";
    }
    return reason.empty();
  }
  bool VisitPredefinedExpr(clang::PredefinedExpr*) {
    reason = "it names itself (__func__, __PRETTY_FUNCTION__ or assert()), which a lambda would rename";
    return false;
  }
  bool VisitCallExpr(clang::CallExpr* call) {
    const unsigned builtin = call->getBuiltinCallee();
    if (builtin == clang::Builtin::BI__builtin_return_address || builtin == clang::Builtin::BI__builtin_frame_address ||
        builtin == clang::Builtin::BI__builtin_va_start) {
      reason = "it reads its own stack frame or variadic arguments";
    }
    return reason.empty();
  }

  std::string reason;
};

/// The return type as written. Its source range leaves out the cv-qualifiers written before it
/// (qualifiers have no locations): "const std::string&" starts at "std::string", so the words
/// const and volatile just before it are taken back in.
std::string return_type_text(const clang::FunctionDecl& function, const clang::SourceManager& sources) {
  const clang::SourceRange range = function.getReturnTypeSourceRange();
  if (range.isInvalid() || range.getBegin().isMacroID() || range.getEnd().isMacroID()) return "";
  // A declarator written inside the return type ("int (*pick(int which))(int)") has no text of
  // its own for the type.
  const clang::SourceLocation name = function.getLocation();
  if (!sources.isBeforeInTranslationUnit(name, range.getBegin()) &&
      !sources.isBeforeInTranslationUnit(range.getEnd(), name)) {
    return "";
  }
  const clang::LangOptions& language = function.getASTContext().getLangOpts();
  std::string text = clang::Lexer::getSourceText(clang::CharSourceRange::getTokenRange(range), sources, language).str();
  const clang::FileID file = sources.getFileID(range.getBegin());
  const llvm::StringRef buffer = sources.getBufferData(file);
  std::size_t begin = sources.getFileOffset(range.getBegin());
  while (true) {
    const llvm::StringRef before = buffer.take_front(begin).rtrim();
    const std::size_t word_start = before.find_last_not_of("abcdefghijklmnopqrstuvwxyz_") + 1;
    const llvm::StringRef word = before.substr(word_start);
    if (word != "const" && word != "volatile") break;
    text = word.str() + " " + text;
    begin = word_start;
  }
  return text;
}

/// Whether a word of `text` names something of `function`'s class other than a type: inside the
/// body it would name that, not the type (yaml-cpp's `Mark Node::Mark() const`).
bool names_a_member(const clang::FunctionDecl& function, const std::string& text) {
  const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
  if (method == nullptr) return false;
  const clang::CXXRecordDecl* record = method->getParent();
  clang::IdentifierTable& identifiers = function.getASTContext().Idents;
  for (std::size_t i = 0; i < text.size();) {
    if (!clang::isAsciiIdentifierStart(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && clang::isAsciiIdentifierContinue(text[end])) ++end;
    const bool qualified = i >= 2 && text.compare(i - 2, 2, "::") == 0;
    if (!qualified) {
      for (const clang::NamedDecl* found : record->lookup(&identifiers.get(text.substr(i, end - i)))) {
        if (!llvm::isa<clang::TypeDecl>(found) && !llvm::isa<clang::ClassTemplateDecl>(found)) return true;
      }
    }
    i = end;
  }
  return false;
}

/// The type of a parameter as its declaration writes it ("const node_view& "), or "" where that
/// text is not the type's alone: a macro, a pack, an array or function declarator around the name.
std::string written_type(const clang::ParmVarDecl& parameter, const clang::SourceManager& sources) {
  const clang::TypeSourceInfo* info = parameter.getTypeSourceInfo();
  const clang::SourceLocation begin = parameter.getBeginLoc();
  const clang::SourceLocation name = parameter.getLocation();
  if (info == nullptr || parameter.isParameterPack() || parameter.getOriginalType()->isArrayType() ||
      parameter.getOriginalType()->isFunctionType() || begin.isMacroID() || name.isMacroID() ||
      info->getTypeLoc().getEndLoc().isMacroID() || sources.getFileID(begin) != sources.getFileID(name) ||
      !sources.isBeforeInTranslationUnit(begin, name) ||
      !sources.isBeforeInTranslationUnit(info->getTypeLoc().getEndLoc(), name)) {
    return "";
  }
  return clang::Lexer::getSourceText(clang::CharSourceRange::getCharRange(begin, name), sources,
                                     parameter.getASTContext().getLangOpts())
      .rtrim()
      .str();
}

/// A scalar parameter taken by value is passed to the twin by value (it stays in a register); any
/// other by reference, so the twin works on the entry's own object. Its type is decltype(name),
/// except where it depends on a template parameter: a decltype is never the current instantiation,
/// and the copy of the body would need `template` before a member template of its own class
/// (toml++'s `lhs.as<table>()` in a friend of node_view<T>); there it is the type as written,
/// unless it is an rvalue reference (`String&& path` binds no lvalue; decltype(path)& collapses).
std::string twin_parameter(const clang::ParmVarDecl& parameter, const std::string& name,
                           const clang::SourceManager& sources) {
  const clang::QualType type = parameter.getType();
  const bool by_value = !type->isReferenceType() && type->isScalarType();
  // Not an rvalue reference: inside the twin the entry's parameter is an lvalue.
  std::string written =
      type->isDependentType() && !type->isRValueReferenceType() ? written_type(parameter, sources) : "";
  // A pack's twin parameter is a pack too: `decltype(args)&... args`, each a reference.
  if (parameter.isParameterPack()) return "decltype(" + name + ")&... " + name;
  if (written.empty()) return "decltype(" + name + ")" + (by_value ? " " : "& ") + name;
  return written + (type->isReferenceType() || by_value ? " " : "& ") + name;
}

/// Why a re-entering twin cannot hand `parameter` on to the call it makes, or "". A parameter
/// taken by value is copied for that call (the entry's own object is the one the hook recorded),
/// so its type must be known to copy.
std::string not_handed_on(const clang::ParmVarDecl& parameter, const clang::SourceManager& sources) {
  const clang::QualType type = parameter.getType();
  if (type->isReferenceType() || type->isScalarType()) return "";
  const std::string name = "parameter '" + parameter.getNameAsString() + "'";
  if (type->isDependentType()) return name + " is taken by value with a type that depends on a template parameter";
  if (std::string what = why_not_copyable(type); !what.empty()) return name + " is taken by value and is " + what;
  if (std::string uncopied = copy_constructor_not_visible(type, parameter.getLocation(), sources); !uncopied.empty()) {
    return name + " is taken by value and copying it needs a copy constructor of " + uncopied +
           " that this unit does not define";
  }
  return "";
}

/// The return statements of one function's own body, not those of the lambdas, blocks and local
/// classes in it, that return one of its by-value parameters of class type by name.
class ReturnedParameters : public clang::RecursiveASTVisitor<ReturnedParameters> {
 public:
  explicit ReturnedParameters(const clang::FunctionDecl& function) : function_(function) {}

  bool TraverseLambdaExpr(clang::LambdaExpr*) { return true; }
  bool TraverseBlockExpr(clang::BlockExpr*) { return true; }
  bool TraverseCXXRecordDecl(clang::CXXRecordDecl*) { return true; }
  bool VisitReturnStmt(clang::ReturnStmt* statement) {
    const clang::Expr* value = statement->getRetValue();
    if (value == nullptr) return true;
    const auto* name = llvm::dyn_cast<clang::DeclRefExpr>(value->IgnoreUnlessSpelledInSource()->IgnoreParens());
    if (name == nullptr || name->getBeginLoc().isMacroID()) return true;
    const auto* parameter = llvm::dyn_cast<clang::ParmVarDecl>(name->getDecl());
    // Passed to the twin by reference (twin_parameter): neither a reference nor a scalar.
    if (parameter == nullptr || parameter->getDeclContext() != &function_ || parameter->getType()->isReferenceType() ||
        parameter->getType()->isScalarType() || parameter->getType().isVolatileQualified()) {
      return true;
    }
    ranges.push_back(name->getSourceRange());
    return true;
  }

  std::vector<clang::SourceRange> ranges;

 private:
  const clang::FunctionDecl& function_;
};

}  // namespace

std::vector<clang::SourceRange> returned_parameters(const clang::FunctionDecl& function) {
  ReturnedParameters visitor(function);
  visitor.TraverseStmt(function.getBody());
  return visitor.ranges;
}

std::string reentry_callee(const clang::FunctionDecl& function, const HookPlan& plan,
                           const clang::SourceManager& sources, std::string& reason) {
  reason.clear();
  const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
  if (llvm::isa<clang::CXXConstructorDecl>(function)) {
    reason = "a constructor cannot be called again on its object";
  } else if (llvm::isa<clang::CXXConversionDecl>(function)) {
    reason = "the name of a conversion function is a type";
  } else if (function.isVariadic()) {
    reason = "C variadic arguments cannot be handed on";
  } else if (function.getDescribedFunctionTemplate() != nullptr || function.isFunctionTemplateSpecialization()) {
    reason = "a function template: a call could deduce other template arguments";
  } else if (plan.names.size() != function.getNumParams()) {
    reason = "a parameter has no name";
  } else if (function.getReturnType()->getContainedDeducedType() != nullptr) {
    reason = "its return type is deduced from its body";
  } else if (method != nullptr && method->getRefQualifier() != clang::RQ_None) {
    reason = "it is &- or &&-qualified";
  } else if (method != nullptr && method->getParent()->getName().empty()) {
    reason = "its class has no name";
  }
  std::string name = function.getNameAsString();
  const std::string record = method != nullptr ? method->getParent()->getName().str() : "";
  for (unsigned i = 0; i < function.getNumParams() && reason.empty(); ++i) {
    const clang::ParmVarDecl& parameter = *function.getParamDecl(i);
    if (parameter.getName() == name || (!record.empty() && parameter.getName() == record)) {
      reason = "parameter '" + parameter.getNameAsString() + "' hides the name the twin would call";
    } else {
      reason = not_handed_on(parameter, sources);
    }
  }
  if (!reason.empty()) return "";
  if (method != nullptr && method->isInstance()) return "this->" + record + "::" + name;
  if (method != nullptr) return record + "::" + name;
  // A free function is named in parentheses, so that argument-dependent lookup finds no other;
  // a friend defined in its class is found only by that lookup.
  if (function.getFriendObjectKind() != clang::Decl::FOK_None) return name;
  return "(" + name + ")";
}

std::string single_body_reason(const clang::FunctionDecl& function, const HookPlan& plan,
                               const clang::SourceManager& sources, std::string& return_type) {
  return_type.clear();
  if (function.isVariadic()) return "C variadic arguments cannot be handed on";
  // Destructors get no hook at all (hook_plan.cpp).
  if (llvm::isa<clang::CXXConversionDecl>(function)) return "a conversion function: its return type is its name";
  if (plan.names.size() != function.getNumParams()) return "a parameter has no name";
  if (function.getReturnType()->getContainedDeducedType() != nullptr) {
    return "its return type is deduced from its body";
  }
  if (!llvm::isa<clang::CXXConstructorDecl>(function)) {
    return_type = return_type_text(function, sources);
    if (return_type.empty()) return "its return type has no text of its own (written around its name, or by a macro)";
    if (names_a_member(function, return_type)) {
      // Spelled from the global namespace instead, where nothing of the class hides it.
      clang::PrintingPolicy policy(function.getASTContext().getLangOpts());
      return_type = clang::TypeName::getFullyQualifiedName(function.getReturnType(), function.getASTContext(), policy,
                                                           /*WithGlobalNsPrefix=*/true);
      if (return_type.find('(') != std::string::npos) {
        return "its return type names a member of its class, and has no name outside it";
      }
    }
  }
  DuplicationHazards hazards;
  hazards.TraverseStmt(function.getBody());
  return hazards.reason;
}

std::string twin_text(const clang::FunctionDecl& function, const HookPlan& plan, const TwinForm& form, unsigned id,
                      const std::string& body, unsigned first_line) {
  static constexpr char kKinds[][14] = {"FUNCTION", "METHOD", "STATIC_METHOD", "CONSTRUCTOR"};
  const std::string number = std::to_string(id);
  const clang::SourceManager& sources = function.getASTContext().getSourceManager();
  const bool reentry = !form.callee.empty();
  std::string arguments;
  std::string parameters = reentry ? "::recrash::detail::Reentry" : "";
  std::string forwarded = reentry ? "{}" : "";
  std::string handed;  // by a re-entering twin to its call
  for (std::size_t i = 0; i < plan.names.size(); ++i) {
    const char* comma = i == 0 ? "" : ", ";
    const char* after = reentry || i != 0 ? ", " : "";
    const clang::ParmVarDecl& parameter = *function.getParamDecl(static_cast<unsigned>(i));
    arguments += comma + plan.arguments[i];
    parameters += after + twin_parameter(parameter, plan.names[i], sources);
    forwarded += after + plan.names[i] + (parameter.isParameterPack() ? "..." : "");
    handed += comma + (parameter.getType()->isRValueReferenceType() ? "::recrash::detail::rvalue(" + plan.names[i] + ")"
                                                                    : plan.names[i]);
  }
  // The hook, as hook_statement() writes it, with the twin's macro and the entry's id first.
  static constexpr std::string_view kPrefix = "RECRASH_";
  std::string hook = hook_statement(plan);
  const std::size_t open = hook.find('(');
  hook = "RECRASH_TWIN_" + hook.substr(kPrefix.size(), open - kPrefix.size()) + "(" + number + ", " +
         hook.substr(open + 1);

  const bool constructor = plan.kind == HookKind::Constructor;
  std::string lambda = "[&](" + parameters + ") RECRASH_TWIN_ATTRIBUTES ";
  if (reentry) {
    lambda += "-> decltype(auto) { " + hook + " RECRASH_REENTER(" + number + "); return " + form.callee + "(" + handed +
              "); }";
  } else {
    lambda += (constructor ? "" : "-> " + form.return_type + " ") + "{ " + hook + "\n#line " +
              std::to_string(first_line) + "\n" + body + "}";
  }
  lambda += "(" + forwarded + ")";
  // RECRASH_ENTRY ... RECRASH_TWIN_END keep g++'s -Wshadow quiet: the twin's parameters have the
  // entry's names on purpose, so that the copy of the body reads them.
  std::string text = " RECRASH_ENTRY(" + number + ", " + kKinds[static_cast<int>(plan.kind)] + ", " + arguments + ") ";
  if (constructor) {
    text += "{ " + lambda + "; return; }";
  } else if (function.isNoReturn()) {
    text += "{ " + lambda + "; __builtin_unreachable(); }";  // a return would warn, and the twin does not return
  } else {
    text += "return " + lambda + ";";
  }
  text += " RECRASH_TWIN_END";
  return text + "\n#line " + std::to_string(first_line) + "\n";
}

}  // namespace recrash::instrument
