// SPDX-License-Identifier: MIT
// The RandomCrash program of the ReCrash paper (Artzi et al., figure 4-5), in C++.
#pragma once

#include <string>

class RandomCrash {
 public:
  /// The absolute value of x in upper-case hexadecimal. Passes a null string on for x == 0.
  std::string hexAbs(int x);
  /// Upper-cases a C string; crashes on a null one.
  std::string toUpperCase(const char* s);

  template <class Archive>
  void serialize(Archive& /*archive*/) {}  // no state, but a receiver must be serializable
};
