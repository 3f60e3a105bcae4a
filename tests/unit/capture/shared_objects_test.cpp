// SPDX-License-Identifier: MIT
// Values of one frame that are one object: an argument that is the receiver (`a.merge(a)`), two
// pointers to one node, a pointer to a node the receiver's list holds. The dump saves that object
// once, and a test that loads the frame's values gets it once again, so a call that went wrong
// because its values were one object goes wrong the same way.
#include "dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace ring_test {

/// Written the way recrash-instrument writes a class's serializer.
struct Node {
  int value = 0;
  Node* next = nullptr;

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, value);
    ::recrash::generated::pointee(recrash_archive, next);
  }
};

/// Every node of every chain: a chain only links them, so that it can be copied as the hooks
/// copy a value (its raw pointers shared).
std::vector<std::unique_ptr<Node>>& node_pool() {
  static std::vector<std::unique_ptr<Node>> nodes;
  return nodes;
}

/// A list of nodes it links but does not own (node_pool() does).
class Chain {
 public:
  Chain() = default;
  explicit Chain(std::initializer_list<int> values) {
    for (int value : values) append(value);
  }
  void append(int value) {
    node_pool().push_back(std::make_unique<Node>(Node{value, nullptr}));
    Node* node = node_pool().back().get();
    (tail_ != nullptr ? tail_->next : head_) = node;
    tail_ = node;
    ++size_;
  }
  Node* head() const { return head_; }
  int size() const { return size_; }

  /// Moves `other`'s nodes to the end of this chain.
  std::string splice(Chain& other) {
    RECRASH_METHOD(other);
    return recrash::write_dump("splice");
  }

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::pointee(recrash_archive, head_);
    ::recrash::generated::pointee(recrash_archive, tail_);
    ::recrash::generated::field(recrash_archive, size_);
  }

 private:
  Node* head_ = nullptr;
  Node* tail_ = nullptr;
  int size_ = 0;
};

std::string merge(Chain& into, Chain& from, int limit) {
  RECRASH_FUNCTION(into, from, limit);
  return recrash::write_dump("merge");
}

std::string unlink(Chain& chain, Node* node) {
  RECRASH_FUNCTION(chain, node);
  return recrash::write_dump("unlink");
}

std::string swap_values(Node* a, Node* b) {
  RECRASH_FUNCTION(a, b);
  return recrash::write_dump("swap");
}

std::string take(Chain chain, const Chain& original) {
  RECRASH_FUNCTION(chain, original);
  return recrash::write_dump("take");
}

/// A tree that owns its branches through unique_ptrs, each with a raw pointer back to its parent.
struct Branch {
  int id = 0;
  Branch* parent = nullptr;
  std::vector<std::unique_ptr<Branch>> children;

  Branch& grow(int child_id) {
    children.push_back(std::make_unique<Branch>());
    children.back()->id = child_id;
    children.back()->parent = this;
    return *children.back();
  }

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, id);
    ::recrash::generated::pointee(recrash_archive, parent);
    ::recrash::generated::field(recrash_archive, children);
  }
};

std::string prune(Branch& root, Branch* branch) {
  RECRASH_FUNCTION(recrash::by_reference(root), branch);  // its implicit copy would not compile
  return recrash::write_dump("prune");
}

/// A folder that knows its parent by a weak pointer, and holds its notes through shared ones.
struct Folder {
  std::weak_ptr<Folder> parent;
  std::shared_ptr<std::string> notes;
  std::weak_ptr<std::string> pinned;  ///< one of the notes, or someone else's

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, parent);
    ::recrash::generated::field(recrash_archive, notes);
    ::recrash::generated::field(recrash_archive, pinned);
  }
};

std::string climb(const Folder& folder) {
  RECRASH_FUNCTION(recrash::by_reference(folder));
  return recrash::write_dump("climb");
}

}  // namespace ring_test

