// SPDX-License-Identifier: MIT
// A value recorded through a reference to an abstract class: it is saved as the class of its
// object when that class is registered with cereal (recrash/polymorphic.hpp), and loads as one;
// an object of a class that is not registered is recorded as not saved, and the frame's other
// values still load.
#include "dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace shapes_test {

class Shape {
 public:
  virtual ~Shape() = default;
  virtual int area() const = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(id_);
  }
  int id() const { return id_; }
  void set_id(int id) { id_ = id; }

 private:
  int id_ = 4;
};

class Square : public Shape {
 public:
  int area() const override { return side_ * side_; }
  void set_side(int side) { side_ = side; }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(static_cast<Shape&>(*this), side_);
  }

 private:
  int side_ = 1;
};

/// Not registered: an object of it cannot be saved through a Shape.
class Circle : public Shape {
 public:
  int area() const override { return 3; }
};

std::string record(const Shape& shape, const std::vector<int>& sides) {
  RECRASH_FUNCTION(shape, sides);
  return recrash::write_dump("abstract");
}

std::string record_owners(const std::vector<std::shared_ptr<Shape>>& shared, const std::unique_ptr<Shape>& owned) {
  RECRASH_FUNCTION(shared, owned);
  return recrash::write_dump("owners");
}

std::string record_owner_and_pointer(const std::unique_ptr<Shape>& owned, const Shape* same) {
  RECRASH_FUNCTION(owned, same);
  return recrash::write_dump("owner and pointer");
}

}  // namespace shapes_test

RECRASH_POLYMORPHIC_TYPE(::shapes_test::Square, ::shapes_test::Shape)

namespace {

using shapes_test::Shape;
using shapes_test::Square;

recrash::replay::Dump dump_of(const Shape& shape) {
  return recrash::testing::dump_written_by([&] { return shapes_test::record(shape, {3, 3}); });
}

TEST(AbstractValues, LoadAsTheClassOfTheirObject) {
  static_assert(std::is_same_v<recrash::replay::Loaded<Shape>, Shape&>);
  static_assert(std::is_same_v<recrash::replay::Loaded<std::vector<int>>, std::vector<int>&>);
  Square square;
  square.set_side(5);
  square.set_id(7);
  const recrash::replay::Dump dump = dump_of(square);
  Shape& loaded = dump.load<Shape>(0, 0);
  EXPECT_NE(dynamic_cast<Square*>(&loaded), nullptr);
  EXPECT_EQ(loaded.area(), 25);
  EXPECT_EQ(loaded.id(), 7);
  EXPECT_EQ(dump.load<std::vector<int>>(0, 1), (std::vector<int>{3, 3}));
}

TEST(AbstractValues, ObjectOfAClassNotRegisteredIsNotSavedAndTheOthersLoad) {
  const recrash::replay::Dump dump = dump_of(shapes_test::Circle());
  EXPECT_EQ(dump.data().threads.at(0).frames.at(0).values.at(0).kind, recrash::format::ValueKind::Unavailable);
  EXPECT_THROW(dump.load<Shape>(0, 0), recrash::format::DumpError);
  EXPECT_EQ(dump.load<std::vector<int>>(0, 1), (std::vector<int>{3, 3}));
}

// The crash handler saves these without cereal's allocating tables (recrash::OutputArchive's
// own, and its polymorphic binding): an object shared twice is still saved once and loads as
// one, and each loads as its class.
TEST(AbstractValues, SharedAndOwnedPointersLoadAsTheirClassesWithAliasesKept) {
  auto first = std::make_shared<Square>();
  first->set_side(2);
  auto second = std::make_shared<Square>();
  second->set_side(3);
  std::unique_ptr<Shape> owned = std::make_unique<Square>();
  owned->set_id(9);
  const std::vector<std::shared_ptr<Shape>> shared{first, second, first};
  const recrash::replay::Dump dump =
      recrash::testing::dump_written_by([&] { return shapes_test::record_owners(shared, owned); });
  const auto loaded = dump.load<std::vector<std::shared_ptr<Shape>>>(0, 0);
  ASSERT_EQ(loaded.size(), 3u);
  EXPECT_EQ(loaded[0], loaded[2]);
  EXPECT_NE(loaded[0], loaded[1]);
  EXPECT_EQ(loaded[0]->area(), 4);
  EXPECT_EQ(loaded[1]->area(), 9);
  const auto& loaded_owned = dump.load<std::unique_ptr<Shape>>(0, 1);
  ASSERT_NE(loaded_owned, nullptr);
  EXPECT_NE(dynamic_cast<const Square*>(loaded_owned.get()), nullptr);
  EXPECT_EQ(loaded_owned->id(), 9);
}

// A pointer to the object a unique_ptr of another value owns, of a derived class: saved as a
// reference to it, loaded as that object.
TEST(AbstractValues, APointerToAnOwnedObjectOfADerivedClassLoadsAsThatObject) {
  std::unique_ptr<Shape> owned = std::make_unique<Square>();
  owned->set_id(12);
  const recrash::replay::Dump dump =
      recrash::testing::dump_written_by([&] { return shapes_test::record_owner_and_pointer(owned, owned.get()); });
  EXPECT_NE(dump.data().threads.at(0).frames.at(0).values.at(1).same_object, recrash::format::kNoObject);
  const auto& loaded_owned = dump.load<std::unique_ptr<Shape>>(0, 0);
  Shape& same = dump.load<Shape>(0, 1);
  EXPECT_EQ(&same, loaded_owned.get());
  EXPECT_EQ(same.id(), 12);
}

}  // namespace
