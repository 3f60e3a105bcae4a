// Instrumented by recrash-instrument from ledger.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/ledger.hpp"
#pragma once

#include <string>
#include <vector>

namespace ledger {

struct Audit {
  int entries = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 10
};
// Added by recrash-instrument: Audit's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Audit::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, entries);
}
#line 11

class Entity {
 public:
  virtual ~Entity() = default;
  virtual void describe(std::string& out) const;

 protected:
  int revision_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Entity() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Entity(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Entity(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Entity(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 19
};
// Added by recrash-instrument: Entity's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Entity::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, revision_);
}
#line 20

class Account : public Entity {
 public:
  Account(std::string owner, Audit* audit) : owner_(std::move(owner)), audit_(audit) {}

  long deposit(long cents);                 // balance_, history_, audit_ (through record())
  long withdraw(long cents);                // balance_ only
  void rename(const std::string& owner);    // owner_ and revision_ (a base's member): whole
  void describe(std::string& out) const override;
  void touch_all();                         // calls a virtual function on this: whole
  void send_to(std::vector<Account*>& all); // passes this on: whole
  void reset();                             // no parameters

 private:
  void record(long cents);

  std::string owner_;
  long balance_ = 0;
  std::vector<long> history_;
  Audit* audit_ = nullptr;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Account(RecrashTag& recrash_tag) noexcept : Entity(recrash_tag), owner_(), history_() {}
  template <class RecrashArchive>
  Account(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Account(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Account>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 40
};
// Added by recrash-instrument: Account's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Account::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Entity*>(this));
  ::recrash::generated::field(recrash_archive, owner_);
  ::recrash::generated::field(recrash_archive, balance_);
  ::recrash::generated::field(recrash_archive, history_);
  ::recrash::generated::pointee(recrash_archive, audit_);
}
#line 41

}  // namespace ledger
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 3 serializers, 0 registrations
