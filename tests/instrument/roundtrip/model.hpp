// SPDX-License-Identifier: MIT
// Classes with no serializer of their own: recrash_instrument() writes theirs. The test saves
// and loads them through those serializers.
#pragma once

#include <deque>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stack>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace model {

class Node {
 public:
  Node(std::string name, Node* parent);
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  Node& add(const std::string& name);
  const std::string& name() const { return name_; }
  Node* parent() const { return parent_; }
  const Node& child(std::size_t i) const { return *children_.at(i); }
  std::size_t size() const { return children_.size(); }

 private:
  std::string name_;
  Node* parent_;
  std::vector<std::unique_ptr<Node>> children_;
};

class Tagged {
 public:
  Tagged(int id, const char* label, const Node* owner);
  int id() const { return id_; }
  const char* label() const { return label_; }
  const Node* owner() const { return owner_; }

 private:
  const int id_;
  const char* label_;
  const Node* owner_;
  std::mutex lock_;
};

/// Const pointer members, as a string view class template writes them (rapidjson's
/// GenericStringRef): the instrumenter cannot tell a dependent one is const, the archive can.
template <class Ch>
class BasicTextRef {
 public:
  BasicTextRef(const Ch* text, const Node* anchor, int length) : text_(text), anchor_(anchor), length_(length) {}
  const Ch* text() const { return text_; }
  const Node* anchor() const { return anchor_; }
  int length() const { return length_; }

 private:
  const Ch* const text_;
  const Node* const anchor_;
  int length_;
};
using TextRef = BasicTextRef<char>;

/// A C struct named by a typedef, inside extern "C" (a C library compiled as C++): it gets a
/// serialize function beside it.
extern "C" {
typedef struct {
  unsigned short channels;
  const char* label;
  void* user_data;
} CFormat;
}

/// Polymorphic and abstract: a pointer to one is saved and loaded as the class of its object.
class Action {
 public:
  virtual ~Action() = default;
  virtual int run() const = 0;
};

class Scale : public Action {
 public:
  explicit Scale(int factor) : factor_(factor) {}
  int run() const override;

 private:
  int factor_;
};

/// Two levels below Action: cereal finds Action -> Scale -> Offset from the relations registered.
class Offset final : public Scale {
 public:
  Offset(int factor, int offset) : Scale(factor), offset_(offset) {}
  int run() const override;

 private:
  int offset_;
};

/// Holds actions through pointers to their base, some of them twice.
class Plan {
 public:
  Plan() = default;
  Plan(const Plan&) = delete;
  Plan& operator=(const Plan&) = delete;
  void add(std::unique_ptr<Action> step) { steps_.push_back(std::move(step)); }
  void share(const std::shared_ptr<Action>& action);
  void point(const Action* favourite);
  int run() const;
  const std::shared_ptr<Action>& first_shared() const { return first_shared_; }
  const std::shared_ptr<Action>& second_shared() const { return second_shared_; }
  const Action* favourite() const { return favourite_; }
  const Action* again() const { return again_; }

 private:
  std::vector<std::unique_ptr<Action>> steps_;
  std::shared_ptr<Action> first_shared_;
  std::shared_ptr<Action> second_shared_;
  const Action* favourite_ = nullptr;
  const Action* again_ = nullptr;
};

/// Raw pointers that form a ring and point into it again: each object is saved once.
class Link {
 public:
  explicit Link(std::string name) : name_(std::move(name)) {}
  Link(const Link&) = delete;
  Link& operator=(const Link&) = delete;
  void point(Link* next, Link* other);
  const std::string& name() const { return name_; }
  Link* next() const { return next_; }
  Link* other() const { return other_; }

 private:
  std::string name_;
  Link* next_ = nullptr;
  Link* other_ = nullptr;
};

/// A variant of which one alternative cannot be saved: the others still are.
class Cell {
 public:
  Cell() = default;
  explicit Cell(std::string text) : data_(std::move(text)) {}
  explicit Cell(std::vector<long> numbers) : data_(std::move(numbers)) {}
  explicit Cell(std::shared_ptr<std::mutex> lock) : data_(std::move(lock)) {}
  std::size_t index() const { return data_.index(); }
  const std::string& text() const { return std::get<std::string>(data_); }
  const std::vector<long>& numbers() const { return std::get<std::vector<long>>(data_); }

