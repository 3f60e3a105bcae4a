// Instrumented by recrash-instrument from wallet.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "wallet.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/wallet.hpp"
#pragma once

#include <string>
#include <vector>

class Wallet {
 public:
  explicit Wallet(std::string owner);
  void pay(long cents, const std::string& to);

 private:
  std::string owner_;
  long balance_ = 0;
  std::vector<std::string> payees_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Wallet(RecrashTag&) noexcept : owner_(), payees_() {}
  template <class RecrashArchive>
  Wallet(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Wallet(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Wallet>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 15
};
// Added by recrash-instrument: Wallet's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Wallet::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, owner_);
  ::recrash::generated::field(recrash_archive, balance_);
  ::recrash::generated::field(recrash_archive, payees_);
}
#line 16
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
