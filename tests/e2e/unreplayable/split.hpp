// SPDX-License-Identifier: MIT
// Splits a bill into equal shares.
#pragma once

namespace bills {

int split(int total, int people);

}  // namespace bills
