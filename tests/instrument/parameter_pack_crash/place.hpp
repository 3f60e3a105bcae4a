// SPDX-License-Identifier: MIT
// Where a note was written from (spdlog's source_loc).
#pragma once

namespace journal {

struct Place {
  const char* file;
  int line;
};

}  // namespace journal
