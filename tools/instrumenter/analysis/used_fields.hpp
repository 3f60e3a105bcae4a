// SPDX-License-Identifier: MIT
// Used fields (ReCrash §4.1.2.1): which data members of its class a method, and the methods it
// calls on `this`, read or write, so that its hook copies those members only. A method whose
// uses cannot all be seen (a virtual call on `this`, a call whose body is in another file, a use
// of a base class's members, `this` passed on or dereferenced whole) uses all of them.
#pragma once

#include "analysis/hook_plan.hpp"
#include "serializers/serializer_plan.hpp"

#include <clang/AST/DeclCXX.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace recrash::instrument {

struct UsedFields {
  bool all = false;
  std::string why_all;  ///< what made it all, for a reader of the analysis
  std::set<const clang::FieldDecl*> fields;
};

class UsedFieldsAnalysis {
 public:
  /// The members of `method`'s class that it and what it calls on `this` use.
  UsedFields used_by(const clang::CXXMethodDecl& method);

 private:
  struct Direct {
    UsedFields uses;
    std::vector<const clang::CXXMethodDecl*> callees;  ///< the class's own methods called on `this`
  };
  const Direct& direct(const clang::CXXMethodDecl& method);

  std::map<const clang::CXXMethodDecl*, Direct> direct_;
};

/// What a method's hook copies of its receiver.
struct ReceiverCopy {
  /// The receiver expression of a RECRASH_METHOD_USED_FIELDS hook ("::recrash::used_fields(this,
  /// ::recrash::field<1>(this->balance_))"), or "" when the whole receiver is to be copied.
  std::string used_fields;
  std::vector<UsedFieldItem> fields;  ///< the members it copies, as listed in `used_fields`
  /// For the report: "copied in part (used-fields): balance_, history_", or "copied whole
  /// (used-fields): <why>".
  std::string description;
};

/// What `method`'s hook copies of its receiver, whose class's serializer is `plan`: the members
/// it uses, or all of them when it uses all that are saved, when its uses cannot all be seen, or
/// when its class does not allow a partial copy (a template, an abstract class, > 64 items).
ReceiverCopy receiver_copy(const clang::CXXMethodDecl& method, const SerializerPlan& plan, const UsedFields& used);

}  // namespace recrash::instrument
