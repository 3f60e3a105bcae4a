// SPDX-License-Identifier: MIT
#include "meter-inl.hpp"
