// SPDX-License-Identifier: MIT
#include "analysis/immutability_uses.hpp"

#include "analysis/function_names.hpp"
#include "analysis/immutability_types.hpp"

#include <clang/AST/Expr.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/AST/StmtCXX.h>
#include <clang/Basic/SourceManager.h>

#include <map>
#include <set>

namespace recrash::instrument {

const char* mutability_name(Mutability mutability) {
  switch (mutability) {
    case Mutability::Immutable:
      return "immutable";
    case Mutability::Unknown:
      return "unknown";
    case Mutability::Mutable:
      return "mutable";
  }
  return "unknown";
}

namespace {

/// Every mention of a variable, and every `this`, in one function's body and member initializers,
/// lambdas included (their uses are the function's), local classes not (their functions are
/// analysed on their own).
class UseCollector : public clang::RecursiveASTVisitor<UseCollector> {
 public:
  bool shouldVisitImplicitCode() const { return true; }
  bool TraverseCXXRecordDecl(clang::CXXRecordDecl* record) {
    return !record->isLambda() || clang::RecursiveASTVisitor<UseCollector>::TraverseCXXRecordDecl(record);
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr* ref) {
    mentions[ref->getDecl()].push_back(ref);
    return true;
  }
  bool VisitCXXThisExpr(clang::CXXThisExpr* self) {
    thises.push_back(self);
    return true;
  }

  std::map<const clang::ValueDecl*, std::vector<const clang::Expr*>> mentions;
  std::vector<const clang::Expr*> thises;
};

/// A value of this expression still reaches the slot's state: an lvalue of it or of a part of it,
/// a pointer into it, or a copy that shares what it points to (a shared_ptr, an iterator).
/// Dependent expressions are assumed to.
bool keeps_access(const clang::Expr* expr) {
  const clang::QualType type = expr->getType();
  return expr->isGLValue() || type->isDependentType() || type->isPointerType() || type->isReferenceType() ||
         type->isArrayType() || type->isSpecificPlaceholderType(clang::BuiltinType::BoundMember) ||
         (type->isRecordType() && writable_through(type));
}

/// A parameter of this type lets the callee write what the argument reaches: a reference or
/// pointer to something not const, or a value (a const view) that shares writable state.
bool grants_write(clang::QualType type) { return writable_through(type); }

bool in_system_header(const clang::ASTContext& context, const clang::Decl& decl) {
  return context.getSourceManager().isInSystemHeader(context.getSourceManager().getExpansionLoc(decl.getLocation()));
}

bool is_std_move(const clang::FunctionDecl* callee) {
  if (callee == nullptr || !callee->isInStdNamespace() || callee->getIdentifier() == nullptr) return false;
  const llvm::StringRef name = callee->getName();
  return name == "move" || name == "forward";
}

/// An assignment operator (or ++, --): it writes its object whatever its body.
bool assigns(const clang::CXXMethodDecl& method) {
  switch (method.getOverloadedOperator()) {
    case clang::OO_Equal:
    case clang::OO_PlusEqual:
    case clang::OO_MinusEqual:
    case clang::OO_StarEqual:
    case clang::OO_SlashEqual:
    case clang::OO_PercentEqual:
    case clang::OO_CaretEqual:
    case clang::OO_AmpEqual:
    case clang::OO_PipeEqual:
    case clang::OO_LessLessEqual:
    case clang::OO_GreaterGreaterEqual:
    case clang::OO_PlusPlus:
    case clang::OO_MinusMinus:
      return true;
    default:
      return false;
  }
}

/// A non-const method with a const overload of the same name and arity (`operator[]`, `back()`,
/// `data()`): the non-const one only hands out a non-const view, and what it returns is followed.
bool has_const_twin(const clang::CXXMethodDecl& method) {
  for (const clang::NamedDecl* found : method.getParent()->lookup(method.getDeclName())) {
    const auto* other = llvm::dyn_cast<clang::CXXMethodDecl>(found->getUnderlyingDecl());
    if (other != nullptr && other != &method && other->isConst() && other->getNumParams() == method.getNumParams()) {
      return true;
    }
  }
  return false;
}

class UseWalker {
 public:
  UseWalker(clang::ASTContext& context, const UseCollector& uses, const CalleeIndex& callees, LocalFinding& out)
      : context_(context), uses_(uses), callees_(callees), out_(out) {}

