// SPDX-License-Identifier: MIT
// Deciding, for one class of the project, what its instrumented copy needs so that cereal can
// save and load it: which members and bases its generated serializer passes on, which it leaves
// out and why, and whether it gets constructors that load it (for a class that cannot be
// default-constructed, or moved, a test has no other way to make one).
#pragma once

#include <clang/AST/DeclCXX.h>

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace recrash::instrument {

/// How the serializer handles one data member: passed on as it is, the pointee of a raw
/// pointer, or what a reference member refers to.
enum class MemberUse { Field, Pointee, Referent };

struct SerializedMember {
  std::string name;
  MemberUse use = MemberUse::Field;
  /// For a raw pointer to an array whose length the class keeps beside it (`T* _mem; int
  /// _size; int _allocated;`, tinyxml2's DynArray): the members holding how many elements are in
  /// use and how many were allocated ("" when none says), found by their names (count_members).
  std::string count;
  std::string capacity;
};

struct SkippedMember {
  const clang::FieldDecl* field;
  std::string name;  ///< "" for an anonymous struct or union
  std::string reason;
};

/// A member whose type names a class that the class's header only declares (a pointer to the
/// implementation, a reference to a class defined elsewhere).
struct CompletedMember {
  const clang::FieldDecl* field;
  std::string name;
  MemberUse use = MemberUse::Field;
};

struct SerializerPlan {
  std::string skip_reason;  ///< set when the class gets nothing
  std::vector<const clang::CXXBaseSpecifier*> bases;
  std::vector<SerializedMember> members;
  std::vector<SkippedMember> skipped;
  /// Members saved and loaded by the unit that defines `completing_method`, where their classes
  /// are complete: the class declares `recrash_save_completed`, `recrash_load_completed` and its
  /// LoadTag constructor weak, and that unit defines them (the constructor needs the destructors
  /// of members, a `std::unique_ptr<Impl>`'s among them).
  std::vector<CompletedMember> completed;
  const clang::CXXMethodDecl* completing_method = nullptr;
  /// The LoadTag constructors: `explicit C(LoadTag)` (a template taking only a LoadTag) with
  /// these member and base initializers, and the one that loads from an archive.
  bool load_constructors = false;
  std::vector<std::string> base_initializers;  ///< for each base: "(recrash_tag)" or "()"
  std::vector<std::string> initializers;       ///< for members: "name_(recrash_tag)", "count_()", ...
  bool default_constructor = false;            ///< `C() = default;`: adding constructors hides the implicit one
  bool load_and_construct = false;             ///< for cereal's smart pointers, when C has no default constructor
};

/// The member function whose unit completes `record`'s members: the first one it declares that
/// its header does not define (as a key function), else, for a nested class, its enclosing
/// class's; decided from the class alone so that every unit's copy of the header reads the same;
/// null when there is none, or when the class is a template, local, or in an anonymous namespace
/// (nothing outside its unit could name it).
const clang::CXXMethodDecl* completing_method(const clang::CXXRecordDecl& record);

/// Pairs each raw pointer member of `members` with the integer members of `record` that say how
/// many elements it points to: `<pointer>_size`, `<pointer>Count`, `num_<pointer>`, ... or, when
/// it is the class's only raw pointer member and either a capacity member sits beside it or its
/// name is an array's (`data`, `buffer`, `items`, ...), `size`, `count`, `length`, `used` (a
/// `Node* head_` with a `size_` is a list's); and how many were allocated: `capacity`,
/// `allocated`, `<pointer>_capacity`. Names compare without case, leading `m_`, `_` or trailing
/// `_`. A pointer with no such member stays a pointer to one object.
void count_members(const clang::CXXRecordDecl& record, std::vector<SerializedMember>& members);

/// Is `record` a class of the project (a file under the source root)?
using InProject = std::function<bool(const clang::CXXRecordDecl&)>;

class SerializerPlanner {
 public:
  explicit SerializerPlanner(InProject in_project) : in_project_(std::move(in_project)) {}

  /// Notes a function that may be a non-member cereal serializer (serialize, save, load, ...
  /// taking the archive and the object): its class already has one and is left alone.
  void note_function(const clang::FunctionDecl& function);

  /// The plan for a class definition of the project. Decisions are kept: a class whose members
  /// need a LoadTag constructor asks for theirs.
  const SerializerPlan& plan(const clang::CXXRecordDecl& record);

 private:
  SerializerPlan make_plan(const clang::CXXRecordDecl& record);
  /// "" when the constructors can initialize every base and member, else why not; fills
  /// plan.initializers.
  std::string plan_initializers(const clang::CXXRecordDecl& record, SerializerPlan& plan);
  /// "" when a reference member referring to a `referent` can be bound to an object made for
  /// it when loading, else why not.
  std::string referent_reason(clang::QualType referent);
  /// The initializer for a base or member of type `type` ("(recrash_tag)", "()"), or "" when
  /// there is none.
  std::string initializer_for(clang::QualType type, bool for_base);
  /// Will `record` (a definition) have `explicit C(LoadTag)`?
  bool gets_load_constructors(const clang::CXXRecordDecl* record);

  InProject in_project_;
  std::set<const clang::Decl*> own_serializers_;  // canonical classes and class templates
  std::map<const clang::CXXRecordDecl*, SerializerPlan> plans_;
  std::set<const clang::CXXRecordDecl*> planning_;
};

/// Does `record` have a default constructor that is not deleted, and (when `public_only`) is
/// public, or (for a base) at least protected? Judged from its declarations, so that it also
/// answers for templates.
bool default_constructible(const clang::CXXRecordDecl& record, clang::AccessSpecifier least_access);

}  // namespace recrash::instrument
