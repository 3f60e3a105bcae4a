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

}  // namespace shapes_test

RECRASH_POLYMORPHIC_TYPE(::shapes_test::Square, ::shapes_test::Shape)

namespace {

using shapes_test::Shape;
using shapes_test::Square;

recrash::replay::Dump dump_of(const Shape& shape) {
  recrash::Config config;  // whatever tests before this one configured
  config.dump_dir = recrash::testing::scratch_dump_dir();
  config.quiet = true;
  config.mode = recrash::Mode::Full;
  recrash::configure(config);
  const std::string path = shapes_test::record(shape, {3, 3});
  EXPECT_FALSE(path.empty());
  recrash::replay::Dump dump(path);
  std::remove(path.c_str());
  return dump;
}

TEST(AbstractValues, LoadAsTheClassOfTheirObject) {
  static_assert(std::is_same_v<recrash::replay::Loaded<Shape>, Shape&>);
  static_assert(std::is_same_v<recrash::replay::Loaded<std::vector<int>>, std::vector<int>>);
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

}  // namespace
