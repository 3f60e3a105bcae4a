// Instrumented by recrash-instrument from journal.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "journal.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/journal.cpp"
#include "journal.hpp"

#include <cassert>
#include <cstdarg>
#include <stdexcept>

// A constructor: its twin is called as a statement.
Journal::Journal(int capacity) : capacity_(capacity) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(capacity)) { [&](decltype(capacity) capacity) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(capacity));
#line 8

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}(capacity); return; } RECRASH_TWIN_END
#line 8

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}

// The const of the return type is kept in the twin's return type.
const std::string& Journal::entry(int index) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(index));
#line 14

  return entries_.at(static_cast<unsigned>(index % capacity_));
}(index); RECRASH_TWIN_END
#line 14

  return entries_.at(static_cast<unsigned>(index % capacity_));
}

void Journal::add(const std::string& text) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(3, ::recrash::by_reference(text));
#line 18

  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}(text); RECRASH_TWIN_END
#line 18

  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}

// One body: a second copy would have a counter of its own.
int Journal::next_id() {
  RECRASH_METHOD_IMMUTABLE_THIS();
#line 25
  static int counter = 0;
  return ++counter % capacity_;
}

// One body: the twin could not name the type the body deduces.
auto Journal::size_of(int index) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(index));
#line 31
  return entries_.at(static_cast<unsigned>(index)).size() / static_cast<unsigned>(capacity_);
}

// No return: the entry does not return after its twin either.
[[noreturn]] void give_up(const std::string& why) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(why)) { [&](decltype(why)& why) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(why));
#line 35

  throw std::runtime_error("journal: " + why);
}(why); __builtin_unreachable(); } RECRASH_TWIN_END
#line 35

  throw std::runtime_error("journal: " + why);
}

// One body: assert() names its function.
int checked_ratio(int a, int b) {
  RECRASH_FUNCTION(::recrash::by_reference(a), ::recrash::by_reference(b));
#line 41
  assert(b != 0);
  return a / b;
}

// A local class's member function has two bodies of its own, inside both of its function's.
int count_words(const std::string& text) { RECRASH_ENTRY(5, FUNCTION, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(5, ::recrash::by_reference(text));
#line 46

  struct Counter {
    int words = 0;
    bool in_word = false;
    void feed(char c, int weight) { RECRASH_ENTRY(6, METHOD, ::recrash::by_reference(c), ::recrash::by_reference(weight)) return [&](decltype(c) c, decltype(weight) weight) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(6, ::recrash::by_reference(c), ::recrash::by_reference(weight));
#line 50

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }(c, weight); RECRASH_TWIN_END
#line 50

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
}(text); RECRASH_TWIN_END
#line 46

  struct Counter {
    int words = 0;
    bool in_word = false;
    void feed(char c, int weight) { RECRASH_ENTRY(6, METHOD, ::recrash::by_reference(c), ::recrash::by_reference(weight)) return [&](decltype(c) c, decltype(weight) weight) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(6, ::recrash::by_reference(c), ::recrash::by_reference(weight));
#line 50

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }(c, weight); RECRASH_TWIN_END
#line 50

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
Stamp Page::Stamp() const { RECRASH_ENTRY(7, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> ::notes::Stamp { RECRASH_TWIN_METHOD(7, );
#line 66

  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}(); RECRASH_TWIN_END
#line 66

  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}
}  // namespace notes

// One body: the return type is written around the name.
static int twice(int x) { return 2 * x; }
int (*pick_scaler(int which))(int) {
  RECRASH_FUNCTION(::recrash::by_reference(which));
#line 75
  if (which < 0) give_up("which");
  return twice;
}

// A va_list parameter is not recorded (g++ warns about its __va_list_tag in the hook's templates).
int average_of(int count, va_list numbers) { RECRASH_ENTRY(8, FUNCTION, ::recrash::by_reference(count), ::recrash::not_recorded(numbers)) return [&](decltype(count) count, decltype(numbers) numbers) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(8, ::recrash::by_reference(count), ::recrash::not_recorded(numbers));
#line 80

  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}(count, numbers); RECRASH_TWIN_END
#line 80

  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}
