// SPDX-License-Identifier: MIT
// Reference members, written the way recrash-instrument writes their classes' serializers and
// loading constructors: a test that loads an object binds each reference member to the object it
// referred to (recrash/detail/referent_binding.hpp): one of the dynamic type the dump saved for a
// reference to an abstract class, the object that owns it, an object an earlier value of the call
// saved; or refuses, saying why, when the dump holds no object for a reference to an abstract
// class.
#include "dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace binding_test {

class Meter {
 public:
  virtual ~Meter() = default;
  virtual int read() const = 0;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
};

class Gauge : public Meter {
 public:
  explicit Gauge(int level) : level_(level) {}
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Gauge(RecrashTag&) : level_(-1) {}
  template <class RecrashArchive>
  Gauge(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Gauge(recrash_tag) {
    recrash_archive(*this);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Gauge>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
  int read() const override { return level_; }
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Meter*>(this));
    ::recrash::generated::field(recrash_archive, level_);
  }

 private:
  int level_;
};

/// Not registered: a reference to one through a Meter cannot be saved.
class Dial : public Meter {
 public:
  int read() const override { return 7; }
};

/// A class with a reference to an abstract class, as recrash-instrument completes it.
class Panel {
 public:
  explicit Panel(const Meter& meter) : meter_(meter) {}
  int show() const { return meter_.read(); }

  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Panel(RecrashTag& recrash_tag) : meter_(::recrash::generated::referent<decltype(meter_)>(recrash_tag)) {}
  template <class RecrashArchive>
  Panel(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Panel(recrash_tag) {
    recrash_archive(*this);
  }
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::referent(recrash_archive, meter_);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Panel>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }

 private:
  const Meter& meter_;
};

class Team;

/// Refers to the team that owns it.
class Member {
 public:
  Member(Team& team, int id) : team_(team), id_(id) {}
  Team& team() const { return team_; }
  int id() const { return id_; }

  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Member(RecrashTag& recrash_tag) : team_(::recrash::generated::referent<decltype(team_)>(recrash_tag)) {}
  template <class RecrashArchive>
  Member(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Member(recrash_tag) {
    recrash_archive(*this);
  }
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Member>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }

 private:
  Team& team_;
  int id_ = 0;
};

class Team {
 public:
  Team() = default;
  Member& add(int id) {
    members_.push_back(std::make_unique<Member>(*this, id));
    return *members_.back();
  }
  const Member& member(std::size_t i) const { return *members_.at(i); }
  std::size_t size() const { return members_.size(); }
  int score = 0;

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, score);
    ::recrash::generated::field(recrash_archive, members_);
  }

 private:
  std::vector<std::unique_ptr<Member>> members_;
};

template <class RecrashArchive>
void Member::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::referent(recrash_archive, team_);
  ::recrash::generated::field(recrash_archive, id_);
}

std::string show(const Panel& panel) {
  RECRASH_FUNCTION(panel);
  return recrash::write_dump("show");
}

std::string rank(Team& team, const Member& member) {
  RECRASH_FUNCTION(recrash::by_reference(team), member);  // its implicit copy would not compile
  return recrash::write_dump("rank");
}

std::string score(const Member& member) {
  RECRASH_FUNCTION(member);
  return recrash::write_dump("score");
}

}  // namespace binding_test

RECRASH_POLYMORPHIC_TYPE(::binding_test::Gauge, ::binding_test::Meter)

namespace {

using binding_test::Member;
using binding_test::Panel;
using binding_test::Team;

TEST(ReferenceBinding, AReferenceToAnAbstractClassIsBoundToAnObjectOfTheSavedDynamicType) {
  const binding_test::Gauge gauge(42);
  const Panel panel(gauge);
  const recrash::replay::Dump dump = recrash::testing::dump_written_by([&] { return binding_test::show(panel); });

  auto&& loaded = dump.load<Panel>(0, 0);
  EXPECT_EQ(loaded.show(), 42);  // a Gauge with its level, not a stand-in

  auto&& again = dump.load<Panel>(0, 0);
  EXPECT_EQ(again.show(), 42);
}

TEST(ReferenceBinding, AReferenceToAnAbstractClassWithNoSavedObjectIsRefusedWithTheReason) {
  const binding_test::Dial dial;  // its class is not registered: the dump holds no object for it
  const Panel panel(dial);
  const recrash::replay::Dump dump = recrash::testing::dump_written_by([&] { return binding_test::show(panel); });

  try {
    (void)dump.load<Panel>(0, 0);
    FAIL() << "a Panel bound to nothing was loaded";
  } catch (const recrash::FormatError& error) {
    EXPECT_NE(std::string(error.what()).find("abstract class binding_test::Meter is bound to no object"),
              std::string::npos)
        << error.what();
  }
}

TEST(ReferenceBinding, AReferenceToTheOwnerIsBoundToTheLoadedOwner) {
  Team team;
  team.score = 5;
  team.add(1);
  team.add(2);
  const recrash::replay::Dump dump =
      recrash::testing::dump_written_by([&] { return binding_test::rank(team, team.member(1)); });

  auto&& loaded_team = dump.load<Team>(0, 0);
  ASSERT_EQ(loaded_team.size(), 2U);
  EXPECT_EQ(&loaded_team.member(0).team(), &loaded_team);
  EXPECT_EQ(&loaded_team.member(1).team(), &loaded_team);

  // The argument is a member the team owns, saved in the receiver: the same loaded object.
  auto&& loaded_member = dump.load<Member>(0, 1);
  EXPECT_EQ(&loaded_member, &loaded_team.member(1));
  EXPECT_EQ(loaded_member.team().score, 5);
}

TEST(ReferenceBinding, AMemberLoadedAloneGetsItsTeamWithTheTeamsMembersPointingBack) {
  Team team;
  team.score = 9;
  team.add(3);
  team.add(4);
  const recrash::replay::Dump dump =
      recrash::testing::dump_written_by([&] { return binding_test::score(team.member(0)); });

  auto&& member = dump.load<Member>(0, 0);
  EXPECT_EQ(member.id(), 3);
  Team& loaded_team = member.team();
  EXPECT_EQ(loaded_team.score, 9);
  ASSERT_EQ(loaded_team.size(), 2U);
  EXPECT_EQ(loaded_team.member(1).id(), 4);
  EXPECT_EQ(&loaded_team.member(1).team(), &loaded_team);
}

}  // namespace
