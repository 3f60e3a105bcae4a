#include "meter.hpp"

namespace meter {

Scale::Scale(int divisions) : divisions_(divisions) {}

int Scale::convert(int value, Unit unit, Rounding rounding) { return value * per_unit(unit) + rounding; }

int Scale::steps(Unit unit) { return static_cast<int>(unit) * 2 + 1; }

int Scale::step(int value) { return value / divisions_; }

int Scale::step(int value, int by) { return value / by + divisions_; }

int Scale::operator[](int index) const { return 100 / (index - divisions_); }

void Scale::set(inline_v1::Flag flag) { divisions_ = 100 / static_cast<int>(flag); }

int Scale::Dial::turn(int by) { return 100 / by; }

int Scale::Gear::teeth(int count) { return 100 / count; }

int Scale::per_unit(Unit unit) const { return 100 / (static_cast<int>(unit) - divisions_); }

template <class T>
T Box<T>::get(T fallback) {
  return value_ == T{} ? fallback / value_ : value_;
}
template class Box<int>;

namespace {
struct Hidden {
  int half(int value) { return 100 / value; }
};
}  // namespace

int use_hidden(int value) {
  Hidden hidden;
  return hidden.half(value);
}

}  // namespace meter
