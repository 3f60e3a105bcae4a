// SPDX-License-Identifier: MIT
// Objects of classes whose serializers recrash-instrument wrote are saved with recrash's output
// archive and loaded back through their LoadTag constructor, as generated tests load them.
// The instrumented copy, found first on the include path (a quoted include would find the
// original beside this file).
#include <model.hpp>

#include <recrash/archive.hpp>
#include <recrash/generated_serializers.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace {

template <class T>
std::string save(const T& value) {
  std::vector<char> bytes(1 << 16);
  recrash::ByteBuffer buffer{bytes.data(), bytes.size()};
  recrash::OutputArchive archive(buffer);
  archive(value);
  EXPECT_FALSE(buffer.overflowed);
  return std::string(bytes.data(), buffer.size);
}

template <class T>
T load(const std::string& bytes) {
  recrash::InputArchive archive(bytes.data(), bytes.size());
  return T(recrash::LoadTag{}, archive);
}

TEST(GeneratedSerializers, TreeKeepsPrivateStateAndParentPointers) {
  model::Node root("root", nullptr);
  model::Node& left = root.add("left");
  left.add("leaf");
  root.add("right");

  const model::Node copy = load<model::Node>(save(root));
  EXPECT_EQ(copy.name(), "root");
  EXPECT_EQ(copy.parent(), nullptr);
  ASSERT_EQ(copy.size(), 2u);
  EXPECT_EQ(copy.child(0).name(), "left");
  EXPECT_EQ(copy.child(1).name(), "right");
  // A pointer back to an object being saved is reloaded as a pointer to its copy, not followed.
  EXPECT_EQ(copy.child(0).parent(), &copy);
  ASSERT_EQ(copy.child(0).size(), 1u);
  EXPECT_EQ(copy.child(0).child(0).parent(), &copy.child(0));
}

TEST(GeneratedSerializers, ConstMembersCStringsAndPointeesLoadIntoAClassThatCannotMove) {
  model::Node owner("owner", nullptr);
  owner.add("kid");
  const model::Tagged tagged(42, "answer", &owner);

  const model::Tagged copy = load<model::Tagged>(save(tagged));
  EXPECT_EQ(copy.id(), 42);
  EXPECT_STREQ(copy.label(), "answer");
  ASSERT_NE(copy.owner(), nullptr);
  EXPECT_NE(copy.owner(), &owner);  // a pointee not being saved is written whole, then loaded anew
  EXPECT_EQ(copy.owner()->name(), "owner");
  EXPECT_EQ(copy.owner()->child(0).parent(), copy.owner());
}

TEST(GeneratedSerializers, ConstPointerMembersAreSavedAndLeftAsTheLoadingConstructorMadeThem) {
  const model::Node anchor("anchor", nullptr);
  const model::TextRef ref("span", &anchor, 4);
  const std::string bytes = save(ref);
  EXPECT_NE(bytes.find("span"), std::string::npos);  // saved, for --show
  const model::TextRef copy = load<model::TextRef>(bytes);
  EXPECT_EQ(copy.text(), nullptr);  // never written after its initialization
  EXPECT_EQ(copy.anchor(), nullptr);
  EXPECT_EQ(copy.length(), 4);  // the member after them loads: their pointees were read past
}

TEST(GeneratedSerializers, CStructNamedByATypedefSavesAndLoads) {
  int user = 0;
  const model::CFormat format{2, "stereo", &user};
  const std::string bytes = save(format);
  recrash::InputArchive in(bytes.data(), bytes.size());
  model::CFormat copy{};
  in(copy);
  EXPECT_EQ(copy.channels, 2);
  EXPECT_STREQ(copy.label, "stereo");
  EXPECT_EQ(copy.user_data, nullptr);  // an untyped pointer is not saved
}

