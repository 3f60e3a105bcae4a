// SPDX-License-Identifier: MIT
#include "analysis/faults.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/Expr.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/StmtCXX.h>

#include <llvm/ADT/STLExtras.h>
#include <llvm/ADT/SmallPtrSet.h>

namespace recrash::instrument {
namespace {

/// Whether `expr` reads memory through something other than `this`: a raw pointer dereferenced
/// (`*p`, `p->x`, `p[i]`), or an overloaded unary `*`, `->` or `[]` (a smart pointer, an
/// iterator, a container's element).
bool goes_through_pointer(const clang::Expr& expr) {
  if (const auto* unary = llvm::dyn_cast<clang::UnaryOperator>(&expr)) return unary->getOpcode() == clang::UO_Deref;
  if (llvm::isa<clang::ArraySubscriptExpr>(expr)) return true;
  if (const auto* member = llvm::dyn_cast<clang::MemberExpr>(&expr)) {
    return member->isArrow() && !llvm::isa<clang::CXXThisExpr>(member->getBase()->IgnoreParenImpCasts());
  }
  // The same in a template, where the member depends on a template parameter
  // (`default_logger()->log(fmt, args...)`): an implicit `this` has no base.
  if (const auto* member = llvm::dyn_cast<clang::CXXDependentScopeMemberExpr>(&expr)) {
    return member->isArrow() && !member->isImplicitAccess() &&
           !llvm::isa<clang::CXXThisExpr>(member->getBase()->IgnoreParenImpCasts());
  }
  if (const auto* member = llvm::dyn_cast<clang::UnresolvedMemberExpr>(&expr)) {
    return member->isArrow() && !member->isImplicitAccess() &&
           !llvm::isa<clang::CXXThisExpr>(member->getBase()->IgnoreParenImpCasts());
  }
  if (const auto* call = llvm::dyn_cast<clang::CXXOperatorCallExpr>(&expr)) {
    // An overloaded `*` of two operands multiplies (a vector by a scalar): only the unary one
    // dereferences.
    const clang::OverloadedOperatorKind op = call->getOperator();
    return (op == clang::OO_Star && call->getNumArgs() == 1) || op == clang::OO_Arrow || op == clang::OO_Subscript;
  }
  return false;
}

/// The expression a default argument or default member initialiser stands for, which is not among
/// its use's children, or null when `statement` is neither.
const clang::Expr* default_value(const clang::Stmt& statement) {
  if (const auto* argument = llvm::dyn_cast<clang::CXXDefaultArgExpr>(&statement)) return argument->getExpr();
  if (const auto* init = llvm::dyn_cast<clang::CXXDefaultInitExpr>(&statement)) return init->getExpr();
  return nullptr;
}

/// How many calls deep never_faults() looks.
constexpr int kCallDepth = 4;

using Path = llvm::SmallPtrSet<const clang::FunctionDecl*, 8>;

bool runs_nothing_that_faults(const clang::FunctionDecl& function, Path& path, int depth);
bool is_fault_free(const clang::Stmt& statement, Path& path, int depth);

/// A function this code calls, constructs or destroys with: trivial, or nothing it runs faults.
bool callee_never_faults(const clang::FunctionDecl* callee, Path& path, int depth) {
  if (callee == nullptr) return false;  // through a pointer
  if (callee->isTrivial()) return true;
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(callee); method != nullptr && method->isVirtual()) {
    return false;  // any override may run
  }
  return runs_nothing_that_faults(*callee, path, depth + 1);
}

/// Whether what `statement` calls, constructs with or destroys with never faults; `statement`
/// itself is could_fault()'s.
bool calls_never_fault(const clang::Stmt& statement, Path& path, int depth) {
  if (llvm::isa<clang::CXXNewExpr, clang::CXXDeleteExpr>(statement)) return false;
  // In a template, what a type-dependent expression runs is known only once it is instantiated
  // (an overloaded operator, a constructor, a range-for's iterator calls).
  if (const auto* expr = llvm::dyn_cast<clang::Expr>(&statement); expr != nullptr && expr->isTypeDependent()) {
    return false;
  }
  if (const clang::Expr* value = default_value(statement)) return is_fault_free(*value, path, depth);
  if (const auto* call = llvm::dyn_cast<clang::CallExpr>(&statement)) {
    if (!callee_never_faults(call->getDirectCallee(), path, depth)) return false;
  } else if (const auto* construct = llvm::dyn_cast<clang::CXXConstructExpr>(&statement)) {
    if (!callee_never_faults(construct->getConstructor(), path, depth)) return false;
  } else if (const auto* temporary = llvm::dyn_cast<clang::CXXBindTemporaryExpr>(&statement)) {
    if (!callee_never_faults(temporary->getTemporary()->getDestructor(), path, depth)) return false;
  } else if (const auto* declaration = llvm::dyn_cast<clang::DeclStmt>(&statement)) {
    for (const clang::Decl* decl : declaration->decls()) {
      const auto* variable = llvm::dyn_cast<clang::VarDecl>(decl);
      if (variable == nullptr) continue;
      const clang::CXXRecordDecl* type = variable->getType()->getAsCXXRecordDecl();
      if (type != nullptr && type->hasDefinition() && !type->hasTrivialDestructor() &&
          !callee_never_faults(type->getDestructor(), path, depth)) {
        return false;
      }
    }
  }
  return llvm::all_of(statement.children(), [&](const clang::Stmt* child) {
    return child == nullptr || calls_never_fault(*child, path, depth);
  });
}

/// Whether neither `statement` nor anything it calls can fault.
bool is_fault_free(const clang::Stmt& statement, Path& path, int depth) {
  return could_fault(statement).empty() && calls_never_fault(statement, path, depth);
}

bool runs_nothing_that_faults(const clang::FunctionDecl& function, Path& path, int depth) {
  if (function.getBuiltinID() != 0) {
    // A builtin faults only through the memory it is given (strlen, memcpy), or by ending the
    // program (abort, caught by could_fault as a call that does not return).
    return llvm::none_of(function.parameters(), [](const clang::ParmVarDecl* parameter) {
      return parameter->getType()->isPointerType() || parameter->getType()->isReferenceType();
    });
  }
  if (depth > kCallDepth || function.isDefaulted()) return false;
  const clang::FunctionDecl* definition = function.getDefinition();
  if (definition == nullptr) return false;
  const auto* body = llvm::dyn_cast_or_null<clang::CompoundStmt>(definition->getBody());
  if (body == nullptr || !path.insert(definition).second) return false;  // no body, or recursion
  bool fault_free = is_fault_free(*body, path, depth);
  if (const auto* constructor = llvm::dyn_cast<clang::CXXConstructorDecl>(definition); fault_free && constructor) {
    fault_free = llvm::all_of(constructor->inits(), [&](const clang::CXXCtorInitializer* init) {
      const clang::Expr* value = init->getInit();
      return value == nullptr || is_fault_free(*value, path, depth);
    });
  }
  path.erase(definition);
  return fault_free;
}

}  // namespace