  void follow_this() {
    for (const clang::Expr* self : uses_.thises) walk(self);
  }
  void follow_parameter(const clang::ParmVarDecl* parameter) {
    root_ = parameter;
    follow(parameter);
  }

 private:
  void follow(const clang::ValueDecl* variable) {
    if (!followed_.insert(variable).second) return;
    auto found = uses_.mentions.find(variable);
    if (found == uses_.mentions.end()) return;
    for (const clang::Expr* use : found->second) walk(use);
  }

  void walk(const clang::Expr* expr) {
    if (out_.finding.mutability == Mutability::Mutable) return;  // the first mutation is reported
    const clang::DynTypedNodeList parents = context_.getParents(*expr);
    if (parents.empty()) {
      note(Mutability::Unknown, expr->getExprLoc(), "a use the analysis cannot place");
      return;
    }
    for (const clang::DynTypedNode& parent : parents) step(expr, parent);
  }

  void step(const clang::Expr* expr, const clang::DynTypedNode& parent) {
    if (const auto* variable = parent.get<clang::VarDecl>()) {
      initializes(expr, *variable);
    } else if (const auto* init = parent.get<clang::CXXCtorInitializer>()) {
      if (keeps_access(expr)) {
        const clang::FieldDecl* member = init->getMember();
        note(Mutability::Unknown, init->getSourceLocation(),
             "kept in member " + (member != nullptr ? member->getNameAsString() : std::string("of a base")));
      }
    } else if (const auto* outer = parent.get<clang::Expr>()) {
      step_expression(expr, *outer);
    } else if (const auto* range = parent.get<clang::CXXForRangeStmt>()) {
      if (const clang::VarDecl* range_variable =
              range->getRangeStmt() != nullptr
                  ? llvm::dyn_cast_or_null<clang::VarDecl>(range->getRangeStmt()->getSingleDecl())
                  : nullptr) {
        initializes(expr, *range_variable);
      }
    } else if (parent.get<clang::AsmStmt>() != nullptr) {
      note(Mutability::Unknown, expr->getExprLoc(), "used in inline assembly");
    } else if (parent.get<clang::Stmt>() == nullptr) {
      note(Mutability::Unknown, expr->getExprLoc(), "a use the analysis cannot place");
    }
    // Any other statement (return, a condition, a discarded value) only reads: a reference
    // returned is written, if at all, after this call has ended.
  }

  void initializes(const clang::Expr* expr, const clang::VarDecl& variable) {
    if (!keeps_access(expr)) return;
    const clang::QualType type = variable.getType();
    if (const auto* decomposition = llvm::dyn_cast<clang::DecompositionDecl>(&variable)) {
      if (!type->isReferenceType() && !writable_through(type)) return;  // a copy that shares nothing
      for (const clang::BindingDecl* binding : decomposition->bindings()) follow(binding);  // aliases
      return;
    }
    if (!type->isReferenceType() && !type->isPointerType() && !type->isDependentType() &&
        !(type->isRecordType() && writable_through(type))) {
      return;  // a copy that shares nothing writable
    }
    if (!variable.hasLocalStorage()) {
      note(Mutability::Unknown, variable.getLocation(), "kept in static variable " + variable.getNameAsString());
      return;
    }
    if (!type->isReferenceType()) rebindable_.insert(&variable);
    follow(&variable);  // an alias: its uses are the slot's
  }

  /// A local pointer (or a copy sharing pointees: an iterator) that aliases the state, itself
  /// changed (`q = other`, `++q`): the state is not.
  bool rebinds(const clang::Expr* expr) const {
    const auto* ref = llvm::dyn_cast<clang::DeclRefExpr>(expr);
    return ref != nullptr && rebindable_.count(ref->getDecl()) != 0;
  }

