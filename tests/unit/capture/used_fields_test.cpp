// SPDX-License-Identifier: MIT
// A hook that copies only the members its method uses (recrash/used_fields.hpp): the dump holds
// those members as they were at entry, a test loads the class with them and the other members
// as its loading constructor leaves them; in Reference mode the receiver is kept whole.
#include "dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ledger_test {

struct Parent {
  int id = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(id);
  }
};

/// Written the way recrash-instrument writes a class's serializer: items 0 to 3 are owner_,
/// balance_, history_ and parent_ (a pointee).
class Account {
 public:
  Account(std::string owner, long balance, Parent* parent)
      : owner_(std::move(owner)), balance_(balance), parent_(parent) {}

  /// Uses balance_, history_ and parent_, not owner_.
  std::string deposit(long cents) {
    RECRASH_METHOD_USED_FIELDS(
        ::recrash::used_fields(this, ::recrash::field<1>(this->balance_), ::recrash::field<2>(this->history_),
                               ::recrash::pointee_field<3>(this->parent_)),
        cents);
    balance_ += cents;
    history_.push_back(cents);
    parent_->id += 1;
    return recrash::write_dump("deposit");
  }
  const std::string& owner() const { return owner_; }
  long balance() const { return balance_; }
  const std::vector<long>& history() const { return history_; }
  const Parent* parent() const { return parent_; }

  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Account(RecrashTag&) : owner_("(not loaded)"), history_() {}
  template <class RecrashArchive>
  Account(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Account(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, owner_);
    ::recrash::generated::field(recrash_archive, balance_);
    ::recrash::generated::field(recrash_archive, history_);
    ::recrash::generated::pointee(recrash_archive, parent_);
  }

  std::string owner_;
  long balance_ = 0;
  std::vector<long> history_;
  Parent* parent_ = nullptr;
};

/// A used member that cannot be copied: the receiver is saved whole, at entry.
class Holder {
 public:
  std::string touch() {
    RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<0>(this->item_)), );
    ++*item_;
    return recrash::write_dump("touch");
  }
  int item() const { return *item_; }
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, item_);
  }

 private:
  std::unique_ptr<int> item_ = std::make_unique<int>(7);
};

}  // namespace ledger_test

namespace {

using ledger_test::Account;

void configure(recrash::CopyStrategy strategy) {
  recrash::Config config;
  config.dump_dir = recrash::testing::scratch_dump_dir();
  config.quiet = true;
  config.mode = recrash::Mode::Full;
  config.receiver_strategy = config.argument_strategy = strategy;
  recrash::configure(config);
}

/// A loaded Account's parent is a new object that nothing in the program owns.
void free_loaded(const Account& loaded) { delete loaded.parent(); }

recrash::replay::Dump open_and_remove(const std::string& path) {
  EXPECT_FALSE(path.empty());
  recrash::replay::Dump dump(path);
  std::remove(path.c_str());
  return dump;
}

TEST(UsedFields, OnlyTheUsedMembersAreRecordedAsTheyWereAtEntry) {
  configure(recrash::CopyStrategy::Copy);
  ledger_test::Parent parent{5};
  Account account("alice", 100, &parent);
  recrash::replay::Dump dump = open_and_remove(account.deposit(25));

  const recrash::format::Value& receiver = recrash::format::crashing_frames(dump.data())[0].values[0];
  EXPECT_EQ(receiver.strategy, recrash::format::Strategy::UsedFields);
  EXPECT_EQ(receiver.kind, recrash::format::ValueKind::Object);

  const Account loaded = dump.load<Account>(0, 0);
  EXPECT_EQ(loaded.balance(), 100);  // at entry, not 125
  EXPECT_TRUE(loaded.history().empty());
  EXPECT_EQ(loaded.owner(), "(not loaded)");  // the call does not use it
  ASSERT_NE(loaded.parent(), nullptr);
  EXPECT_EQ(loaded.parent()->id, 6);  // a pointee is read at the crash, as for a whole copy
  EXPECT_EQ(recrash::format::crashing_frames(dump.data())[0].values[1].rendering, "25");
  free_loaded(loaded);
}

TEST(UsedFields, TheSecondCallSeesTheFirstCallsChanges) {
  configure(recrash::CopyStrategy::Copy);
  ledger_test::Parent parent{0};
  Account account("bob", 10, &parent);
  std::remove(account.deposit(1).c_str());
  recrash::replay::Dump dump = open_and_remove(account.deposit(2));
  const Account loaded = dump.load<Account>(0, 0);
  EXPECT_EQ(loaded.balance(), 11);
  EXPECT_EQ(loaded.history(), std::vector<long>{1});
  free_loaded(loaded);
}

TEST(UsedFields, ReferenceModeKeepsTheWholeReceiver) {
  configure(recrash::CopyStrategy::Reference);
  ledger_test::Parent parent{1};
  Account account("carol", 7, &parent);
  recrash::replay::Dump dump = open_and_remove(account.deposit(3));
  EXPECT_EQ(recrash::format::crashing_frames(dump.data())[0].values[0].strategy, recrash::format::Strategy::Reference);
  const Account loaded = dump.load<Account>(0, 0);
  EXPECT_EQ(loaded.owner(), "carol");
  EXPECT_EQ(loaded.balance(), 10);  // its state when the dump was written
  free_loaded(loaded);
  configure(recrash::CopyStrategy::Copy);
}

TEST(UsedFields, AMemberThatCannotBeCopiedSavesTheReceiverAtEntry) {
  configure(recrash::CopyStrategy::Copy);
  ledger_test::Holder holder;
  recrash::replay::Dump dump = open_and_remove(holder.touch());
  const recrash::format::Value& receiver = recrash::format::crashing_frames(dump.data())[0].values[0];
  EXPECT_EQ(receiver.strategy, recrash::format::Strategy::Copy);
  EXPECT_TRUE(receiver.copy_fell_back);
  EXPECT_EQ(dump.load<ledger_test::Holder>(0, 0).item(), 7);  // as the call received it, not 8
}

TEST(UsedFields, ExitedCallsReadTheWholeLiveReceiver) {
  using Traits = recrash::detail::ValueTraits;
  const Traits& traits =
      recrash::detail::used_fields_traits<Account,
                                          recrash::detail::FieldRef<1, recrash::detail::FieldUse::Field, long>>;
  EXPECT_EQ(traits.live, &recrash::detail::value_traits<Account>);
  EXPECT_EQ(traits.type, &typeid(Account));
  EXPECT_EQ(recrash::detail::value_traits<Account>.live, static_cast<const Traits*>(nullptr));
}

}  // namespace
