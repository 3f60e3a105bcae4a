// SPDX-License-Identifier: MIT
#include "analysis/used_fields.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <algorithm>

namespace recrash::instrument {
namespace {

const clang::Decl* canonical(const clang::RecordDecl* record) {
  return record == nullptr ? nullptr : record->getCanonicalDecl();
}

/// The uses of `this` in one method body.
class ThisUses : public clang::RecursiveASTVisitor<ThisUses> {
 public:
  ThisUses(const clang::CXXRecordDecl& record, UsedFields& uses, std::vector<const clang::CXXMethodDecl*>& callees)
      : record_(canonical(&record)), uses_(uses), callees_(callees) {}

  bool VisitMemberExpr(clang::MemberExpr* expression) {
    const auto* self = llvm::dyn_cast<clang::CXXThisExpr>(expression->getBase()->IgnoreParenImpCasts());
    if (self == nullptr) return true;
    through_member_.insert(self);
    const clang::ValueDecl* member = expression->getMemberDecl();
    if (const auto* field = llvm::dyn_cast<clang::FieldDecl>(member)) {
      if (canonical(field->getParent()) == record_) {
        uses_.fields.insert(field);
      } else {
        all("uses " + field->getQualifiedNameAsString() + ", a member of a base class");
      }
    } else if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(member)) {
      called(*method, expression->hasQualifier());
    }
    return true;
  }
  bool VisitCXXThisExpr(clang::CXXThisExpr* expression) {
    all_this_.push_back(expression);
    return true;
  }
  bool VisitLambdaExpr(clang::LambdaExpr* lambda) {
    for (const clang::LambdaCapture& capture : lambda->captures()) {
      if (capture.getCaptureKind() == clang::LCK_StarThis) all("a lambda copies *this");
    }
    return true;
  }
  /// After the traversal: a `this` not used to name a member is passed on or used whole.
  void finish() {
    for (const clang::CXXThisExpr* self : all_this_) {
      if (through_member_.count(self) == 0) {
        all("uses `this` other than to name a member");
        return;
      }
    }
  }

 private:
  void called(const clang::CXXMethodDecl& method, bool qualified) {
    if (method.isStatic()) return;
    if (method.isVirtual() && !qualified) {
      all("calls virtual " + method.getQualifiedNameAsString() + " on this");
    } else if (canonical(method.getParent()) != record_) {
      all("calls " + method.getQualifiedNameAsString() + ", a method of a base class");
    } else if (const clang::FunctionDecl* definition = nullptr; !method.hasBody(definition)) {
      all("calls " + method.getQualifiedNameAsString() + ", whose body is not in this file");
    } else {
      callees_.push_back(llvm::cast<clang::CXXMethodDecl>(definition));
    }
  }
  void all(std::string why) {
    if (uses_.all) return;
    uses_.all = true;
    uses_.why_all = std::move(why);
  }

  const clang::Decl* record_;
  UsedFields& uses_;
  std::vector<const clang::CXXMethodDecl*>& callees_;
  std::set<const clang::CXXThisExpr*> through_member_;
  std::vector<const clang::CXXThisExpr*> all_this_;
};

}  // namespace

const UsedFieldsAnalysis::Direct& UsedFieldsAnalysis::direct(const clang::CXXMethodDecl& method) {
  auto found = direct_.find(&method);
  if (found != direct_.end()) return found->second;
  Direct result;
  if (method.getBody() == nullptr) {
    result.uses.all = true;
    result.uses.why_all = "no body";
  } else {
    ThisUses visitor(*method.getParent(), result.uses, result.callees);
    visitor.TraverseStmt(method.getBody());
    visitor.finish();
  }
  return direct_.emplace(&method, std::move(result)).first->second;
}

UsedFields UsedFieldsAnalysis::used_by(const clang::CXXMethodDecl& method) {
  UsedFields total;
  std::set<const clang::CXXMethodDecl*> seen{&method};
  std::vector<const clang::CXXMethodDecl*> pending{&method};
  while (!pending.empty() && !total.all) {
    const clang::CXXMethodDecl* next = pending.back();
    pending.pop_back();
    const Direct& uses = direct(*next);
    if (uses.uses.all) {
      total.all = true;
      total.why_all = uses.uses.why_all;
    }
    total.fields.insert(uses.uses.fields.begin(), uses.uses.fields.end());
    for (const clang::CXXMethodDecl* callee : uses.callees) {
      if (seen.insert(callee).second) pending.push_back(callee);
    }
  }
  return total;
}

ReceiverCopy receiver_copy(const clang::CXXMethodDecl& method, const SerializerPlan& plan, const UsedFields& used) {
  const auto whole = [](const std::string& why) { return ReceiverCopy{"", {}, "copied whole (used-fields): " + why}; };
  const clang::CXXRecordDecl& record = *method.getParent();
  if (used.all) return whole(used.why_all);
  if (method.isDependentContext()) return whole("a member of a template");
  if (record.isAbstract()) return whole("an abstract class");
  if (record.isLocalClass() != nullptr || record.getName().empty()) return whole("a local or unnamed class");
  if (!plan.skip_reason.empty()) return whole("its class gets no generated serializer");
  // The class gets its generated serializer only when its braces are its own (add_serializer).
  const clang::SourceRange braces = record.getBraceRange();
  if (braces.isInvalid() || braces.getBegin().isMacroID() || braces.getEnd().isMacroID()) {
    return whole("its class's braces come from a macro");
  }
  for (const CompletedMember& member : plan.completed) {
    if (used.fields.count(member.field) != 0)
      return whole("it uses " + member.name + ", saved where its class is complete");
  }
  const std::size_t items = plan.bases.size() + plan.members.size();
  if (items > 64) return whole("its class has more than 64 bases and members");
  std::string list;
  std::string names;
  std::vector<UsedFieldItem> fields;
  for (std::size_t i = 0; i < plan.members.size(); ++i) {
    const SerializedMember& member = plan.members[i];
    const auto use = std::find_if(used.fields.begin(), used.fields.end(),
                                  [&](const clang::FieldDecl* field) { return field->getName() == member.name; });
    if (use == used.fields.end()) continue;
    // A copy of what a reference refers to would be saved as a different item.
    if (member.use == MemberUse::Referent) return whole("it uses a reference member, " + member.name);
    const bool pointee = member.use == MemberUse::Pointee;
    fields.push_back({plan.bases.size() + i, pointee, *use});
    list += ", ::recrash::" + std::string(pointee ? "pointee_field" : "field") + "<" +
            std::to_string(fields.back().item) + ">(this->" + member.name + ")";
    names += (names.empty() ? "" : ", ") + member.name;
  }
  if (fields.size() == items) return whole("it uses every member that is saved");
  return {"::recrash::used_fields(this" + list + ")", std::move(fields),
          "copied in part (used-fields): " + (names.empty() ? std::string("no member") : names)};
}

}  // namespace recrash::instrument
