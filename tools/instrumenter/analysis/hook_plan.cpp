// SPDX-License-Identifier: MIT
#include "analysis/hook_plan.hpp"

#include "analysis/copy_constructors.hpp"
#include "analysis/copyable_classes.hpp"
#include "analysis/faults.hpp"
#include "analysis/incomplete_types.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/Expr.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/AST/Stmt.h>
#include <clang/AST/StmtCXX.h>
#include <clang/AST/TypeLoc.h>
#include <clang/Lex/Lexer.h>

#include <llvm/ADT/STLExtras.h>

#include <array>
#include <set>

namespace recrash::instrument {
namespace {

/// Looks through implicit nodes and copy or move constructions ("return name_;" for a
/// std::string member is a CXXConstructExpr around the member).
const clang::Expr* strip(const clang::Expr* expr) {
  while (expr != nullptr) {
    expr = expr->IgnoreImplicit()->IgnoreParens();
    if (const auto* construct = llvm::dyn_cast<clang::CXXConstructExpr>(expr)) {
      if (construct->getNumArgs() == 1 && construct->getConstructor()->isCopyOrMoveConstructor()) {
        expr = construct->getArg(0);
        continue;
      }
    }
    if (const auto* cleanups = llvm::dyn_cast<clang::ExprWithCleanups>(expr)) {
      expr = cleanups->getSubExpr();
      continue;
    }
    return expr;
  }
  return nullptr;
}

/// A data member of *this: `name_` or `this->name_`.
bool is_own_member(const clang::Expr* expr) {
  const auto* member = llvm::dyn_cast_or_null<clang::MemberExpr>(strip(expr));
  if (member == nullptr || !llvm::isa<clang::FieldDecl>(member->getMemberDecl())) return false;
  return llvm::isa<clang::CXXThisExpr>(member->getBase()->IgnoreParenImpCasts());
}

/// std::move(x) or std::forward<T>(x): the argument, else the expression itself.
const clang::Expr* unwrap_move(const clang::Expr* expr) {
  const auto* call = llvm::dyn_cast_or_null<clang::CallExpr>(expr);
  if (call == nullptr || call->getNumArgs() != 1) return expr;
  const clang::FunctionDecl* callee = call->getDirectCallee();
  if (callee == nullptr || !callee->isInStdNamespace()) return expr;
  const std::string name = callee->getNameAsString();
  return name == "move" || name == "forward" ? strip(call->getArg(0)) : expr;
}

/// What a setter may store: a parameter, a literal, or a moved parameter.
bool is_plain_value(const clang::Expr* expr) {
  expr = unwrap_move(strip(expr));
  if (expr == nullptr) return false;
  if (const auto* ref = llvm::dyn_cast<clang::DeclRefExpr>(expr)) return llvm::isa<clang::ParmVarDecl>(ref->getDecl());
  return llvm::isa<clang::IntegerLiteral, clang::FloatingLiteral, clang::StringLiteral, clang::CharacterLiteral,
                   clang::CXXBoolLiteralExpr, clang::CXXNullPtrLiteralExpr>(expr);
}

bool is_member_assignment(const clang::Stmt* statement) {
  const auto* expr = llvm::dyn_cast<clang::Expr>(statement);
  if (expr == nullptr) return false;
  expr = strip(expr);
  if (const auto* op = llvm::dyn_cast<clang::BinaryOperator>(expr)) {
    return op->getOpcode() == clang::BO_Assign && is_own_member(op->getLHS()) && is_plain_value(op->getRHS());
  }
  if (const auto* call = llvm::dyn_cast<clang::CXXOperatorCallExpr>(expr)) {
    return call->getOperator() == clang::OO_Equal && call->getNumArgs() == 2 && is_own_member(call->getArg(0)) &&
           is_plain_value(call->getArg(1));
  }
  return false;
}

/// A body of one `return` or expression statement that cannot fault by itself: what it does,
/// apart from calls to functions a test can call (whose own hooks, or its caller's, cover them),
/// the optimiser would inline.
bool is_one_safe_statement(const clang::CompoundStmt& body) {
  if (body.size() != 1) return false;
  const clang::Stmt* only = body.body_front();
  if (!llvm::isa<clang::ReturnStmt, clang::Expr>(only)) return false;
  return could_fault(*only).empty();
}

}  // namespace

namespace {

std::size_t statements_in(const clang::Stmt* statement);

/// The statements of a switch's largest case, from its label to the next one: what one call runs
/// of it (a dispatcher's cases are one call each).
std::size_t largest_case(const clang::SwitchStmt& choice) {
  const auto* body = llvm::dyn_cast_or_null<clang::CompoundStmt>(choice.getBody());
  if (body == nullptr) return statements_in(choice.getBody());
  std::size_t largest = 0;
  std::size_t current = 0;
  for (const clang::Stmt* item : body->body()) {
    const clang::Stmt* inner = item;
    if (llvm::isa<clang::SwitchCase>(item)) {
      current = 0;
      while (const auto* label = llvm::dyn_cast_or_null<clang::SwitchCase>(inner)) inner = label->getSubStmt();
    }
    current += statements_in(inner);
    largest = std::max(largest, current);
  }
  return largest;
}

/// The statements in a statement's place (a block's item, a branch, a loop's body): an expression
/// there is one statement, whatever it holds; a switch, its largest case.
std::size_t statements_in(const clang::Stmt* statement) {
  if (statement == nullptr) return 0;
  if (llvm::isa<clang::Expr>(statement)) return 1;
  std::size_t count = 0;
  if (const auto* block = llvm::dyn_cast<clang::CompoundStmt>(statement)) {
    for (const clang::Stmt* item : block->body()) count += statements_in(item);
    return count;
  }
  // Where a statement holds statements that may be bare expressions.
  if (const auto* branch = llvm::dyn_cast<clang::IfStmt>(statement)) {
    return 1 + statements_in(branch->getInit()) + statements_in(branch->getThen()) + statements_in(branch->getElse());
  }
  if (const auto* loop = llvm::dyn_cast<clang::ForStmt>(statement)) {
    return 1 + statements_in(loop->getInit()) + statements_in(loop->getBody());
  }
  if (const auto* loop = llvm::dyn_cast<clang::WhileStmt>(statement)) return 1 + statements_in(loop->getBody());
  if (const auto* loop = llvm::dyn_cast<clang::DoStmt>(statement)) return 1 + statements_in(loop->getBody());
  if (const auto* loop = llvm::dyn_cast<clang::CXXForRangeStmt>(statement)) return 1 + statements_in(loop->getBody());
  if (const auto* choice = llvm::dyn_cast<clang::SwitchStmt>(statement)) return 1 + largest_case(*choice);
  if (const auto* label = llvm::dyn_cast<clang::SwitchCase>(statement)) return 1 + statements_in(label->getSubStmt());
  if (const auto* label = llvm::dyn_cast<clang::LabelStmt>(statement)) return 1 + statements_in(label->getSubStmt());
  // Any other (a declaration, return, switch, try): one, and the statements among its parts.
  count = 1;
  for (const clang::Stmt* child : statement->children()) {
    if (child != nullptr && !llvm::isa<clang::Expr>(child)) count += statements_in(child);
  }
  return count;
}

}  // namespace

std::size_t body_statements(const clang::FunctionDecl& function) {
  const auto* body = llvm::dyn_cast_or_null<clang::CompoundStmt>(function.getBody());
  if (body == nullptr) return 0;
  return statements_in(body);
}

std::string trivial_body_reason(const clang::FunctionDecl& function) {
  const auto* body = llvm::dyn_cast_or_null<clang::CompoundStmt>(function.getBody());
  if (body == nullptr) return "";
  if (body->body_empty()) return "empty body";
  if (body->size() != 1) return never_faults(function) ? "nothing it runs can fault" : "";
  const clang::Stmt* only = body->body_front();
  if (const auto* ret = llvm::dyn_cast<clang::ReturnStmt>(only)) {
    if (ret->getRetValue() != nullptr && is_own_member(ret->getRetValue())) return "returns a member";
  } else if (is_member_assignment(only)) {
    return "assigns a member";
  }
  if (is_one_safe_statement(*body)) return "one statement that cannot fault on its own";
  return never_faults(function) ? "nothing it runs can fault" : "";
}

namespace {

/// Functions recrash itself calls while writing a dump (cereal's serializers, the renderings in
/// operator<<): a hook in them would push frames onto the shadow stack being written.
bool called_by_recrash(const clang::FunctionDecl& function) {
  static constexpr std::array<llvm::StringRef, 6> kCereal = {"serialize",    "save",         "load",
                                                             "save_minimal", "load_minimal", "load_and_construct"};
  const clang::IdentifierInfo* id = function.getIdentifier();
  if (id != nullptr && function.getNumParams() >= 1 && llvm::is_contained(kCereal, id->getName())) {
    // A serializer's first parameter is the archive: a template parameter or a cereal archive
    // type. Config::load(const std::string& path) is the program's own and gets its hook.
    const clang::QualType archive = function.getParamDecl(0)->getType().getNonReferenceType();
    if (archive->isTemplateTypeParmType() || llvm::StringRef(archive.getAsString()).contains("Archive")) return true;
  }
  if (function.getOverloadedOperator() == clang::OO_LessLess && function.getNumParams() >= 1) {
    const clang::QualType stream = function.getParamDecl(0)->getType().getNonReferenceType();
    return llvm::StringRef(stream.getUnqualifiedType().getAsString()).contains("ostream");
  }
  return false;
}

/// True when a name cannot simply follow the type: the parameter's declarator wraps the name
/// (a function pointer "void (*)(int)", an array "int[4]").
bool has_inner_declarator(clang::TypeLoc type) {
  while (!type.isNull()) {
    type = type.getUnqualifiedLoc();
    if (type.getAs<clang::ParenTypeLoc>() || type.getAs<clang::ArrayTypeLoc>() ||
        type.getAs<clang::FunctionTypeLoc>()) {
      return true;
    }
    if (auto pointer = type.getAs<clang::PointerTypeLoc>()) {
      type = pointer.getPointeeLoc();
    } else if (auto reference = type.getAs<clang::ReferenceTypeLoc>()) {
      type = reference.getPointeeLoc();
    } else if (auto member = type.getAs<clang::MemberPointerTypeLoc>()) {
      type = member.getPointeeLoc();
    } else {
      return false;
    }
  }
  return false;
}

/// The reason a hook would be wrong or useless here, or "".
std::string reason_to_skip(const clang::FunctionDecl& function, const clang::SourceManager& sources) {
  if (function.isDeleted()) return "deleted function";
  if (function.isDefaulted()) return "defaulted function";
  if (llvm::isa<clang::CXXDestructorDecl>(function)) return "destructor: a test cannot call one on its own";
  if (function.isConsteval()) return "consteval function: it runs at compile time only";
  if (function.isConstexpr()) return "constexpr function: a hook cannot run in a constant expression";
  if (function.isMain()) return "main(): the program's entry point, which a test cannot call";
  const clang::Stmt* body = function.getBody();
  if (llvm::isa_and_nonnull<clang::CXXTryStmt>(body)) return "function-try-block";
  if (llvm::isa_and_nonnull<clang::CoroutineBodyStmt>(body)) return "coroutine";
  const auto* compound = llvm::dyn_cast_or_null<clang::CompoundStmt>(body);
  if (compound == nullptr) return "no body in the source";
  if (compound->getLBracLoc().isMacroID()) return "the body's opening brace comes from a macro expansion";
  for (const clang::ParmVarDecl* parameter : function.parameters()) {
    if (parameter->isParameterPack() && parameter->getName().empty()) return "unnamed parameter pack";
  }
  if (called_by_recrash(function)) return "recrash calls it while writing a dump (cereal serializer or operator<<)";
  if (!compound->body_empty()) {
    const clang::SourceLocation first = compound->body_front()->getBeginLoc();
    if (first.isMacroID() && clang::Lexer::getImmediateMacroName(first, sources, function.getASTContext().getLangOpts())
                                 .startswith("RECRASH_")) {
      return "already has a hook";
    }
  }
  return "";
}

}  // namespace

namespace {

/// Why a hook at `point` may not hold code that copies a `type` (it would not link, or not
/// compile), or "".
std::string copy_could_not_be_made(clang::QualType type, clang::SourceLocation point,
                                   const clang::SourceManager& sources) {
  if (const std::string uncopied = copy_constructor_not_visible(type, point, sources); !uncopied.empty()) {
    return "the copy constructor of " + uncopied +
           " is not defined here (it may be inline in a header not included), so a copy could not link";
  }
  return copy_would_not_compile(type);
}

/// A va_list parameter (on x86-64 a pointer to the compiler's __va_list_tag, whose attributes
/// g++ warns about in every template it reaches).
bool is_va_list(clang::QualType type, const clang::ASTContext& context) {
  const clang::QualType va_list = context.getBuiltinVaListType();
  if (va_list.isNull()) return false;
  type = type.getNonReferenceType();
  return context.hasSameUnqualifiedType(type, va_list) ||
         (va_list->isArrayType() && context.hasSameUnqualifiedType(type, context.getArrayDecayedType(va_list)));
}

/// A class taken by value (not a template's instantiation, whose members are made only when
/// used) must be complete wherever the function compiles, which is all a hook needs of it: so
/// spdlog's logger_impl.h, included at the end of logger.h after common.h, records its
/// `source_loc source` although it includes no definition of it itself.
bool complete_wherever_it_compiles(clang::QualType type) {
  if (type->isReferenceType() || type->isPointerType() || type->isDependentType()) return false;
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  return record != nullptr && !llvm::isa<clang::ClassTemplateSpecializationDecl>(record);
}

/// Whether `function`'s body may change its by-value parameter `parameter` itself: every use that
/// is not a plain read of its value or an argument for a const reference counts (assigned,
/// incremented, its address taken, a non-const reference bound to it, any use in a template's
/// dependent code).
bool body_may_change(const clang::FunctionDecl& function, const clang::ParmVarDecl& parameter) {
  struct Uses : clang::RecursiveASTVisitor<Uses> {
    const clang::ParmVarDecl* parameter = nullptr;
    std::set<const clang::DeclRefExpr*> references;
    std::set<const clang::DeclRefExpr*> reads;
    bool shouldVisitLambdaBody() const { return true; }
    bool VisitDeclRefExpr(clang::DeclRefExpr* reference) {
      if (reference->getDecl() == parameter) references.insert(reference);
      return true;
    }
    bool VisitImplicitCastExpr(clang::ImplicitCastExpr* cast) {
      if (cast->getCastKind() == clang::CK_LValueToRValue) count_read(cast->getSubExpr());
      return true;
    }
    bool VisitCallExpr(clang::CallExpr* call) {
      const auto* callee = llvm::dyn_cast_or_null<clang::FunctionDecl>(call->getCalleeDecl());
      if (callee == nullptr) return true;
      // An operator that is a member takes its object as the first argument.
      const unsigned skipped =
          llvm::isa<clang::CXXOperatorCallExpr>(call) && llvm::isa<clang::CXXMethodDecl>(callee) ? 1 : 0;
      for (unsigned i = skipped; i < call->getNumArgs() && i - skipped < callee->getNumParams(); ++i) {
        if (binds_const_reference(*callee->getParamDecl(i - skipped))) count_read(call->getArg(i));
      }
      return true;
    }
    bool VisitCXXConstructExpr(clang::CXXConstructExpr* construct) {
      const clang::CXXConstructorDecl* constructor = construct->getConstructor();
      for (unsigned i = 0; i < construct->getNumArgs() && i < constructor->getNumParams(); ++i) {
        if (binds_const_reference(*constructor->getParamDecl(i))) count_read(construct->getArg(i));
      }
      return true;
    }
    static bool binds_const_reference(const clang::ParmVarDecl& callee_parameter) {
      const clang::QualType type = callee_parameter.getType();
      return type->isLValueReferenceType() && type.getNonReferenceType().isConstQualified();
    }
    /// `use` reads the parameter (implicit casts aside: a const reference binds through a NoOp one;
    /// `c ? n : limit` reads whichever branch it takes).
    void count_read(const clang::Expr* use) {
      use = use->IgnoreParenImpCasts();
      if (const auto* conditional = llvm::dyn_cast<clang::AbstractConditionalOperator>(use)) {
        count_read(conditional->getTrueExpr());
        count_read(conditional->getFalseExpr());
        return;
      }
      const auto* read = llvm::dyn_cast<clang::DeclRefExpr>(use);
      if (read != nullptr && read->getDecl() == parameter) reads.insert(read);
    }
  } uses;
  uses.parameter = &parameter;
  uses.TraverseStmt(function.getBody());
  return uses.references.size() > uses.reads.size();
}

}  // namespace

const char* hook_macro(HookKind kind) {
  switch (kind) {
    case HookKind::Function:
      return "RECRASH_FUNCTION";
    case HookKind::Method:
      return "RECRASH_METHOD";
    case HookKind::StaticMethod:
      return "RECRASH_STATIC_METHOD";
    case HookKind::Constructor:
      return "RECRASH_CONSTRUCTOR";
  }
  return "RECRASH_FUNCTION";
}

HookPlan plan_hook(const clang::FunctionDecl& function, const clang::SourceManager& sources, bool monitor_trivial) {
  HookPlan plan;
  plan.skip_reason = reason_to_skip(function, sources);
  if (!plan.skip_reason.empty()) return plan;
  if (!monitor_trivial) {
    if (std::string trivial = trivial_body_reason(function); !trivial.empty()) {
      plan.skip_reason = "trivial (" + trivial + "); --monitor-trivial hooks it";
      return plan;
    }
  }
  if (llvm::isa<clang::CXXConstructorDecl>(function)) {
    plan.kind = HookKind::Constructor;
  } else if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function)) {
    plan.kind = method->isStatic() ? HookKind::StaticMethod : HookKind::Method;
  }
  const clang::SourceLocation point = completion_point(function);
  if (plan.kind == HookKind::Method) {
    plan.uncopied_receiver =
        copy_could_not_be_made(llvm::cast<clang::CXXMethodDecl>(function).getThisObjectType(), point, sources);
  }
  for (unsigned i = 0; i < function.getNumParams(); ++i) {
    const clang::ParmVarDecl* parameter = function.getParamDecl(i);
    std::string wrapper;
    if (!complete_wherever_it_compiles(parameter->getType()) &&
        names_incomplete_class(parameter->getType(), point, sources)) {
      wrapper = "::recrash::not_recorded";
      plan.notes.push_back(
          {parameter, "not recorded (recrash::not_recorded): its type names a class only declared here"});
    } else if (is_va_list(parameter->getType(), function.getASTContext())) {
      wrapper = "::recrash::not_recorded";
      plan.notes.push_back({parameter, "not recorded (recrash::not_recorded): a va_list holds no value of its own"});
    } else if (std::string why = copy_could_not_be_made(parameter->getType(), point, sources); !why.empty()) {
      wrapper = "::recrash::uncopied";
      plan.notes.push_back(
          {parameter, "never copy-constructed (recrash::uncopied; RECRASH_COPY=copy saves it at entry): " + why});
    } else if (parameter->getType()->isScalarType() && body_may_change(function, *parameter)) {
      // A pointer moved along its input, a counter counted down: the call was made with the value
      // it had at entry, which the variable no longer holds at the crash. A copy is a few bytes.
      wrapper = "::recrash::by_copy";
    }
    // A pack is listed expanded, so each of its arguments is a value of the frame.
    const char* expansion = parameter->isParameterPack() ? "..." : "";
    const auto argument = [&wrapper, expansion](const std::string& name) {
      return (wrapper.empty() ? name : wrapper + "(" + name + ")") + expansion;
    };
    if (!parameter->getName().empty()) {
      plan.names.push_back(parameter->getNameAsString());
      plan.arguments.push_back(argument(parameter->getNameAsString()));
      continue;
    }
    const clang::TypeSourceInfo* written = parameter->getTypeSourceInfo();
    if (written == nullptr || written->getTypeLoc().getEndLoc().isMacroID()) {
      plan.skip_reason = "unnamed parameter written by a macro";
      return plan;
    }
    if (has_inner_declarator(written->getTypeLoc())) {
      plan.skip_reason = "unnamed parameter of a function pointer or array type";
      return plan;
    }
    std::string name = "recrash_unnamed_" + std::to_string(i);
    plan.names.push_back(name);
    plan.arguments.push_back(argument(name));
    plan.names_to_add.push_back({parameter, std::move(name)});
  }
  return plan;
}

