#include "journal.hpp"

#include <cassert>
#include <cstdarg>
#include <memory>
#include <stdexcept>

// A constructor cannot be called again: its twin holds a copy of its body, called as a statement.
Journal::Journal(int capacity) : capacity_(capacity) {
  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}

// The twin calls the function again, past virtual dispatch; it returns what the call returns.
const std::string& Journal::entry(int index) const {
  return entries_.at(static_cast<unsigned>(index % capacity_));
}

void Journal::add(const std::string& text) {
  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}

// A parameter taken by value is copied for the twin's call (the hook keeps the entry's own); an
// rvalue reference is handed on as one.
int Journal::count(std::string word, std::string&& also) const {
  int found = 0;
  for (const std::string& entry : entries_) found += static_cast<int>(entry == word || entry == also);
  return found / capacity_;
}

// A parameter that cannot be copied: the twin holds a copy of the body instead.
void Journal::adopt(std::unique_ptr<std::string> text) {
  if (!text) give_up("nothing to adopt");
  add(*text);
}

// Its body is there once, so its static local too.
int Journal::next_id() {
  static int counter = 0;
  return ++counter % capacity_;
}

// One body: the twin could not call it before its body deduces its type.
auto Journal::size_of(int index) const {
  return entries_.at(static_cast<unsigned>(index)).size() / static_cast<unsigned>(capacity_);
}

// No return: the entry does not return after its twin either.
[[noreturn]] void give_up(const std::string& why) {
  throw std::runtime_error("journal: " + why);
}

// assert() names the function it is in: the body's is still this one.
int checked_ratio(int a, int b) {
  assert(b != 0);
  return a / b;
}

// A local class's member function has a twin of its own.
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

// In the body, Stamp is the function, not the type: the twin names neither.
namespace notes {
Stamp Page::Stamp() const {
  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}
}  // namespace notes

// A return type written around the name.
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

// A function template's twin holds a copy of its body (a call could deduce other arguments).
template <class T>
T largest_of(const std::vector<T>& items) {
  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}
template int largest_of(const std::vector<int>&);

// One body: in a template's copy of the body, the static local would be duplicated.
template <class T>
int serial_of(const T&) {
  static int next = 0;
  return ++next;
}
template int serial_of(const int&);