TEST(GeneratedSerializers, NullPointersStayNull) {
  const model::Tagged tagged(7, nullptr, nullptr);
  const model::Tagged copy = load<model::Tagged>(save(tagged));
  EXPECT_EQ(copy.id(), 7);
  EXPECT_EQ(copy.label(), nullptr);
  EXPECT_EQ(copy.owner(), nullptr);
}

TEST(GeneratedSerializers, VariantKeepsTheAlternativesThatCanBeSaved) {
  const model::Cell text = load<model::Cell>(save(model::Cell("hello")));
  ASSERT_EQ(text.index(), 1u);
  EXPECT_EQ(text.text(), "hello");
  const model::Cell numbers = load<model::Cell>(save(model::Cell(std::vector<long>{3, 1, 4})));
  ASSERT_EQ(numbers.index(), 2u);
  EXPECT_EQ(numbers.numbers(), (std::vector<long>{3, 1, 4}));
  EXPECT_EQ(load<model::Cell>(save(model::Cell())).index(), 0u);
}

TEST(GeneratedSerializers, VariantAlternativeThatCannotBeSavedLoadsAsTheConstructorLeftIt) {
  const std::string bytes = save(model::Cell(std::make_shared<std::mutex>()));
  EXPECT_EQ(bytes.size(), 5u);  // the index and "not saved"
  EXPECT_EQ(load<model::Cell>(bytes).index(), 0u);
}

TEST(GeneratedSerializers, PointersToAnAbstractBaseLoadAsTheClassOfTheirObject) {
  model::Plan plan;
  plan.add(std::make_unique<model::Scale>(2));
  plan.add(std::make_unique<model::Offset>(3, 4));
  plan.share(std::make_shared<model::Offset>(1, 5));
  const model::Offset favourite(7, 1);
  plan.point(&favourite);

  const model::Plan copy = load<model::Plan>(save(plan));
  EXPECT_EQ(copy.run(), 20 + 34);  // Scale::run and Offset::run, not sliced
  ASSERT_NE(copy.first_shared(), nullptr);
  EXPECT_NE(dynamic_cast<const model::Offset*>(copy.first_shared().get()), nullptr);
  EXPECT_EQ(copy.first_shared()->run(), 15);
  EXPECT_EQ(copy.first_shared(), copy.second_shared());  // one shared object, loaded once
  ASSERT_NE(copy.favourite(), nullptr);
  EXPECT_NE(copy.favourite(), &favourite);
  EXPECT_EQ(copy.favourite()->run(), 71);
  EXPECT_EQ(copy.again(), copy.favourite());  // two raw pointers to one object: saved once
}

TEST(GeneratedSerializers, ObjectOfAClassNotRegisteredIsSavedAsNull) {
  struct Noop : model::Action {  // a local class: recrash-instrument cannot register it
    int run() const override { return 0; }
  };
  model::Plan plan;
  plan.share(std::make_shared<Noop>());
  const Noop noop;
  plan.point(&noop);
  const model::Plan copy = load<model::Plan>(save(plan));
  EXPECT_EQ(copy.first_shared(), nullptr);
  EXPECT_EQ(copy.favourite(), nullptr);
  EXPECT_EQ(copy.again(), nullptr);
}

TEST(GeneratedSerializers, RawPointerCyclesAndAliasesLoadAsOneObjectEach) {
  model::Link a("a");
  model::Link b("b");
  model::Link c("c");
  a.point(&b, &c);  // a -> b -> c -> a, and a and b also point at c
  b.point(&c, &c);
  c.point(&a, &b);
  const model::Link copy = load<model::Link>(save(a));
  const model::Link* b2 = copy.next();
  ASSERT_NE(b2, nullptr);
  const model::Link* c2 = b2->next();
  ASSERT_NE(c2, nullptr);
  EXPECT_EQ(b2->name(), "b");
  EXPECT_EQ(c2->name(), "c");
  EXPECT_EQ(c2->next(), &copy);  // the cycle closes on the object loaded
  EXPECT_EQ(c2->other(), b2);
  EXPECT_EQ(b2->other(), c2);
  EXPECT_EQ(copy.other(), c2);  // c, reached again after it was saved whole, is not saved twice
}

