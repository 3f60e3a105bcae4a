#include "journal.hpp"

#include <cassert>
#include <cstdarg>
#include <memory>
#include <stdexcept>

// A constructor: its twin is called as a statement.
Journal::Journal(int capacity) : capacity_(capacity) {
  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}

// The const of the return type is kept in the twin's return type.
const std::string& Journal::entry(int index) const {
  return entries_.at(static_cast<unsigned>(index % capacity_));
}

void Journal::add(const std::string& text) {
  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}

// Parameters taken by value and by rvalue reference are the entry's own objects in the twin.
int Journal::count(std::string word, std::string&& also) const {
  int found = 0;
  for (const std::string& entry : entries_) found += static_cast<int>(entry == word || entry == also);
  return found / capacity_;
}

// A parameter that cannot be copied.
void Journal::adopt(std::unique_ptr<std::string> text) {
  if (!text) give_up("nothing to adopt");
  add(*text);
}

// A second copy of the body would have a counter of its own: the twin calls the function again.
int Journal::next_id() {
  static int counter = 0;
  return ++counter % capacity_;
}

// One body: the twin could neither name the type the body deduces nor call it before then.
auto Journal::size_of(int index) const {
  return entries_.at(static_cast<unsigned>(index)).size() / static_cast<unsigned>(capacity_);
}

// No return: the entry does not return after its twin either.
[[noreturn]] void give_up(const std::string& why) {
  throw std::runtime_error("journal: " + why);
}

// assert() names its function: the twin calls the function again, and its body stays this one.
int checked_ratio(int a, int b) {
  assert(b != 0);
  return a / b;
}

// A local class's member function has two bodies of its own, inside both of its function's.
int count_words(const std::string& text) {
  struct Counter {
    int words = 0;
    bool in_word = false;
    void feed(char c, int weight) {
      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }
  };
  Counter counter;
  for (char c : text) counter.feed(c, static_cast<int>(text.size()));
  return counter.words;
}

// The twin's return type is spelled from the global namespace: in the body, Stamp is the function.
namespace notes {
Stamp Page::Stamp() const {
  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}
}  // namespace notes

// The return type is written around the name: the twin calls the function again.
static int twice(int x) { return 2 * x; }
int (*pick_scaler(int which))(int) {
  if (which < 0) give_up("which");
  return twice;
}

// A va_list parameter is not recorded (g++ warns about its __va_list_tag in the hook's templates).
int average_of(int count, va_list numbers) {
  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}

// A function template.
template <class T>
T largest_of(const std::vector<T>& items) {
  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}
template int largest_of(const std::vector<int>&);

// One body: the static local would be duplicated, and a call could deduce other template arguments.
template <class T>
int serial_of(const T&) {
  static int next = 0;
  if (next == 1000000) throw std::overflow_error("serial numbers ran out");
  return ++next;
}
template int serial_of(const int&);
