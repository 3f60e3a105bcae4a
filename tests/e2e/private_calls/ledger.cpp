// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#include "ledger.hpp"

#include <recrash/recrash.hpp>

namespace ledger {

long Book::summary(int year) {
  RECRASH_METHOD(year);
  return split(*this, year);
}

long Book::split(Book& book, int year) {
  RECRASH_STATIC_METHOD(book, year);
  return book.audit(year) / 2;
}

long Book::audit(int year) {
  RECRASH_METHOD(year);
  const int parts = year % 4;  // 0 in a leap year
  return ratio(total_, parts) + ratio(name_);
}

long Book::ratio(long amount, int parts) const {
  RECRASH_METHOD(amount, parts);
  return amount / parts;
}

long Book::ratio(const std::string& amount) const {
  RECRASH_METHOD(amount);
  return static_cast<long>(amount.size());
}

template <class T, int N>
T Window<T, N>::fold(Book& book, int year) {
  RECRASH_METHOD(book, year);
  return bias_ + static_cast<T>(book.summary(year));
}

template <class T>
T report(Book& book, int year) {
  RECRASH_FUNCTION(book, year);
  Window<T, 3> window;
  return window.fold(book, year);
}

template class Window<long, 3>;
template long report<long>(Book& book, int year);

}  // namespace ledger
