// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio, as long as the user's
// serializers do not; every call into them is guarded.
#include "crash/value_writer.hpp"

#include "crash/fault_guard.hpp"
#include "crash/sized_buffer.hpp"
#include "crash/text.hpp"

#include <recrash/detail/value_kinds.hpp>

#include <cstdint>
#include <cstring>
#include <typeinfo>

namespace recrash::capture {
namespace {

constexpr std::size_t kMaxRendering = 240;
/// One value of a frame other than the innermost may take at most this fraction of a dump (1/2).
constexpr std::size_t kLargestValueShare = 2;

bool saved_whole(format::ValueKind kind) noexcept {
  return kind == format::ValueKind::Object || kind == format::ValueKind::Pointer;
}

/// What the values of a frame written so far saved whole, numbered across the frame.
struct FrameObjects {
  SavedObjects& saved;
  SavedObjects& receiver;  // numbers the receiver's object when saved whole again
  /// The receiver's number and class, when its value holds only the members its call used.
  std::uint32_t used_fields_root = SavedObjects::kNotFound;
  const std::type_info* used_fields_class = nullptr;
  /// A later value that is that receiver has saved it whole (the members its call did not use
  /// are loaded from there).
  bool receiver_saved_whole = false;
  Written when = Written::AtCrash;
};

/// The object the value is, or points to (the receiver itself, for one that holds some members
/// of it); empty when there is none or reading the value faults.
detail::ObjectIdentity identify(const detail::ValueSlot& slot) noexcept {
  const bool some_members = slot.strategy == format::Strategy::UsedFields && slot.traits->live != nullptr;
  const detail::ValueTraits& traits = some_members ? *slot.traits->live : *slot.traits;
  const void* object = some_members ? slot.live : slot.object;
  detail::ObjectIdentity identity;
  if (traits.identify == nullptr) return identity;
  // Reads the live value, which may be gone (a stale pointer argument): guarded.
  auto read = [&] { identity = traits.identify(object, slot.live); };
  if (!run_guarded(read)) identity = {};
  return identity;
}

void write_rendering(OutputArchive& ar, const detail::ValueSlot& slot, format::ValueKind kind) noexcept {
  char rendering[kMaxRendering];
  std::size_t rendered = 0;
  if (kind != format::ValueKind::Unreadable && slot.traits->render != nullptr) {
    auto render = [&] { rendered = slot.traits->render(slot.object, rendering, sizeof(rendering)); };
    if (!run_guarded(render)) rendered = 0;
  }
  ar(Text(rendering, rendered));
}

/// Where a value is among the thread's, for the texts and objects that later ones may refer to.
struct ValuePlace {
  WrittenTexts* texts = nullptr;      // null: texts are not shared (a frame frozen before the dump)
  EarlierObjects* objects = nullptr;  // null: nor objects
  std::uint32_t frame = 0;
  std::uint32_t value = 0;
  const SizedBuffer* sized = nullptr;  // a pointer to bytes that the next value counts: those bytes
};

/// The payload of an Oversized value whose object is of a class derived from its type: that
/// class's name, so that a test can make an object of it to stand in.
void write_object_class(OutputArchive& ar, const detail::ObjectIdentity& identity,
                        ByteBuffer::Mark payload_at) noexcept {
  if (identity.type == nullptr || identity.static_type == nullptr || *identity.type == *identity.static_type) return;
  const char* name = identity.type->name();
  detail::save_string(ar, name, std::strlen(name));
  if (ar.buffer().overflowed) ar.buffer().rewind(payload_at);
}

/// A value recorded by reference: its bytes are those of the live object when the dump is written.
bool by_reference(const detail::ValueSlot& slot) noexcept {
  return slot.strategy == format::Strategy::Reference && !slot.copy_fell_back;
}

/// Adds the objects that a value recorded by reference saved whole, numbered from `first` in its
/// frame, to those later frames may refer to.
void share_objects(const SavedObjects& saved, std::uint32_t first, const ValuePlace& place) noexcept {
  for (std::uint32_t i = first; i < saved.next(); ++i) {
    const auto [address, type] = saved.at(i);
    if (address != nullptr) place.objects->add({address, type, place.frame, i});
  }
}

/// The C string a `char*` value points to, or null (not a C string, a null one, or unreadable).
const char* c_string(const detail::ValueSlot& slot) noexcept {
  const std::type_info& type = *slot.traits->type;
  const bool direct = type == typeid(char*) || type == typeid(const char*);
  // A cursor advanced in place (`const char** rest`): the text its pointer points to.
  const bool through_pointer = type == typeid(char**) || type == typeid(const char**) || type == typeid(char* const*) ||
                               type == typeid(const char* const*);
  if (!direct && !through_pointer) return nullptr;
  const char* text = nullptr;
  auto read = [&] {
    if (through_pointer) {
      const char* const* cursor = *static_cast<const char* const* const*>(slot.object);
      text = cursor != nullptr ? *cursor : nullptr;
    } else {
      text = *static_cast<const char* const*>(slot.object);
    }
  };
  return run_guarded(read) ? text : nullptr;
}

/// A text written before that `text` ends as: it starts within that one, or runs on into it
/// within the longest C string a value holds; `before` gets how many characters come first.
/// Null when there is none.
WrittenTexts::Text* ended_text(WrittenTexts& texts, const char* text, std::size_t& before) noexcept {
  for (std::uint32_t i = 0; i < texts.count; ++i) {
    WrittenTexts::Text& written = texts.texts[i];
    if (written.start <= text && text <= written.end) {
      before = 0;
      return &written;
    }
    if (text < written.start && static_cast<std::size_t>(written.start - text) <= detail::kMaxCStringArgumentBytes) {
      const auto distance = static_cast<std::size_t>(written.start - text);
      bool runs_on = false;
      auto scan = [&] { runs_on = std::memchr(text, '\0', distance) == nullptr; };
      if (run_guarded(scan) && runs_on) {
        before = distance;
        return &written;
      }
    }
  }
  return nullptr;
}

/// Writes the payload of a TextTail: `text`, whose first `before` characters come before those
/// of `written` (or, with none, which starts within it).
void write_text_tail(OutputArchive& ar, const WrittenTexts::Text& written, const char* text, std::size_t before) {
  const std::uint64_t skip = before == 0 ? static_cast<std::uint64_t>(text - written.start) : 0;
  ar(written.frame, written.value, skip);
  detail::save_string(ar, text, before);
}

/// Remembers a text a value wrote whole, `length` characters up to its NUL, for the values after it.
void remember_text(WrittenTexts& texts, const char* text, std::size_t length, ValuePlace place) noexcept {
  WrittenTexts::Text& slot =
      texts.texts[texts.count < WrittenTexts::kCapacity ? texts.count++ : texts.next++ % WrittenTexts::kCapacity];
  slot = {text, text + length, place.frame, place.value};
}

/// Remembers the C string a value wrote whole, when it ends with its NUL (not cut at the limit), or
/// the bytes a count gave it up to their last NUL (a parser's input and a cursor into it).
void remember_written_text(const char* text, const ByteBuffer& buffer, std::size_t payload_at,
                           ValuePlace place) noexcept {
  if (place.sized != nullptr) {
    if (place.sized->text_length != SizedBuffer::kNoText) {
      remember_text(*place.texts, place.sized->bytes, place.sized->text_length, place);
    }
    return;
  }
  std::uint64_t length = 0;
  if (buffer.size - payload_at < sizeof(length)) return;
  std::memcpy(&length, buffer.data + payload_at, sizeof(length));
  if (length >= detail::kMaxCStringArgumentBytes) return;
  remember_text(*place.texts, text, length, place);
}

format::ValueKind write_value(OutputArchive& ar, const detail::ValueSlot& slot, FrameObjects& objects,
                              ValuePlace place = {}) noexcept {
  ByteBuffer& buffer = ar.buffer();
  // Wire order of format::BasicValue: type, kind, strategy, copy_fell_back, payload, rendering,
  // first_object, same_object.
  ar(Text(slot.traits->type->name()));
  const std::size_t kind_at = buffer.size;
  // Read at entry, a value kept by its address is the state the call received, as a copy is
  // (copy_fell_back still says whether its type could have been copied).
  const format::Strategy strategy = objects.when == Written::AtEntry && slot.strategy == format::Strategy::Reference
                                        ? format::Strategy::Copy
                                        : slot.strategy;
  ar(static_cast<std::uint8_t>(format::ValueKind::Unavailable), static_cast<std::uint8_t>(strategy),
     slot.copy_fell_back);

  const std::size_t length_at = buffer.size;
  ar(static_cast<cereal::size_type>(0));
  if (buffer.overflowed) return format::ValueKind::Unreadable;  // the caller drops this frame
  const ByteBuffer::Mark payload_at = buffer.mark();
  const std::uint32_t first_object = objects.saved.next();
  // A method called through a null pointer, or a reference bound to `*p` with `p` null: nothing
  // to read, and a test calls it so again.
  const bool null_object = slot.object == nullptr;
  const detail::ObjectIdentity identity =
      null_object || place.sized != nullptr ? detail::ObjectIdentity{} : identify(slot);
  const std::uint32_t same =
      identity.address == nullptr ? SavedObjects::kNotFound : objects.saved.find(identity.address, *identity.type);
  // The receiver whose used members alone were copied, as a whole object of its class: saved
  // again here, with numbers of its own, so a test has its other members too.
  const bool whole_receiver = same != SavedObjects::kNotFound && same == objects.used_fields_root &&
                              !objects.receiver_saved_whole && *identity.static_type == *objects.used_fields_class;
  auto kind = format::ValueKind::Unreadable;
  const char* text = place.texts != nullptr && place.sized == nullptr ? c_string(slot) : nullptr;
  std::size_t before = 0;
  WrittenTexts::Text* ended = text != nullptr ? ended_text(*place.texts, text, before) : nullptr;
  // An object an earlier frame saved whole, both read at the crash.
  const EarlierObjects::Entry* earlier = ended == nullptr && same == SavedObjects::kNotFound &&
                                                 place.objects != nullptr && identity.address != nullptr &&
                                                 by_reference(slot)
                                             ? place.objects->find(identity.address, *identity.type)
                                             : nullptr;
  if (null_object) {
    kind = format::ValueKind::NullPointer;
  } else if (ended != nullptr) {
    // The end of a text written before: only the characters this one has before it.
    auto write = [&] { write_text_tail(ar, *ended, text, before); };
    kind = run_guarded(write) ? format::ValueKind::TextTail : format::ValueKind::Unreadable;
    if (buffer.overflowed || kind == format::ValueKind::Unreadable) {
      kind = buffer.overflowed ? format::ValueKind::Oversized : kind;
      buffer.rewind(payload_at);
    } else if (before > 0) {
      *ended = {text, ended->end, place.frame, place.value};  // the longer text, for the frames after
    }
  } else if (same != SavedObjects::kNotFound && !whole_receiver) {
    // Saved already: a test loads that object for this value too.
    kind = identity.through_pointer ? format::ValueKind::Pointer : format::ValueKind::Object;
  } else if (earlier != nullptr) {
    // Saved by an earlier frame: a test loads that frame's value holding it first.
    ar(earlier->frame, earlier->object, static_cast<std::uint8_t>(identity.through_pointer ? 1 : 0));
    kind = format::ValueKind::EarlierObject;
    if (buffer.overflowed) {
      kind = format::ValueKind::Oversized;
      buffer.rewind(payload_at);
    }
  } else {
    // The value itself is the first object its payload saves; what its raw pointers reach
    // follows, numbered across the frame so that the values after it can refer to them.
    const std::uint32_t root = whole_receiver ? SavedObjects::kNotFound : objects.saved.start();
    if (whole_receiver) objects.receiver.clear();
    auto save = [&] {
      OutputArchive payload(buffer, whole_receiver ? objects.receiver : objects.saved);
      if (place.sized != nullptr) {
        // Its bytes, NULs and all, as many as the next value says: a test passes its copy of them.
        detail::save_string(payload, place.sized->bytes, place.sized->size);
        kind = format::ValueKind::CString;
      } else {
        // Null when no unit of the program instantiated the type's saving code (recrash/detail/value.hpp).
        kind = slot.traits->save != nullptr ? slot.traits->save(slot.object, payload) : format::ValueKind::Unavailable;
      }
    };
    // No value of a frame but the innermost takes more than a share of the dump: one huge
    // object (the model a parser has built so far) would leave the frames after it, the
    // recursion's and the entry call's that holds the input, only values too big to keep. The
    // innermost frame's, where the failure is, may take it all (a parser holding its input).
    const std::size_t whole_capacity = buffer.capacity;
    if (place.frame != 0 && buffer.capacity - payload_at.size > whole_capacity / kLargestValueShare) {
      buffer.capacity = payload_at.size + whole_capacity / kLargestValueShare;
    }
    const bool read = run_guarded(save);
    buffer.capacity = whole_capacity;
    if (!read || buffer.overflowed) {
      // One value too big for what is left costs that value; the frames around it still fit.
      // (A buffer that stops its writer at an overflow makes the guard return false.)
      kind = buffer.overflowed ? format::ValueKind::Oversized : format::ValueKind::Unreadable;
      buffer.rewind(payload_at);
      if (kind == format::ValueKind::Oversized) write_object_class(ar, identity, payload_at);
    }
    if (kind == format::ValueKind::CString && place.texts != nullptr && (text != nullptr || place.sized != nullptr)) {
      remember_written_text(text, buffer, payload_at.size, place);
    }
    if (!saved_whole(kind)) {
      objects.saved.truncate(first_object);  // a test loads nothing of it: its numbers are given back
    } else if (whole_receiver) {
      objects.receiver_saved_whole = true;
    } else if (identity.address != nullptr) {
      objects.saved.complete(root, identity);
      if (slot.strategy == format::Strategy::UsedFields) {
        objects.used_fields_root = root;
        objects.used_fields_class = identity.static_type;
      }
    }
    if (saved_whole(kind) && !whole_receiver && place.objects != nullptr && by_reference(slot)) {
      share_objects(objects.saved, first_object, place);
    }
  }
  const auto payload_size = static_cast<cereal::size_type>(buffer.size - payload_at.size);
  buffer.patch(length_at, &payload_size, sizeof(payload_size));
  const auto kind_byte = static_cast<std::uint8_t>(kind);
  buffer.patch(kind_at, &kind_byte, sizeof(kind_byte));

  write_rendering(ar, slot, kind);
  const bool is_other = same != SavedObjects::kNotFound && (!whole_receiver || saved_whole(kind));
  ar(first_object, is_other ? same : format::kNoObject);
  return kind;
}

/// Writes a value as a repeat of the one at the same place in frame number `earlier`.
void write_repeat(OutputArchive& ar, const detail::ValueSlot& slot, std::uint32_t earlier) noexcept {
  // Wire order of format::BasicValue, as write_value; the payload is the earlier frame's number.
  ar(Text(slot.traits->type->name()), static_cast<std::uint8_t>(format::ValueKind::Repeated),
     static_cast<std::uint8_t>(slot.strategy), slot.copy_fell_back);
  ar(static_cast<cereal::size_type>(sizeof(earlier)), earlier);
  write_rendering(ar, slot, format::ValueKind::Repeated);
  ar(std::uint32_t{0}, format::kNoObject);
}

}  // namespace

bool write_values(OutputArchive& ar, const detail::FrameRecord& record, FrameTables& tables, WrittenBefore* before,
                  std::uint32_t frame, Written when) noexcept {
  WrittenReceiver* receiver = before != nullptr ? &before->receiver : nullptr;
  WrittenTexts* texts = before != nullptr ? &before->texts : nullptr;
  EarlierObjects* earlier = before != nullptr ? &before->objects : nullptr;
  if (earlier != nullptr) earlier->discard();
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(record.slot_count)));
  tables.frame.clear();
  FrameObjects objects{tables.frame, tables.receiver};
  objects.when = when;
  bool all_fit = true;
  const auto fits = [](format::ValueKind kind) { return kind != format::ValueKind::Oversized; };
  // Serializers and operator<< are the program's code: what they call records nothing meanwhile.
  ++detail::tls_shadow_stack.writing;
  std::uint32_t i = 0;
  if (receiver != nullptr && record.slot_count > 0 && by_reference(record.slots[0])) {
    const detail::ValueSlot& slot = record.slots[0];
    if (receiver->valid && receiver->object == slot.object && receiver->traits == slot.traits) {
      // The same receiver as a frame written before: its bytes and object numbers are those.
      write_repeat(ar, slot, receiver->frame);
      tables.frame.assign(receiver->objects);
    } else {
      SizedBuffer sized;
      const bool is_sized = sized_buffer(record, 0, sized);
      all_fit = fits(write_value(ar, slot, objects, {texts, earlier, frame, 0, is_sized ? &sized : nullptr}));
      receiver->valid = true;
      receiver->object = slot.object;
      receiver->traits = slot.traits;
      receiver->frame = frame;
      receiver->objects.assign(tables.frame);
    }
    i = 1;
  }
  for (; i < record.slot_count; ++i) {
    SizedBuffer sized;
    const bool is_sized = sized_buffer(record, i, sized);
    all_fit =
        fits(write_value(ar, record.slots[i], objects, {texts, earlier, frame, i, is_sized ? &sized : nullptr})) &&
        all_fit;
  }
  --detail::tls_shadow_stack.writing;
  return all_fit;
}

bool repeats_values(const detail::FrameRecord& record, const detail::FrameRecord& earlier) noexcept {
  if (record.frozen || earlier.frozen || record.slot_count != earlier.slot_count || record.slot_count == 0) {
    return false;
  }
  for (std::uint32_t i = 0; i < record.slot_count; ++i) {
    const detail::ValueSlot& slot = record.slots[i];
    const detail::ValueSlot& other = earlier.slots[i];
    if (!by_reference(slot) || !by_reference(other) || slot.object != other.object || slot.traits != other.traits) {
      return false;
    }
  }
  return true;
}

void write_repeated_values(OutputArchive& ar, const detail::FrameRecord& record, std::uint32_t earlier) noexcept {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(record.slot_count)));
  ++detail::tls_shadow_stack.writing;
  for (std::uint32_t i = 0; i < record.slot_count; ++i) write_repeat(ar, record.slots[i], earlier);
  --detail::tls_shadow_stack.writing;
}

}  // namespace recrash::capture