namespace {

using recrash::format::kNoObject;
using recrash::format::ValueKind;
using recrash::testing::dump_written_by;
using ring_test::Chain;
using ring_test::Node;

const recrash::format::Frame& top(const recrash::replay::Dump& dump) {
  return recrash::format::crashing_frames(dump.data()).at(0);
}

/// Loads values 0 and 1 of the top frame, in that order: how many objects they are.
template <class T>
std::size_t loaded_in_order(const recrash::replay::Dump& dump) {
  T& first = dump.load<T>(0, 0);
  T& second = dump.load<T>(0, 1);
  return &first == &second ? 1 : 2;
}

TEST(SharedObjects, AnArgumentThatIsTheReceiverIsSavedOnceAndLoadsAsIt) {
  Chain chain{1, 2, 3};
  const recrash::replay::Dump dump = dump_written_by([&] { return chain.splice(chain); });
  const recrash::format::Frame& frame = top(dump);
  ASSERT_EQ(frame.values.size(), 2u);
  EXPECT_EQ(frame.values[0].first_object, 0u);
  EXPECT_EQ(frame.values[0].same_object, kNoObject);
  EXPECT_EQ(frame.values[1].kind, ValueKind::Object);
  EXPECT_EQ(frame.values[1].same_object, 0u);
  EXPECT_TRUE(frame.values[1].payload.empty());

  Chain& receiver = dump.load<Chain>(0, 0);
  Chain& other = dump.load<Chain>(0, 1);
  EXPECT_EQ(&receiver, &other);
  ASSERT_EQ(receiver.size(), 3);
  EXPECT_EQ(receiver.head()->next->next->value, 3);
}

TEST(SharedObjects, TheSameObjectTwiceAsArgumentsAndAnotherWithEqualContents) {
  Chain chain{4, 5};
  Chain twin{4, 5};
  const recrash::replay::Dump same = dump_written_by([&] { return ring_test::merge(chain, chain, 7); });
  EXPECT_EQ(loaded_in_order<Chain>(same), 1u);
  EXPECT_EQ(top(same).values[2].same_object, kNoObject);  // an int is a literal in a test

  const recrash::replay::Dump distinct = dump_written_by([&] { return ring_test::merge(chain, twin, 7); });
  EXPECT_EQ(top(distinct).values[1].same_object, kNoObject);
  EXPECT_EQ(loaded_in_order<Chain>(distinct), 2u);
  EXPECT_EQ(distinct.load<Chain>(0, 1).head()->next->value, 5);
}

TEST(SharedObjects, APointerToANodeTheListHoldsLoadsAsThatNode) {
  Chain chain{1, 2, 3};
  const recrash::replay::Dump dump = dump_written_by([&] { return ring_test::unlink(chain, chain.head()->next); });
  const recrash::format::Frame& frame = top(dump);
  EXPECT_EQ(frame.values[1].kind, ValueKind::Pointer);
  EXPECT_NE(frame.values[1].same_object, kNoObject);
  EXPECT_GT(frame.values[1].same_object, frame.values[0].first_object);
  EXPECT_EQ(recrash::format::value_saving(frame, frame.values[1].same_object), 0u);

  Chain& loaded = dump.load<Chain>(0, 0);
  Node& node = dump.load<Node>(0, 1);
  EXPECT_EQ(&node, loaded.head()->next);
  EXPECT_EQ(node.value, 2);
}

TEST(SharedObjects, TwoPointersToOneNode) {
  Chain chain{8, 9};
  Node* last = chain.head()->next;
  const recrash::replay::Dump dump = dump_written_by([&] { return ring_test::swap_values(last, last); });
  EXPECT_EQ(top(dump).values[1].kind, ValueKind::Pointer);
  EXPECT_EQ(top(dump).values[1].same_object, top(dump).values[0].first_object);
  EXPECT_EQ(loaded_in_order<Node>(dump), 1u);
  EXPECT_EQ(dump.load<Node>(0, 1).value, 9);
}

TEST(SharedObjects, ACopyMadeForAByValueParameterIsAnObjectOfItsOwnThatSharesTheNodes) {
  Chain chain{6};
  const recrash::replay::Dump dump = dump_written_by([&] { return ring_test::take(chain, chain); });
  EXPECT_EQ(top(dump).values[1].same_object, kNoObject);
  Chain& copy = dump.load<Chain>(0, 0);
  Chain& original = dump.load<Chain>(0, 1);
  EXPECT_NE(&copy, &original);
  EXPECT_EQ(copy.head(), original.head());  // a copied pointer: the same node, as in the program
}

TEST(SharedObjects, CopiedValuesAreOneObjectToo) {
  recrash::Config config;
  config.receiver_strategy = recrash::CopyStrategy::Copy;
  config.argument_strategy = recrash::CopyStrategy::Copy;
  Chain chain{1, 2};
  const recrash::replay::Dump dump = dump_written_by([&] { return chain.splice(chain); }, config);
  EXPECT_EQ(top(dump).values[0].strategy, recrash::format::Strategy::Copy);
  EXPECT_EQ(top(dump).values[1].same_object, 0u);
  EXPECT_EQ(loaded_in_order<Chain>(dump), 1u);
}

TEST(SharedObjects, APointerToABranchAUniquePtrOwnsLoadsAsThatBranch) {
  ring_test::Branch root;
  root.id = 1;
  ring_test::Branch& middle = root.grow(2);
  middle.grow(3);
  ring_test::Branch& leaf = middle.grow(4);
  const recrash::replay::Dump dump = dump_written_by([&] { return ring_test::prune(root, &leaf); });
  EXPECT_NE(top(dump).values[1].same_object, kNoObject);
  ring_test::Branch& loaded = dump.load<ring_test::Branch>(0, 0);
  ring_test::Branch& branch = dump.load<ring_test::Branch>(0, 1);
  ASSERT_EQ(loaded.children.size(), 1u);
  ASSERT_EQ(loaded.children[0]->children.size(), 2u);
  EXPECT_EQ(&branch, loaded.children[0]->children[1].get());
  EXPECT_EQ(branch.id, 4);
  EXPECT_EQ(branch.parent, loaded.children[0].get());  // and its parent pointer is its owner
}

// The program's tree owned every folder; the frame saved one folder, whose parent only a weak
// pointer holds. The test keeps that parent alive, as the program did, and leaves an object the
// loaded folder owns to its owner.
TEST(SharedObjects, WhatOnlyAWeakPointerHoldsStaysAliveAndWhatIsOwnedIsLeftToItsOwner) {
  auto root = std::make_shared<ring_test::Folder>();
  root->notes = std::make_shared<std::string>("root notes");
  ring_test::Folder folder;
  folder.parent = root;
  folder.notes = std::make_shared<std::string>("mine");
  folder.pinned = folder.notes;
  const recrash::replay::Dump dump = dump_written_by([&] { return ring_test::climb(folder); });
  ring_test::Folder& loaded = dump.load<ring_test::Folder>(0, 0);
  const std::shared_ptr<ring_test::Folder> parent = loaded.parent.lock();
  ASSERT_NE(parent, nullptr);
  EXPECT_EQ(*parent->notes, "root notes");
  ASSERT_NE(loaded.pinned.lock(), nullptr);
  EXPECT_EQ(loaded.pinned.lock(), loaded.notes);
  EXPECT_EQ(loaded.notes.use_count(), 1);  // the folder's alone: releasing it destroys the notes
  loaded.notes.reset();
  EXPECT_TRUE(loaded.pinned.expired());
}

TEST(SharedObjects, LoadingTheSecondFirstSaysWhichToLoadFirst) {
  Chain chain{1};
  const recrash::replay::Dump dump = dump_written_by([&] { return chain.splice(chain); });
  try {
    dump.load<Chain>(0, 1);
    FAIL() << "loaded an object no value had loaded";
  } catch (const recrash::format::DumpError& e) {
    EXPECT_STREQ(e.what(), "value 1 of frame 0 is an object that value 0 saves: load value 0 first");
  }
  EXPECT_EQ(loaded_in_order<Chain>(dump), 1u);
}

}  // namespace
