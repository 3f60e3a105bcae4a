// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio, as long as the user's
// serializers do not; every call into them is guarded.
#include "value_writer.hpp"

#include "fault_guard.hpp"
#include "text.hpp"

#include <cstdint>

namespace recrash::capture {
namespace {

constexpr std::size_t kMaxRendering = 240;

void write_value(OutputArchive& ar, const detail::ValueSlot& slot) noexcept {
  ByteBuffer& buffer = ar.buffer();
  // Wire order of format::BasicValue: type, kind, strategy, copy_fell_back, payload, rendering.
  ar(Text(slot.traits->type->name()));
  const std::size_t kind_at = buffer.size;
  ar(static_cast<std::uint8_t>(format::ValueKind::Unavailable), static_cast<std::uint8_t>(slot.strategy),
     slot.copy_fell_back);

  const std::size_t length_at = buffer.size;
  ar(static_cast<cereal::size_type>(0));
  if (buffer.overflowed) return;  // the caller drops this frame
  const ByteBuffer::Mark payload_at = buffer.mark();
  auto kind = format::ValueKind::Unreadable;
  // Each payload is read back on its own, so it gets an archive of its own: a shared pointer's id
  // must not refer to an object saved in another value's payload.
  auto save = [&] {
    OutputArchive payload(buffer);
    kind = slot.traits->save(slot.object, payload);
  };
  const bool read = run_guarded(save);
  if (!read || buffer.overflowed) {
    // One value too big for what is left costs that value; the frames around it still fit.
    kind = read ? format::ValueKind::Oversized : format::ValueKind::Unreadable;
    buffer.rewind(payload_at);
  }
  const auto payload_size = static_cast<cereal::size_type>(buffer.size - payload_at.size);
  buffer.patch(length_at, &payload_size, sizeof(payload_size));
  const auto kind_byte = static_cast<std::uint8_t>(kind);
  buffer.patch(kind_at, &kind_byte, sizeof(kind_byte));

  char rendering[kMaxRendering];
  std::size_t rendered = 0;
  if (kind != format::ValueKind::Unreadable) {
    auto render = [&] { rendered = slot.traits->render(slot.object, rendering, sizeof(rendering)); };
    if (!run_guarded(render)) rendered = 0;
  }
  ar(Text(rendering, rendered));
}

}  // namespace

void write_values(OutputArchive& ar, const detail::FrameRecord& record) noexcept {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(record.slot_count)));
  for (std::uint32_t i = 0; i < record.slot_count; ++i) write_value(ar, record.slots[i]);
}

}  // namespace recrash::capture
