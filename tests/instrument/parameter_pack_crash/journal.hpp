// SPDX-License-Identifier: MIT
// A journal written through variadic templates, as spdlog's logger is: journal::note(format,
// parts...) writes through the default journal, which journal::close_all() releases. A note after
// it calls Journal::write through a null pointer, and Journal::enabled reads the threshold of a
// journal that is gone. The templates are defined in details/journal_impl.hpp, which this header
// includes at its end (spdlog's logger.h and details/logger_impl.h); that file includes neither
// this header nor place.hpp itself.
#pragma once

#include "place.hpp"

#include <string>

namespace journal {

class Journal {
 public:
  explicit Journal(int threshold) : threshold_(threshold) {}
  bool enabled(int level) const { return level >= threshold_; }
  /// Adds a line: where it was written from, `format`, then each part after a space.
  template <class... Parts>
  void write(Place where, int level, const char* format, const Parts&... parts);
  const std::string& text() const { return text_; }

 private:
  int threshold_;
  std::string text_;
};

/// The journal note() writes to; null once close_all() has released it.
Journal* default_journal();
void close_all();

template <class... Parts>
void note(const char* format, const Parts&... parts);

/// What the program notes of a session.
void note_session(const char* what, int id);

}  // namespace journal

#include "details/journal_impl.hpp"
