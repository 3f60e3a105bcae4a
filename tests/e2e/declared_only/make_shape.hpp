// SPDX-License-Identifier: MIT
// Declares make_shape() but only declares the class it returns: a generated test that includes
// this header alone cannot call it (the return type is incomplete there), so it does not compile.
#pragma once

namespace shapes {

struct Shape;

Shape make_shape(int sides);

}  // namespace shapes