  void step_expression(const clang::Expr* expr, const clang::Expr& outer) {
    using namespace clang;
    const SourceLocation where = outer.getExprLoc();
    if (const auto* cast = dyn_cast<CXXConstCastExpr>(&outer)) {
      note(Mutability::Mutable, cast->getBeginLoc(), "const_cast");
    } else if (isa<ParenExpr, CastExpr, ExprWithCleanups, MaterializeTemporaryExpr, CXXBindTemporaryExpr, ConstantExpr,
                   SubstNonTypeTemplateParmExpr>(outer)) {
      if (keeps_access(&outer)) walk(&outer);
    } else if (const auto* member = dyn_cast<MemberExpr>(&outer)) {
      const ValueDecl* named = member->getMemberDecl();
      if (isa<FieldDecl, IndirectFieldDecl, CXXMethodDecl>(named)) walk(&outer);
    } else if (const auto* unary = dyn_cast<UnaryOperator>(&outer)) {
      if (unary->isIncrementDecrementOp()) {
        if (rebinds(expr)) return;
        note(Mutability::Mutable, where, unary->isIncrementOp() ? "incremented" : "decremented");
      } else if (keeps_access(&outer)) {
        walk(&outer);
      }
    } else if (const auto* binary = dyn_cast<BinaryOperator>(&outer)) {
      step_binary(expr, *binary);
    } else if (const auto* subscript = dyn_cast<ArraySubscriptExpr>(&outer)) {
      if (subscript->getBase() == expr) walk(&outer);
    } else if (const auto* conditional = dyn_cast<AbstractConditionalOperator>(&outer)) {
      if (conditional->getCond() != expr && keeps_access(&outer)) walk(&outer);
    } else if (const auto* call = dyn_cast<CallExpr>(&outer)) {
      step_call(expr, *call);
    } else if (const auto* construct = dyn_cast<CXXConstructExpr>(&outer)) {
      constructs(expr, *construct);
    } else if (isa<CXXDeleteExpr>(outer)) {
      note(Mutability::Mutable, where, "deleted");
    } else if (isa<LambdaExpr, UnaryExprOrTypeTraitExpr, CXXTypeidExpr, CXXNoexceptExpr, CXXScalarValueInitExpr>(
                   outer)) {
      // A capture (the lambda's body is walked as part of the function), or not evaluated.
    } else if (keeps_access(expr)) {
      note(Mutability::Unknown, where,
           std::string("used in a ") + outer.getStmtClassName() + " the analysis does not follow");
    }
  }

  /// The state handed to a constructor. A copy (a compiler's or the library's copy constructor) is
  /// followed as an alias when it shares what it points to; a move empties the state.
  void constructs(const clang::Expr* expr, const clang::CXXConstructExpr& construct) {
    const clang::CXXConstructorDecl* constructor = construct.getConstructor();
    const clang::SourceLocation where = construct.getExprLoc();
    if (constructor != nullptr && constructor->isCopyOrMoveConstructor() && construct.getNumArgs() >= 1 &&
        construct.getArg(0) == expr &&
        (constructor->isImplicit() || constructor->isDefaulted() || in_system_header(context_, *constructor))) {
      if (constructor->isMoveConstructor() && !expr->getType()->isScalarType() && !constructor->isTrivial()) {
        note(Mutability::Mutable, where, "moved from (" + describe_function(*constructor) + ")");
      } else if (keeps_access(&construct)) {
        walk(&construct);
      }
      return;
    }
    for (unsigned i = 0; i < construct.getNumArgs(); ++i) {
      if (construct.getArg(i) == expr) argument(expr, constructor, nullptr, i, where);
    }
  }

  void step_binary(const clang::Expr* expr, const clang::BinaryOperator& binary) {
    using namespace clang;
    const SourceLocation where = binary.getOperatorLoc();
    if (binary.isAssignmentOp()) {
      if (binary.getLHS() == expr) {
        if (rebinds(expr)) return;
        note(Mutability::Mutable, where, binary.isCompoundAssignmentOp() ? "compound-assigned" : "assigned");
      } else if (keeps_access(expr)) {
        stored(expr, binary.getLHS(), where);
      }
    } else if (binary.getOpcode() == BO_Comma) {
      if (binary.getRHS() == expr) walk(&binary);
    } else if (binary.isPtrMemOp()) {
      if (binary.getLHS() == expr) walk(&binary);
    } else if (keeps_access(&binary)) {
      walk(&binary);  // pointer arithmetic
    }
  }

  /// A pointer into the state assigned to `target`: a local pointer becomes an alias; anything
  /// else lets the state escape.
  void stored(const clang::Expr* /*expr*/, const clang::Expr* target, clang::SourceLocation where) {
    const auto* ref = llvm::dyn_cast<clang::DeclRefExpr>(target->IgnoreParenImpCasts());
    const auto* variable = ref != nullptr ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
    if (variable != nullptr && variable->hasLocalStorage() && !variable->getType()->isReferenceType()) {
      if (variable != root_) rebindable_.insert(variable);
      follow(variable);
      return;
    }
    note(Mutability::Unknown, where, "its address escapes (stored through an assignment)");
  }

