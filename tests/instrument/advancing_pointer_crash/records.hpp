// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace records {

/// The sum of the means of the first `count` records of `p` ("12;345;" has the records 1 2 and
/// 3 4 5, each a run of digits ended by ';'). The bug: an empty record has no digits to divide by.
long sum_of_means(const char* p, int count);

/// sum_of_means() of every record of `text`.
long report(const std::string& text);

}  // namespace records
