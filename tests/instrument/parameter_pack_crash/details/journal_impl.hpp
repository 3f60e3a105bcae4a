// SPDX-License-Identifier: MIT
// The templates of journal.hpp, which includes this file at its end.
#pragma once

#include <sstream>  // not place.hpp or journal.hpp: only journal.hpp includes this file

namespace journal {

template <class... Parts>
void Journal::write(Place where, int level, const char* format, const Parts&... parts) {
  if (!enabled(level)) return;
  std::ostringstream line;
  line << where.file << ':' << where.line << ' ' << format;
  ((line << ' ' << parts), ...);
  text_ += line.str() + '\n';
}

template <class... Parts>
void note(const char* format, const Parts&... parts) {
  default_journal()->write(Place{"journal", 2}, 2, format, parts...);
}

}  // namespace journal