 private:
  std::variant<std::monostate, std::string, std::vector<long>, std::shared_ptr<std::mutex>> data_;
};

/// No default constructor: a container of them loads each one through its LoadTag constructor.
class Piece {
 public:
  Piece(std::string name, int weight) : name_(std::move(name)), weight_(weight) {}
  const std::string& name() const { return name_; }
  int weight() const { return weight_; }
  bool operator<(const Piece& other) const { return name_ < other.name_; }

 private:
  std::string name_;
  int weight_;
};

/// Every standard container recrash loads elements without a default constructor into.
class Board {
 public:
  explicit Board(int size) : size_(size) {}
  void place(const Piece& piece, int square);
  int size() const { return size_; }
  int weight() const;
  const std::vector<Piece>& row() const { return row_; }
  const std::map<std::string, Piece>& by_name() const { return by_name_; }
  const std::unordered_map<int, Piece>& by_square() const { return by_square_; }
  const std::optional<Piece>& last() const { return last_; }

 private:
  int size_;
  std::vector<Piece> row_;
  std::deque<Piece> history_;
  std::list<Piece> captured_;
  std::set<Piece> kinds_;
  std::map<std::string, Piece> by_name_;
  std::unordered_map<int, Piece> by_square_;
  std::optional<Piece> last_;
};

struct Volume {
  int level = 0;
};
struct Label {
  std::string text;
};

/// A pack of bases: each is saved and loaded in turn.
template <class... Parts>
class Mixed : public Parts... {
 public:
  explicit Mixed(Parts... parts) : Parts(std::move(parts))... {}
};

/// Numbers kept in the object's own storage, as a small vector keeps its first elements (and
/// tinyxml2's DynArray): its pointers load pointing into the loaded object's storage.
class Readings {
 public:
  void add(int value);
  const int* begin() const { return begin_; }
  const int* end() const { return end_; }
  const int* storage() const { return in_place_; }

 private:
  int* begin_ = in_place_;
  int* end_ = in_place_;
  int in_place_[4] = {};
};

/// A pool's block and the next free cell in it, saved after the block (tinyxml2's MemPoolT), and
/// a text with a cursor into it (tinyxml2's StrPair): the pointers load pointing into the loaded
/// block and the loaded text.
struct Block {
  long cells[4] = {};
};
class Pool {
 public:
  explicit Pool(const char* text);
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;
  const Block* block() const { return block_; }
  const long* next_free() const { return next_free_; }
  const char* text() const { return text_; }
  const char* cursor() const { return cursor_; }

 private:
  Block* block_;
  long* next_free_;
  const char* text_;
  const char* cursor_;
};

/// Values on the heap, with how many are in use and how many were allocated beside them (a
/// vector of one's own): the array loads whole, as long as the class says.
class Series {
 public:
  Series() = default;
  Series(const Series&) = delete;
  Series& operator=(const Series&) = delete;
  void add(double value);
  const double* values() const { return values_; }
  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }

 private:
  double* values_ = nullptr;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

/// Raw pointers in sequences: a stack of the blocks a walk is inside (as jsoncpp's OurReader keeps
/// a std::stack<Value*> of the values it is inside), a vector of those it saw, an array of two.
class Walk {
 public:
  void enter(Block* block, int slot);
  const std::stack<Block*>& inside() const { return inside_; }
  const std::vector<Block*>& seen() const { return seen_; }
  Block* slot(int i) const { return slots_[i]; }

 private:
  std::stack<Block*> inside_;
  std::vector<Block*> seen_;
  Block* slots_[2] = {};
};

/// A signed count beside an unsigned capacity: its generated serializer compiles without a
/// warning, and the counts load.
class Tally {
 public:
  explicit Tally(int count);
  Tally(const Tally&) = delete;
  Tally& operator=(const Tally&) = delete;
  const long* counts() const { return counts_; }
  int count() const { return count_; }

 private:
  long* counts_;
  int count_;
  unsigned capacity_;
};

}  // namespace model
