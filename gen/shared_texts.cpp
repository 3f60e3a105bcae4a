// SPDX-License-Identifier: MIT
#include "shared_texts.hpp"

#include <algorithm>
#include <utility>

namespace recrash::gen {

std::optional<TextPlace> text_place(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t value) {
  long long offset = 0;  // where the current value's first character is, in the first value's characters
  for (std::size_t steps = 0; steps <= frames.size() * 64; ++steps) {
    if (frame >= frames.size() || value >= frames[frame].values.size()) return std::nullopt;
    const format::Value& at = frames[frame].values[value];
    if (at.kind == format::ValueKind::CString || at.kind == format::ValueKind::String) {
      return TextPlace{frame, value, -offset};
    }
    if (at.kind != format::ValueKind::TextTail) return std::nullopt;
    const format::TextTail tail = format::text_tail(at);
    // The tail's characters after its `before` are those of (tail.frame, tail.value) from `skip` on.
    offset += static_cast<long long>(tail.before.size()) - static_cast<long long>(tail.skip);
    frame = tail.frame;
    value = tail.value;
  }
  return std::nullopt;  // a loop: the reader rejects one, so never
}

std::map<std::size_t, SharedText> shared_texts(const std::vector<format::Frame>& frames, std::size_t frame,
                                               const std::vector<std::string>& names) {
  std::map<std::pair<std::size_t, std::size_t>, std::vector<std::pair<std::size_t, TextPlace>>> by_text;
  if (frame >= frames.size()) return {};
  const std::vector<format::Value>& values = frames[frame].values;
  for (std::size_t v = 0; v < values.size() && v < names.size(); ++v) {
    const format::Value& value = values[v];
    const bool pointer_to_characters = value.type == "Pc" || value.type == "PKc";
    if (!pointer_to_characters ||
        (value.kind != format::ValueKind::CString && value.kind != format::ValueKind::TextTail)) {
      continue;
    }
    if (const std::optional<TextPlace> place = text_place(frames, frame, v)) {
      by_text[{place->frame, place->value}].emplace_back(v, *place);
    }
  }
  std::map<std::size_t, SharedText> shared;
  for (const auto& [text, members] : by_text) {
    if (members.size() < 2) continue;
    // The array holds the text of the value that starts first; the others point into it.
    const auto& first = *std::min_element(members.begin(), members.end(),
                                          [](const auto& a, const auto& b) { return a.second.start < b.second.start; });
    const std::string array = names[members.front().first] + "_text";
    for (const auto& [v, place] : members) {
      shared[v] = SharedText{array, v == members.front().first, frame, first.first,
                             static_cast<std::size_t>(place.start - first.second.start)};
    }
  }
  return shared;
}

}  // namespace recrash::gen