  void step_call(const clang::Expr* expr, const clang::CallExpr& call) {
    using namespace clang;
    const SourceLocation where = call.getExprLoc();
    const Decl* callee_decl = call.getCalleeDecl();
    const auto* callee = dyn_cast_or_null<FunctionDecl>(callee_decl);
    if (const auto* member_call = dyn_cast<CXXMemberCallExpr>(&call);
        member_call != nullptr && call.getCallee() == expr) {
      const auto* member = dyn_cast<MemberExpr>(member_call->getCallee()->IgnoreParens());
      object_call(member_call->getMethodDecl(), member != nullptr && member->hasQualifier(), call, where);
      return;
    }
    if (call.getCallee() == expr) {
      // A function pointer or reference called: its target is not the state. A method that is
      // not a resolved member call (in a template) may be anything.
      if (call.getType()->isDependentType() || expr->getType()->isSpecificPlaceholderType(BuiltinType::BoundMember)) {
        note(Mutability::Unknown, where, "a call the analysis cannot resolve");
      }
      return;
    }
    unsigned first = 0;
    if (const auto* op = dyn_cast<CXXOperatorCallExpr>(&call);
        op != nullptr && isa_and_nonnull<CXXMethodDecl>(callee)) {
      if (call.getArg(0) == expr) {
        if (rebinds(expr) && assigns(*cast<CXXMethodDecl>(callee))) {
          if (keeps_access(&call)) walk(&call);  // a local copy moved on (`++it`): `*++it` still reaches
          return;
        }
        object_call(cast<CXXMethodDecl>(callee), false, call, where);
        return;
      }
      first = 1;  // the other operands are the operator's parameters
    }
    const FunctionProtoType* prototype = nullptr;
    if (callee == nullptr) {
      QualType type = call.getCallee()->getType();
      if (const auto* pointer = type->getAs<PointerType>()) type = pointer->getPointeeType();
      prototype = type->getAs<FunctionProtoType>();
    }
    for (unsigned i = first; i < call.getNumArgs(); ++i) {
      if (call.getArg(i) == expr) argument(expr, callee, prototype, i - first, where);
    }
    if (keeps_access(&call)) walk(&call);  // what it returns may reach the state too
  }

  /// `method` called on the state (nullptr: not resolved, in a template).
  void object_call(const clang::CXXMethodDecl* method, bool qualified, const clang::CallExpr& call,
                   clang::SourceLocation where) {
    if (method == nullptr) {
      note(Mutability::Unknown, where, "a method call the analysis cannot resolve");
      return;
    }
    if (!method->isStatic()) {
      const bool dispatched = method->isVirtual() && !qualified && !method->hasAttr<clang::FinalAttr>() &&
                              !method->getParent()->hasAttr<clang::FinalAttr>();
      const clang::FunctionDecl* body = dispatched ? nullptr : callees_.follow(method);
      const bool library = in_system_header(context_, *method);
      const clang::QualType object = context_.getRecordType(method->getParent());
      if (body != nullptr) {
        hand_over({body, 0}, where, "calls " + describe_function(*body));
      } else if (assigns(*method)) {
        note(Mutability::Mutable, where, "assigned (" + describe_function(*method) + ")");
      } else if (!method->isConst() && !(keeps_access(&call) && has_const_twin(*method))) {
        note(library ? Mutability::Mutable : Mutability::Unknown, where,
             "calls non-const " + describe_function(*method) +
                 (dispatched ? " (virtual)"
                  : library  ? ""
                             : " (no body visible)"));
      } else if (dispatched && method->getParent()->isExternallyVisible()) {
        // Another translation unit may derive from the class, and an override may write a
        // mutable member or a pointee.
        note(Mutability::Unknown, where,
             "calls virtual " + describe_function(*method) + " (overrides may be in other files)");
      } else if (dispatched) {
        for (const clang::FunctionDecl* overrider : callees_.overriders(method)) {
          hand_over({overrider, 0}, where, "calls " + describe_function(*overrider) + " (an override)");
        }
        if (const clang::FunctionDecl* own = callees_.follow(method)) {
          hand_over({own, 0}, where, "calls " + describe_function(*own));
        } else if (!method->isPure()) {
          note(Mutability::Unknown, where, "calls virtual " + describe_function(*method) + " (no body visible)");
        }
      } else if (library ? method->getOverloadedOperator() == clang::OO_Call && writable_through(object)
                         : writable_through(object)) {
        // A const method out of sight may still write a mutable member or a pointee (a const
        // std::function calls what it holds as non-const).
        note(Mutability::Unknown, where,
             "calls const " + describe_function(*method) + (library ? " (a callable it holds)" : " (no body visible)"));
      }
    }
    if (keeps_access(&call)) walk(&call);
  }