TEST(GeneratedSerializers, PointersIntoTheObjectsOwnStorageLoadIntoTheLoadedOne) {
  model::Readings readings;
  readings.add(3);
  readings.add(5);
  const model::Readings copy = load<model::Readings>(save(readings));
  EXPECT_EQ(copy.begin(), copy.storage());
  ASSERT_EQ(copy.end() - copy.begin(), 2);
  EXPECT_EQ(copy.begin()[0], 3);
  EXPECT_EQ(copy.begin()[1], 5);
}

TEST(GeneratedSerializers, PointersIntoABlockAndATextSavedBeforeLoadIntoTheLoadedOnes) {
  const model::Pool pool("key=value");
  const model::Pool copy = load<model::Pool>(save(pool));
  ASSERT_NE(copy.block(), nullptr);
  EXPECT_NE(copy.block(), pool.block());
  EXPECT_EQ(copy.next_free(), &copy.block()->cells[2]);
  EXPECT_EQ(*copy.next_free(), 3);
  EXPECT_STREQ(copy.text(), "key=value");
  EXPECT_EQ(copy.cursor(), copy.text() + 3);
}

TEST(GeneratedSerializers, AnArrayBehindAPointerLoadsAsLongAsItsClassSays) {
  model::Series series;
  for (int i = 1; i <= 5; ++i) series.add(i * 1.5);
  ASSERT_EQ(series.capacity(), 8U);
  const std::string bytes = save(series);
  ASSERT_EQ(bytes[0], static_cast<char>(recrash::generated::PointeeTag::Elements));
  model::Series copy = load<model::Series>(bytes);
  ASSERT_EQ(copy.size(), 5U);
  EXPECT_EQ(copy.capacity(), 8U);
  ASSERT_NE(copy.values(), series.values());
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(copy.values()[i], series.values()[i]) << i;
  copy.add(9.0);  // into the room the loaded array has, as the class would
  EXPECT_EQ(copy.values()[5], 9.0);
}

TEST(GeneratedSerializers, AnArrayWithASignedCountAndAnUnsignedCapacityLoads) {
  const model::Tally tally(3);
  const model::Tally copy = load<model::Tally>(save(tally));
  ASSERT_EQ(copy.count(), 3);
  EXPECT_EQ(copy.counts()[2], 20);
}

TEST(GeneratedSerializers, AnArrayWhoseAllocationADumpOverstatesIsRefused) {
  model::Series series;
  for (int i = 1; i <= 5; ++i) series.add(i);
  std::string bytes = save(series);
  // The tag, then how many elements are in use (5), then how many were allocated (8).
  std::uint64_t allocated = 0;
  std::memcpy(&allocated, bytes.data() + 9, sizeof(allocated));
  ASSERT_EQ(allocated, 8U);
  for (const std::uint64_t wrong : {std::uint64_t{4}, ~std::uint64_t{0}}) {
    std::memcpy(bytes.data() + 9, &wrong, sizeof(wrong));
    EXPECT_THROW(load<model::Series>(bytes), recrash::FormatError) << "allocated " << wrong;
  }
}

TEST(GeneratedSerializers, RawPointersInAStackAVectorAndAnArraySaveWhatTheyPointTo) {
  model::Block outer{{1, 2, 3, 4}};
  model::Block inner{{5, 6, 7, 8}};
  model::Walk walk;
  walk.enter(&outer, -1);
  walk.enter(&inner, 0);
  walk.enter(&outer, -1);
  const model::Walk copy = load<model::Walk>(save(walk));
  ASSERT_EQ(copy.inside().size(), 3U);
  ASSERT_EQ(copy.seen().size(), 3U);
  EXPECT_NE(copy.seen()[0], &outer);
  EXPECT_EQ(copy.seen()[0]->cells[3], 4);
  EXPECT_EQ(copy.seen()[1]->cells[0], 5);
  EXPECT_EQ(copy.seen()[0], copy.seen()[2]);  // one object, reached twice, loads once
  EXPECT_EQ(copy.inside().top(), copy.seen()[0]);
  EXPECT_EQ(copy.slot(0), copy.seen()[1]);
  EXPECT_EQ(copy.slot(1), nullptr);
}

