// SPDX-License-Identifier: MIT
// The casters recrash/polymorphic.hpp registers with cereal (bind_caster, add_relation): each
// class reaches every class above it by the shortest path, whatever order its relations were
// registered in, and a pointer cast along that path lands on the same object as the language's
// own casts (multiple inheritance moves it); downcast_object, which the savers of the classes
// call, casts as cereal's downcast does and gives null where no path leads.
#include <recrash/polymorphic.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <typeindex>
#include <typeinfo>

namespace casters_test {

struct Top {
  virtual ~Top() = default;
  int top = 1;
};
struct Middle : Top {
  int middle = 2;
};
struct Other {
  virtual ~Other() = default;
  int other = 3;
};
struct Bottom : Middle, Other {
  int bottom = 4;
};
// Registered the other way round: the lower relation before the upper one.
struct Root {
  virtual ~Root() = default;
};
struct Branch : Root {};
struct Leaf : Branch {};

}  // namespace casters_test

namespace {

using cereal::detail::PolymorphicCasters;
using namespace casters_test;

std::size_t path_length(const std::type_info& base, const std::type_info& derived) {
  const auto found = PolymorphicCasters::lookup_if_exists(std::type_index(base), std::type_index(derived));
  return found.first ? found.second.size() : 0;
}

TEST(PolymorphicCasters, EveryClassReachesEveryClassAboveItByTheShortestPath) {
  recrash::generated::bind_caster<Top, Middle>();
  recrash::generated::bind_caster<Middle, Bottom>();
  recrash::generated::bind_caster<Other, Bottom>();
  recrash::generated::bind_caster<Middle, Bottom>();  // again: nothing changes
  EXPECT_EQ(path_length(typeid(Top), typeid(Middle)), 1U);
  EXPECT_EQ(path_length(typeid(Middle), typeid(Bottom)), 1U);
  EXPECT_EQ(path_length(typeid(Top), typeid(Bottom)), 2U);
  EXPECT_EQ(path_length(typeid(Other), typeid(Bottom)), 1U);
  EXPECT_EQ(path_length(typeid(Other), typeid(Middle)), 0U);  // unrelated: no path

  Bottom object;
  const Top* top = &object;
  const Other* other = &object;
  EXPECT_EQ(PolymorphicCasters::downcast<Bottom>(top, typeid(Top)), &object);
  EXPECT_EQ(PolymorphicCasters::downcast<Bottom>(other, typeid(Other)), &object);
  EXPECT_EQ(PolymorphicCasters::upcast<Bottom>(&object, typeid(Other)), static_cast<Other*>(&object));
  EXPECT_EQ(PolymorphicCasters::upcast<Bottom>(&object, typeid(Top)), static_cast<Top*>(&object));
  const std::shared_ptr<Bottom> shared = std::make_shared<Bottom>();
  EXPECT_EQ(PolymorphicCasters::upcast<Bottom>(shared, typeid(Other)).get(), static_cast<Other*>(shared.get()));
}

TEST(PolymorphicCasters, DowncastObjectFollowsTheRegisteredPathAndIsNullWhereNoneLeads) {
  recrash::generated::bind_caster<Top, Middle>();
  recrash::generated::bind_caster<Middle, Bottom>();
  recrash::generated::bind_caster<Other, Bottom>();
  Bottom object;
  const Top* top = &object;
  const Other* other = &object;
  ASSERT_NE(static_cast<const void*>(other), static_cast<const void*>(&object));  // the cast must move it
  using recrash::generated::downcast_object;
  EXPECT_EQ(downcast_object(top, typeid(Top), typeid(Bottom)), &object);
  EXPECT_EQ(downcast_object(other, typeid(Other), typeid(Bottom)), &object);
  EXPECT_EQ(downcast_object(&object, typeid(Bottom), typeid(Bottom)), &object);
  EXPECT_EQ(downcast_object(other, typeid(Other), typeid(Middle)), nullptr);  // unrelated
  EXPECT_EQ(downcast_object(nullptr, typeid(Top), typeid(Bottom)), nullptr);
}

TEST(PolymorphicCasters, ARelationRegisteredAboveAnotherJoinsItsPaths) {
  recrash::generated::bind_caster<Branch, Leaf>();
  EXPECT_EQ(path_length(typeid(Root), typeid(Leaf)), 0U);
  recrash::generated::bind_caster<Root, Branch>();
  EXPECT_EQ(path_length(typeid(Root), typeid(Branch)), 1U);
  EXPECT_EQ(path_length(typeid(Root), typeid(Leaf)), 2U);
  Leaf leaf;
  const Root* root = &leaf;
  EXPECT_EQ(PolymorphicCasters::downcast<Leaf>(root, typeid(Root)), &leaf);
}

}  // namespace