  /// The state passed as parameter `index` of `callee` (or of a call through `prototype`).
  void argument(const clang::Expr* expr, const clang::FunctionDecl* callee, const clang::FunctionProtoType* prototype,
                unsigned index, clang::SourceLocation where) {
    if (is_std_move(callee)) {
      note(Mutability::Mutable, where, "std::" + callee->getNameAsString());
      return;
    }
    const clang::FunctionDecl* body = callees_.follow(callee);
    const auto* method = llvm::dyn_cast_or_null<clang::CXXMethodDecl>(callee);
    if (method != nullptr && method->isVirtual()) body = nullptr;  // an override may run instead
    if (body != nullptr && index < body->getNumParams()) {
      hand_over({body, index + 1}, where,
                "passed to " + describe_function(*body) + " as " + body->getParamDecl(index)->getNameAsString());
      return;
    }
    clang::QualType type;
    if (callee != nullptr && index < callee->getNumParams()) {
      type = callee->getParamDecl(index)->getType();
    } else if (prototype != nullptr && index < prototype->getNumParams()) {
      type = prototype->getParamType(index);
    } else if (callee == nullptr && prototype == nullptr) {
      note(Mutability::Unknown, where, "passed to a call the analysis cannot resolve");
      return;
    } else {
      if (grants_write(expr->getType())) note(Mutability::Unknown, where, "passed to a variadic function");
      return;
    }
    if (!grants_write(type)) return;  // a copy, or a const view of code that cannot see a body
    // The standard library is trusted not to write through a const reference or pointer (an
    // iterator compared, a key looked up); a copy it takes may still be written through.
    if (callee != nullptr && in_system_header(context_, *callee) &&
        (type->isReferenceType() || type->isPointerType()) && type->getPointeeType().isConstQualified()) {
      return;
    }
    const std::string name = callee != nullptr ? describe_function(*callee) : std::string("a function pointer");
    note(Mutability::Unknown, where, "passed to " + name + " (no body visible), which can write through it");
  }

  void hand_over(Slot callee, clang::SourceLocation where, const std::string& what) {
    out_.handed_over.push_back({callee, "line " + std::to_string(line(where)) + ": " + what});
  }

  void note(Mutability mutability, clang::SourceLocation where, const std::string& what) {
    if (mutability <= out_.finding.mutability) return;
    out_.finding = {mutability, "line " + std::to_string(line(where)) + ": " + what};
  }

  unsigned line(clang::SourceLocation where) const {
    const clang::SourceManager& sources = context_.getSourceManager();
    return sources.getPresumedLoc(sources.getExpansionLoc(where)).getLine();
  }

  clang::ASTContext& context_;
  const UseCollector& uses_;
  const CalleeIndex& callees_;
  LocalFinding& out_;
  std::set<const clang::ValueDecl*> followed_;
  std::set<const clang::ValueDecl*> rebindable_;  // local pointers and copies aliasing the state
  const clang::ValueDecl* root_ = nullptr;        // the parameter itself
};

}  // namespace

std::vector<LocalFinding> find_local_uses(clang::ASTContext& context, const clang::FunctionDecl& function,
                                          const CalleeIndex& callees) {
  UseCollector uses;
  uses.TraverseStmt(function.getBody());
  if (const auto* constructor = llvm::dyn_cast<clang::CXXConstructorDecl>(&function)) {
    for (const clang::CXXCtorInitializer* init : constructor->inits()) {
      if (init->isWritten()) uses.TraverseStmt(init->getInit());
    }
  }
  std::vector<LocalFinding> findings(function.getNumParams() + 1);
  const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function);
  if (method != nullptr && method->isInstance()) {
    UseWalker walker(context, uses, callees, findings[0]);
    walker.follow_this();
  }
  for (unsigned i = 0; i < function.getNumParams(); ++i) {
    UseWalker walker(context, uses, callees, findings[i + 1]);
    walker.follow_parameter(function.getParamDecl(i));
  }
  return findings;
}

}  // namespace recrash::instrument
