// SPDX-License-Identifier: MIT
#include "meter-inl.hpp"
#define SINGLE_IMPLEMENTATION
#include "single.hpp"
