// Instrumented by recrash-instrument from journal.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "journal.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/journal.cpp"
#include "journal.hpp"

#include <cassert>
#include <cstdarg>
#include <memory>
#include <stdexcept>

// A constructor: its twin is called as a statement.
Journal::Journal(int capacity) : capacity_(capacity) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(capacity)) { [&](decltype(capacity) capacity) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(capacity));
#line 9

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}(capacity); return; } RECRASH_TWIN_END
#line 9

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}

// The const of the return type is kept in the twin's return type.
const std::string& Journal::entry(int index) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(index));
#line 15

  return entries_.at(static_cast<unsigned>(index % capacity_));
}(index); RECRASH_TWIN_END
#line 15

  return entries_.at(static_cast<unsigned>(index % capacity_));
}

void Journal::add(const std::string& text) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(3, ::recrash::by_reference(text));
#line 19

  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}(text); RECRASH_TWIN_END
#line 19

  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}

// Parameters taken by value and by rvalue reference are the entry's own objects in the twin.
int Journal::count(std::string word, std::string&& also) const { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(word), ::recrash::by_reference(also)) return [&](decltype(word)& word, decltype(also)& also) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, ::recrash::by_reference(word), ::recrash::by_reference(also));
#line 25

  int found = 0;
  for (const std::string& entry : entries_) found += static_cast<int>(entry == word || entry == also);
  return found / capacity_;
}(word, also); RECRASH_TWIN_END
#line 25

  int found = 0;
  for (const std::string& entry : entries_) found += static_cast<int>(entry == word || entry == also);
  return found / capacity_;
}

// A parameter that cannot be copied.
void Journal::adopt(std::unique_ptr<std::string> text) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(5, ::recrash::by_reference(text));
#line 32

  if (!text) give_up("nothing to adopt");
  add(*text);
}(text); RECRASH_TWIN_END
#line 32

  if (!text) give_up("nothing to adopt");
  add(*text);
}

// A second copy of the body would have a counter of its own: the twin calls the function again.
int Journal::next_id() { RECRASH_ENTRY(6, METHOD, ) return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, ); RECRASH_REENTER(6); return this->Journal::next_id(); }({}); RECRASH_TWIN_END
#line 38

  static int counter = 0;
  return ++counter % capacity_;
}

// One body: the twin could neither name the type the body deduces nor call it before then.
auto Journal::size_of(int index) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(index));
#line 45
  return entries_.at(static_cast<unsigned>(index)).size() / static_cast<unsigned>(capacity_);
}

// No return: the entry does not return after its twin either.
[[noreturn]] void give_up(const std::string& why) { RECRASH_ENTRY(7, FUNCTION, ::recrash::by_reference(why)) { [&](decltype(why)& why) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(7, ::recrash::by_reference(why));
#line 49

  throw std::runtime_error("journal: " + why);
}(why); __builtin_unreachable(); } RECRASH_TWIN_END
#line 49

  throw std::runtime_error("journal: " + why);
}

// assert() names its function: the twin calls the function again, and its body stays this one.
int checked_ratio(int a, int b) { RECRASH_ENTRY(8, FUNCTION, ::recrash::by_reference(a), ::recrash::by_reference(b)) return [&](::recrash::detail::Reentry, decltype(a) a, decltype(b) b) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(8, ::recrash::by_reference(a), ::recrash::by_reference(b)); RECRASH_REENTER(8); return (checked_ratio)(a, b); }({}, a, b); RECRASH_TWIN_END
#line 54

  assert(b != 0);
  return a / b;
}

// A local class's member function has two bodies of its own, inside both of its function's.
int count_words(const std::string& text) { RECRASH_ENTRY(9, FUNCTION, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(9, ::recrash::by_reference(text));
#line 60

  struct Counter {
    int words = 0;
    bool in_word = false;
    
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 64
void feed(char c, int weight) { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(c), ::recrash::by_reference(weight)) return [&](decltype(c) c, decltype(weight) weight) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(10, ::recrash::by_reference(c), ::recrash::by_reference(weight));
#line 64

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }(c, weight); RECRASH_TWIN_END
#line 64

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 71

  };
  Counter counter;
  for (char c : text) counter.feed(c, static_cast<int>(text.size()));
  return counter.words;
}(text); RECRASH_TWIN_END
#line 60

  struct Counter {
    int words = 0;
    bool in_word = false;
    
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 64
void feed(char c, int weight) { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(c), ::recrash::by_reference(weight)) return [&](decltype(c) c, decltype(weight) weight) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(10, ::recrash::by_reference(c), ::recrash::by_reference(weight));
#line 64

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }(c, weight); RECRASH_TWIN_END
#line 64

      if (c == ' ') {
        in_word = false;
      } else if (!in_word) {
        in_word = true;
        words += 100 / weight;
      }
    }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 71

  };
  Counter counter;
  for (char c : text) counter.feed(c, static_cast<int>(text.size()));
  return counter.words;
}

// The twin's return type is spelled from the global namespace: in the body, Stamp is the function.
namespace notes {
Stamp Page::Stamp() const { RECRASH_ENTRY(11, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> ::notes::Stamp { RECRASH_TWIN_METHOD(11, );
#line 80

  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}(); RECRASH_TWIN_END
#line 80

  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}
}  // namespace notes

// The return type is written around the name: the twin calls the function again.
static int twice(int x) { return 2 * x; }

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 88
int (*pick_scaler(int which))(int) { RECRASH_ENTRY(12, FUNCTION, ::recrash::by_reference(which)) return [&](::recrash::detail::Reentry, decltype(which) which) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(12, ::recrash::by_reference(which)); RECRASH_REENTER(12); return (pick_scaler)(which); }({}, which); RECRASH_TWIN_END
#line 88

  if (which < 0) give_up("which");
  return twice;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 91


// A va_list parameter is not recorded (g++ warns about its __va_list_tag in the hook's templates).

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 94
int average_of(int count, va_list numbers) { RECRASH_ENTRY(13, FUNCTION, ::recrash::by_reference(count), ::recrash::not_recorded(numbers)) return [&](decltype(count) count, decltype(numbers) numbers) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(13, ::recrash::by_reference(count), ::recrash::not_recorded(numbers));
#line 94

  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}(count, numbers); RECRASH_TWIN_END
#line 94

  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 98


// A function template.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 101
template <class T>
T largest_of(const std::vector<T>& items) { RECRASH_ENTRY(14, FUNCTION, items) return [&](const std::vector<T>& items) RECRASH_TWIN_ATTRIBUTES -> T { RECRASH_TWIN_FUNCTION(14, items);
#line 102

  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}(items); RECRASH_TWIN_END
#line 102

  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 107

template int largest_of(const std::vector<int>&);

// One body: the static local would be duplicated, and a call could deduce other template arguments.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 111
template <class T>
int serial_of(const T& recrash_unnamed_0) {
  RECRASH_FUNCTION(::recrash::by_reference(recrash_unnamed_0));
#line 113
  static int next = 0;
  if (next == 1000000) throw std::overflow_error("serial numbers ran out");
  return ++next;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 116

template int serial_of(const int&);
