// The names a test may write: public members that are the only ones of their name in a class any
// test can name are called by name (a class in an anonymous namespace too: the test of a function
// only a source file declares includes that file); overloads, private members, members of a class
// template or of a private nested class are not; the enumerations a hooked function takes are
// listed with their enumerators, and a private nested class it takes (Gear, the receiver of
// Gear::teeth) as hidden.
#pragma once

namespace meter {

enum class Unit { Metres, Feet, Yards = 7, Rods = 7 };

namespace inline_v1 {
inline namespace v1 {
enum Flag : unsigned char { Off, On = 200 };
}
}  // namespace inline_v1

class Scale {
 public:
  enum Rounding { Down = -1, Up = 1 };

  explicit Scale(int divisions);
  int convert(int value, Unit unit, Rounding rounding);
  static int steps(Unit unit);
  int step(int value);
  int step(int value, int by);
  int operator[](int index) const;
  void set(inline_v1::Flag flag);

  class Dial {
   public:
    int turn(int by);
  };

 private:
  class Gear {
   public:
    int teeth(int count);
  };
  int per_unit(Unit unit) const;

  int divisions_;
};

template <class T>
class Box {
 public:
  T get(T fallback);

 private:
  T value_{};
};

}  // namespace meter
