// SPDX-License-Identifier: MIT
#pragma once

namespace figures {

/// The mean area of `count` squares of the given sides, each made by the implementation header's
/// factory. The bug: a count of 0 divides by zero.
int mean_area(const int* sides, int count);

}  // namespace figures
