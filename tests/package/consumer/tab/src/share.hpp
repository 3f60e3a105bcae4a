// SPDX-License-Identifier: MIT
// A private header of the library (its include directory is not the public one): generated
// tests of the functions it declares must still find it.
#pragma once

#include <type_traits>

namespace tab {

/// C++20: the library is built as C++20 (CXX_STANDARD), and so must the tests that include this.
template <class T>
concept Cents = std::is_integral_v<T>;

/// `cents` split among `guests`, rounded up to the next cent. Nothing checks that guests > 0.
int share_of(int cents, int guests);

}  // namespace tab
