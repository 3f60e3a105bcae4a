// SPDX-License-Identifier: MIT
#include "analysis/function_names.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/PrettyPrinter.h>

namespace recrash::instrument {

std::string describe_function(const clang::FunctionDecl& function) {
  clang::PrintingPolicy policy(function.getASTContext().getLangOpts());
  policy.SuppressScope = false;
  policy.AnonymousTagLocations = false;  // "(lambda)", not where it is: reports stay the same anywhere
  std::string text = function.getQualifiedNameAsString() + "(";
  for (unsigned i = 0; i < function.getNumParams(); ++i) {
    text += (i == 0 ? "" : ", ") + function.getParamDecl(i)->getType().getAsString(policy);
  }
  text += ")";
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(&function); method != nullptr && method->isConst()) {
    text += " const";
  }
  return text;
}

}  // namespace recrash::instrument