TEST(GeneratedSerializers, APointerIntoAnObjectOutsideItsBytesIsRefused) {
  model::Readings readings;
  readings.add(3);
  std::string bytes = save(readings);
  // begin_ comes first: InsideOnPath, the object on the path (0), the offset of its storage.
  ASSERT_GE(bytes.size(), 13U);
  ASSERT_EQ(bytes[0], static_cast<char>(recrash::generated::PointeeTag::InsideOnPath));
  std::uint64_t offset = 0;
  std::memcpy(&offset, bytes.data() + 5, sizeof(offset));
  EXPECT_EQ(offset, static_cast<std::uint64_t>(reinterpret_cast<const char*>(readings.storage()) -
                                               reinterpret_cast<const char*>(&readings)));
  for (const std::uint64_t outside :
       {std::uint64_t{sizeof(model::Readings)}, std::uint64_t{sizeof(model::Readings) - 1}, std::uint64_t{1},
        ~std::uint64_t{0}}) {
    std::memcpy(bytes.data() + 5, &outside, sizeof(outside));
    EXPECT_THROW(load<model::Readings>(bytes), recrash::FormatError) << "offset " << outside;
  }
}

TEST(GeneratedSerializers, ContainersOfAClassWithoutDefaultConstructorLoadEveryElement) {
  model::Board board(8);
  board.place(model::Piece("rook", 5), 1);
  board.place(model::Piece("knight", 3), 2);
  const int weight = 6 * (5 + 3) + 3;  // six containers hold both pieces, last_ the knight
  ASSERT_EQ(board.weight(), weight);

  const model::Board copy = load<model::Board>(save(board));
  EXPECT_EQ(copy.size(), 8);
  EXPECT_EQ(copy.weight(), weight);
  ASSERT_EQ(copy.row().size(), 2u);
  EXPECT_EQ(copy.row()[1].name(), "knight");
  EXPECT_EQ(copy.by_name().at("rook").weight(), 5);
  EXPECT_EQ(copy.by_square().at(2).name(), "knight");
  ASSERT_TRUE(copy.last().has_value());
  EXPECT_EQ(copy.last()->name(), "knight");

  const model::Board empty = load<model::Board>(save(model::Board(3)));
  EXPECT_EQ(empty.weight(), 0);
  EXPECT_FALSE(empty.last().has_value());
}

TEST(GeneratedSerializers, PackOfBasesSavesEachBase) {
  using Mixed = model::Mixed<model::Volume, model::Label>;
  const Mixed mixed(model::Volume{11}, model::Label{"loud"});
  const Mixed copy = load<Mixed>(save(mixed));
  EXPECT_EQ(copy.level, 11);
  EXPECT_EQ(copy.text, "loud");
}

TEST(GeneratedSerializers, VariantIndexOutOfRangeIsAFormatError) {
  std::string bytes = save(model::Cell("x"));
  bytes[0] = 9;  // the index, a little-endian uint32 first
  EXPECT_THROW(load<model::Cell>(bytes), cereal::Exception);
}

TEST(GeneratedSerializers, CorruptBackReferenceIsAFormatError) {
  model::Node root("root", nullptr);
  root.add("child");
  std::string bytes = save(root);
  // The child's parent pointer is the one OnPath tag (2) followed by its index, 0: point it past
  // the path.
  const std::string on_path_root("\x02\x00\x00\x00\x00", 5);
  const std::size_t at = bytes.find(on_path_root);
  ASSERT_NE(at, std::string::npos);
  bytes[at + 1] = 9;
  EXPECT_THROW(load<model::Node>(bytes), recrash::FormatError);
}

}  // namespace