namespace {

// An uncopyable class keeps its receiver by address even where only some members are used: a
// used member may be what cannot be copied.
bool plan_uses_fields(const HookPlan& plan) {
  return plan.kind == HookKind::Method && !plan.immutable_receiver && plan.uncopied_receiver.empty() &&
         !plan.used_fields_receiver.empty();
}

}  // namespace

const char* plan_macro(const HookPlan& plan) {
  if (plan.kind == HookKind::Method && plan.immutable_receiver) return "RECRASH_METHOD_IMMUTABLE_THIS";
  if (plan.kind == HookKind::Method && !plan.uncopied_receiver.empty()) return "RECRASH_METHOD_UNCOPIED_THIS";
  if (plan_uses_fields(plan)) return "RECRASH_METHOD_USED_FIELDS";
  return hook_macro(plan.kind);
}

std::string hook_statement(const HookPlan& plan) {
  std::string text = std::string(plan_macro(plan)) + "(";
  if (plan_uses_fields(plan)) {
    // The arguments follow, or an empty one (a variadic macro needs one in C++17).
    text += plan.used_fields_receiver + (plan.arguments.empty() ? ", " : "");
  }
  const bool after_receiver = text.back() != '(' && !plan.arguments.empty();
  for (std::size_t i = 0; i < plan.arguments.size(); ++i) {
    text += (i == 0 && !after_receiver ? "" : ", ") + plan.arguments[i];
  }
  return text + ");";
}

}  // namespace recrash::instrument