std::string could_fault(const clang::Stmt& statement) {
  if (const clang::Expr* value = default_value(statement)) return could_fault(*value);
  if (const auto* expr = llvm::dyn_cast<clang::Expr>(&statement)) {
    if (goes_through_pointer(*expr)) return "reads through a pointer";
  }
  if (const auto* op = llvm::dyn_cast<clang::BinaryOperator>(&statement)) {
    const clang::BinaryOperatorKind kind = op->getOpcode();
    // A floating-point division by zero gives an infinity or a NaN, not a signal.
    const bool integral = !op->getType()->isRealFloatingType();
    if (integral && (kind == clang::BO_Div || kind == clang::BO_Rem || kind == clang::BO_DivAssign ||
                     kind == clang::BO_RemAssign)) {
      return "divides";
    }
  }
  if (const auto* call = llvm::dyn_cast<clang::CXXOperatorCallExpr>(&statement)) {
    const clang::OverloadedOperatorKind op = call->getOperator();
    if (op == clang::OO_Slash || op == clang::OO_Percent || op == clang::OO_SlashEqual ||
        op == clang::OO_PercentEqual) {
      return "divides";
    }
  }
  if (llvm::isa<clang::CXXThrowExpr, clang::CXXDynamicCastExpr, clang::CXXTypeidExpr>(statement))
    return "may throw itself";
  if (const auto* call = llvm::dyn_cast<clang::CallExpr>(&statement)) {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    // A callee no test can name (a static function, one in an unnamed namespace) has frames that
    // cannot be replayed: its caller's frame is the one a test can call.
    if (callee != nullptr && !callee->isExternallyVisible()) return "calls a function with internal linkage";
    // An assertion's failure (`assert`, a library's own assert macro), abort(), exit(), a
    // function declared [[noreturn]] that throws: the crash is here, and its frame is the one to keep.
    if (callee != nullptr && callee->isNoReturn()) return "calls a function that does not return";
  }
  if (llvm::isa<clang::LambdaExpr, clang::StmtExpr, clang::GCCAsmStmt>(statement)) {
    return "holds code of its own";
  }
  for (const clang::Stmt* child : statement.children()) {
    if (child == nullptr) continue;
    if (std::string reason = could_fault(*child); !reason.empty()) return reason;
  }
  return "";
}

bool never_faults(const clang::FunctionDecl& function) {
  Path path;
  return runs_nothing_that_faults(function, path, 0);
}

}  // namespace recrash::instrument
