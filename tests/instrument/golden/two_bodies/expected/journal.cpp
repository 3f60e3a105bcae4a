// Instrumented by recrash-instrument from journal.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "journal.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/journal.cpp"
#include "journal.hpp"

#include <cassert>
#include <cstdarg>
#include <memory>
#include <stdexcept>

// A constructor cannot be called again: its twin holds a copy of its body, called as a statement.
Journal::Journal(int capacity) : capacity_(capacity) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(capacity)) { [&](decltype(capacity) capacity) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(capacity));
#line 9

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}(capacity); return; } RECRASH_TWIN_END
#line 9

  if (capacity_ <= 0) give_up("capacity");
  entries_.reserve(static_cast<unsigned>(capacity_));
}

// The twin calls the function again, past virtual dispatch; it returns what the call returns.
const std::string& Journal::entry(int index) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(index)) return [&](::recrash::detail::Reentry, decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(index)); RECRASH_REENTER(2); return this->Journal::entry(index); }({}, index); RECRASH_TWIN_END
#line 15

  return entries_.at(static_cast<unsigned>(index % capacity_));
}

void Journal::add(const std::string& text) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(3, ::recrash::by_reference(text)); RECRASH_REENTER(3); return this->Journal::add(text); }({}, text); RECRASH_TWIN_END
#line 19

  if (static_cast<int>(entries_.size()) == capacity_) give_up("full");
  entries_.push_back(text);
}

// A parameter taken by value is copied for the twin's call (the hook keeps the entry's own); an
// rvalue reference is handed on as one.
int Journal::count(std::string word, std::string&& also) const { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(word), ::recrash::by_reference(also)) return [&](::recrash::detail::Reentry, decltype(word)& word, decltype(also)& also) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, ::recrash::by_reference(word), ::recrash::by_reference(also)); RECRASH_REENTER(4); return this->Journal::count(word, ::recrash::detail::rvalue(also)); }({}, word, also); RECRASH_TWIN_END
#line 26

  int found = 0;
  for (const std::string& entry : entries_) found += static_cast<int>(entry == word || entry == also);
  return found / capacity_;
}

// A parameter that cannot be copied: the twin holds a copy of the body instead.
void Journal::adopt(std::unique_ptr<std::string> text) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(5, ::recrash::by_reference(text));
#line 33

  if (!text) give_up("nothing to adopt");
  add(*text);
}(text); RECRASH_TWIN_END
#line 33

  if (!text) give_up("nothing to adopt");
  add(*text);
}

// Its body is there once, so its static local too.
int Journal::next_id() { RECRASH_ENTRY(6, METHOD, ) return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, ); RECRASH_REENTER(6); return this->Journal::next_id(); }({}); RECRASH_TWIN_END
#line 39

  static int counter = 0;
  return ++counter % capacity_;
}

// One body: the twin could not call it before its body deduces its type.
auto Journal::size_of(int index) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(index));
#line 46
  return entries_.at(static_cast<unsigned>(index)).size() / static_cast<unsigned>(capacity_);
}

// No return: the entry does not return after its twin either.
[[noreturn]] void give_up(const std::string& why) { RECRASH_ENTRY(7, FUNCTION, ::recrash::by_reference(why)) { [&](::recrash::detail::Reentry, decltype(why)& why) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(7, ::recrash::by_reference(why)); RECRASH_REENTER(7); return (give_up)(why); }({}, why); __builtin_unreachable(); } RECRASH_TWIN_END
#line 50

  throw std::runtime_error("journal: " + why);
}

// assert() names the function it is in: the body's is still this one.
int checked_ratio(int a, int b) { RECRASH_ENTRY(8, FUNCTION, ::recrash::by_reference(a), ::recrash::by_reference(b)) return [&](::recrash::detail::Reentry, decltype(a) a, decltype(b) b) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(8, ::recrash::by_reference(a), ::recrash::by_reference(b)); RECRASH_REENTER(8); return (checked_ratio)(a, b); }({}, a, b); RECRASH_TWIN_END
#line 55

  assert(b != 0);
  return a / b;
}

// A local class's member function has a twin of its own.
int count_words(const std::string& text) { RECRASH_ENTRY(9, FUNCTION, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(9, ::recrash::by_reference(text)); RECRASH_REENTER(9); return (count_words)(text); }({}, text); RECRASH_TWIN_END
#line 61

  struct Counter {
    int words = 0;
    bool in_word = false;
    void feed(char c, int weight) { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(c), ::recrash::by_reference(weight)) return [&](::recrash::detail::Reentry, decltype(c) c, decltype(weight) weight) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(10, ::recrash::by_reference(c), ::recrash::by_reference(weight)); RECRASH_REENTER(10); return this->Counter::feed(c, weight); }({}, c, weight); RECRASH_TWIN_END
#line 65

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
Stamp Page::Stamp() const { RECRASH_ENTRY(11, METHOD, ) return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(11, ); RECRASH_REENTER(11); return this->Page::Stamp(); }({}); RECRASH_TWIN_END
#line 81

  if (day_ < 0) give_up("day");
  return notes::Stamp{day_};
}
}  // namespace notes

// A return type written around the name.
static int twice(int x) { return 2 * x; }
int (*pick_scaler(int which))(int) { RECRASH_ENTRY(12, FUNCTION, ::recrash::by_reference(which)) return [&](::recrash::detail::Reentry, decltype(which) which) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(12, ::recrash::by_reference(which)); RECRASH_REENTER(12); return (pick_scaler)(which); }({}, which); RECRASH_TWIN_END
#line 89

  if (which < 0) give_up("which");
  return twice;
}

// A va_list parameter is not recorded (g++ warns about its __va_list_tag in the hook's templates).
int average_of(int count, va_list numbers) { RECRASH_ENTRY(13, FUNCTION, ::recrash::by_reference(count), ::recrash::not_recorded(numbers)) return [&](::recrash::detail::Reentry, decltype(count) count, decltype(numbers) numbers) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(13, ::recrash::by_reference(count), ::recrash::not_recorded(numbers)); RECRASH_REENTER(13); return (average_of)(count, numbers); }({}, count, numbers); RECRASH_TWIN_END
#line 95

  int total = 0;
  for (int i = 0; i < count; ++i) total += va_arg(numbers, int);
  return total / count;
}

// A function template's twin holds a copy of its body (a call could deduce other arguments).
template <class T>
T largest_of(const std::vector<T>& items) { RECRASH_ENTRY(14, FUNCTION, items) return [&](decltype(items)& items) RECRASH_TWIN_ATTRIBUTES -> T { RECRASH_TWIN_FUNCTION(14, items);
#line 103

  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}(items); RECRASH_TWIN_END
#line 103

  if (items.empty()) give_up("no items");
  T best = items.front();
  for (const T& item : items) best = item < best ? best : item;
  return best;
}
template int largest_of(const std::vector<int>&);

// One body: in a template's copy of the body, the static local would be duplicated.
template <class T>
int serial_of(const T& recrash_unnamed_0) {
  RECRASH_FUNCTION(::recrash::by_reference(recrash_unnamed_0));
#line 114
  static int next = 0;
  return ++next;
}
template int serial_of(const int&);
