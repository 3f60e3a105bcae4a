// SPDX-License-Identifier: MIT
// A value recorded through a reference to an abstract class: a test built from the dump compiles,
// and loading it says why it cannot be rebuilt, while the frame's other values load.
#include "dump_fixture.hpp"

#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace {

class Shape {
 public:
  virtual ~Shape() = default;
  virtual int area() const = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(id_);
  }

 private:
  int id_ = 4;
};

class Square : public Shape {
 public:
  int area() const override { return 9; }
};

std::string record(const Shape& shape, const std::vector<int>& sides) {
  RECRASH_FUNCTION(shape, sides);
  return recrash::write_dump("abstract");
}

TEST(AbstractValues, LoadSaysWhyAndTheFramesOtherValuesLoad) {
  static_assert(std::is_same_v<recrash::replay::Loaded<Shape>, recrash::replay::Unloadable<Shape>>);
  static_assert(std::is_same_v<recrash::replay::Loaded<Square>, Square>);
  recrash::Config config;  // whatever tests before this one configured
  config.dump_dir = recrash::testing::scratch_dump_dir();
  config.quiet = true;
  config.mode = recrash::Mode::Full;
  recrash::configure(config);
  const std::string path = record(Square(), {3, 3});
  ASSERT_FALSE(path.empty());
  const recrash::replay::Dump dump(path);
  std::remove(path.c_str());
  try {
    dump.load<Shape>(0, 0);
    FAIL() << "an abstract class was loaded";
  } catch (const std::logic_error& e) {
    EXPECT_NE(std::string(e.what()).find("value 0 of frame 0: its recorded type is an abstract class"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(dump.load<std::vector<int>>(0, 1), (std::vector<int>{3, 3}));
  // What a test does with the value compiles; using it throws.
  const auto unloadable = recrash::replay::Unloadable<Shape>{};
  EXPECT_THROW(static_cast<const Shape&>(unloadable).area(), std::logic_error);
}

}  // namespace
