// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The skipped report, version 1: what recrash-instrument left alone in one copy, and why
/// (<copy>.skipped.txt, build_layout.hpp). A person reads it to learn why a function has no frame
/// or a member is not in a dump; recrash-gen reads its members not saved, to say in a test why an
/// object lacks them.
///
///     # recrash skipped report 1
///     playlist.hpp:33:7: music::Playlist::size() const: trivial (returns a member); --monitor-trivial hooks it
///     account.hpp:34:22: bank::Account::lock_: not saved: std::mutex: a synchronization object cannot be saved
///
/// One entry a line, as a compiler's diagnostic: `file:line:column: name: reason`, the name a
/// function's signature or a data member's qualified name. A member's reason starts with
/// kNotSaved. Lines starting with '#' are comments; a file whose first line names another
/// version is not read. A file with no version line is version 1 (recrash 0.1 wrote none).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace recrash::format {

inline constexpr int kSkippedReportVersion = 1;
/// What a data member's reason starts with.
inline constexpr std::string_view kNotSaved = "not saved: ";

struct SkippedEntry {
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string name;    ///< a function's signature or a member's qualified name
  std::string reason;  ///< for a member: kNotSaved and why

  bool is_unsaved_member() const { return reason.compare(0, kNotSaved.size(), kNotSaved) == 0; }
};

/// The report's first line.
std::string skipped_report_header();
/// An entry's line, without its newline.
std::string skipped_line(const SkippedEntry& entry);
/// The entry a line holds; nullopt for a comment, an empty or a damaged line.
std::optional<SkippedEntry> parse_skipped_line(std::string_view line);
/// Whether a report whose first line is `line` is one this reader reads (version 1, or none).
bool readable_skipped_report(std::string_view first_line);

}  // namespace recrash::format
