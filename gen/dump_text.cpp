// SPDX-License-Identifier: MIT
#include "dump_text.hpp"

#include "failure_text.hpp"
#include "literals.hpp"
#include "names.hpp"
#include "symbolizer.hpp"

#include <recrash/format/watch_list.hpp>

#include <ctime>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

namespace recrash::gen {
namespace {

using format::ValueKind;

const char* kind_name(format::FunctionKind kind) {
  switch (kind) {
    case format::FunctionKind::Free:
      return "free";
    case format::FunctionKind::Member:
      return "member";
    case format::FunctionKind::ConstMember:
      return "const member";
    case format::FunctionKind::Static:
      return "static member";
    case format::FunctionKind::Constructor:
      return "constructor";
  }
  return "unknown";
}

/// The frame's parameter names without the hooks' wrappers ("recrash::by_reference(x)" is x).
std::string plain_parameters(const format::Frame& frame) {
  const std::size_t first = frame.has_receiver ? 1 : 0;
  const std::vector<std::string> names = value_names(frame, "");
  std::string joined;
  for (std::size_t i = std::min(first, names.size()); i < names.size(); ++i)
    joined += (joined.empty() ? "" : ", ") + names[i];
  return joined;
}

const char* frame_state_name(format::FrameState state) {
  switch (state) {
    case format::FrameState::InFlight:
      return "in flight";
    case format::FrameState::LeftByException:
      return "left by exception";
    case format::FrameState::ExitedBeforeCrash:
      return "exited before crash";
  }
  return "unknown";
}

const char* failure_kind_name(format::FailureKind kind) {
  switch (kind) {
    case format::FailureKind::Signal:
      return "signal";
    case format::FailureKind::Exception:
      return "exception";
    case format::FailureKind::Requested:
      return "requested";
  }
  return "unknown";
}

std::string utc_time(std::int64_t seconds) {
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm parts{};
  char text[32] = "?";
  if (gmtime_r(&t, &parts) != nullptr) std::strftime(text, sizeof(text), "%Y-%m-%d %H:%M:%S UTC", &parts);
  return text;
}

/// The type's name demangled, or as the dump has it when it cannot be (or would be too long).
std::string type_of(const format::Value& value) {
  if (value.type.empty()) return "(no type name)";
  return demangle_type(value.type).value_or(value.type);
}

std::string strategy_of(const format::Value& value) {
  switch (value.strategy) {
    case format::Strategy::Copy:
      return value.copy_fell_back ? "saved at entry (copy impossible)" : "copy";
    case format::Strategy::UsedFields:
      return "copy of the used fields";
    case format::Strategy::Reference:
      break;
  }
  return value.copy_fell_back ? "reference (copy impossible)" : "reference";
}

std::string hex(std::uint64_t value) {
  std::ostringstream out;
  out << "0x" << std::hex << value;
  return out.str();
}

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          char escape[8];
          std::snprintf(escape, sizeof(escape), "\\u%04x", c);  // bytes, not UTF-8: each stands alone
          out += escape;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

}  // namespace

/// Texts longer than this are shown as their rendering's start and their length.
constexpr std::size_t kLongestShownText = 200;

std::string describe_value(const format::Value& value) {
  switch (value.kind) {
    case ValueKind::Unavailable:
      return "(not recorded: the type has no serializer)";
    case ValueKind::Unreadable:
      return "(unreadable when the dump was written)";
    case ValueKind::Oversized:
      return "(not kept: larger than the dump's size cap)";
    case ValueKind::Bool:
      return payload_unsigned(value) & 0xff ? "true" : "false";
    case ValueKind::SignedInteger:
    case ValueKind::Character:
    case ValueKind::Enum:
      return std::to_string(payload_signed(value));
    case ValueKind::UnsignedInteger:
      return std::to_string(payload_unsigned(value));
    case ValueKind::Floating:
      return floating_literal(payload_floating(value));
    case ValueKind::String:
    case ValueKind::CString: {
      const std::string_view text = format::characters(value);
      if (text.size() <= kLongestShownText) return string_literal(std::string(text));
      return comment_text(value.rendering, 200) + " (" + std::to_string(text.size()) + " characters)";
    }
    case ValueKind::TextTail: {
      const format::TextTail tail = format::text_tail(value);
      return comment_text(value.rendering, 200) + " (ends as the text of frame " + std::to_string(tail.frame) +
             "'s value " + std::to_string(tail.value) + ")";
    }
    case ValueKind::NullPointer:
      return "nullptr";
    case ValueKind::Object:
    case ValueKind::Pointer:
      if (!value.rendering.empty()) return comment_text(value.rendering, 200);
      return "(" + std::to_string(value.payload.size()) + " bytes serialized)";
    case ValueKind::EarlierObject: {
      const format::EarlierObject earlier = format::earlier_object(value);
      return "(object " + std::to_string(earlier.object) + " of frame " + std::to_string(earlier.frame) + ")";
    }
    case ValueKind::Repeated:
      break;  // the reader resolves it
  }
  return "(unknown kind)";
}

namespace {

/// How a value is object `object` of `saving_frame` (is it, points to it), naming the value of
/// that frame that saved it by `names`; `holds_members`: the value holds the members its call
/// used and takes the others from there.
std::string object_note(const format::Frame& saving_frame, std::uint32_t object, bool is_pointer, bool holds_members,
                        const std::vector<std::string>& names, const std::string& frame_name) {
  const std::size_t saving = format::value_saving(saving_frame, object);
  const format::Value& saver = saving_frame.values[saving];
  const std::string name = frame_name + "'" + (saving < names.size() ? names[saving] : std::to_string(saving)) + "'";
  if (saver.first_object != object) {
    return std::string(is_pointer ? "points to" : "is") + " an object that " + name + " reaches";
  }
  if (saver.kind == ValueKind::Pointer)
    return is_pointer ? "points where " + name + " points" : "the object " + name + " points to";
  const std::string same = is_pointer ? "points to " + name : "the same object as " + name;
  return holds_members ? same + ", whose other members it holds" : same;
}

}  // namespace

std::string shared_object_note(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t value,
                               const std::vector<std::string>& names) {
  const format::Value& shared = frames[frame].values[value];
  if (shared.kind == ValueKind::EarlierObject) {
    const format::EarlierObject earlier = format::earlier_object(shared);
    const format::Frame& saving_frame = frames[earlier.frame];
    return object_note(saving_frame, earlier.object, earlier.through_pointer, false, value_names(saving_frame, "this"),
                       "frame " + std::to_string(earlier.frame) + "'s ");
  }
  if (shared.same_object == format::kNoObject) return "";
  // A receiver that holds the members its call used takes the others from here.
  return object_note(frames[frame], shared.same_object, shared.kind == ValueKind::Pointer, !shared.payload.empty(),
                     names, "");
}

std::string show_dump(const format::Dump& dump, bool run_addr2line) {
  std::ostringstream out;
  out << "program:  " << comment_text(dump.program)
      << (dump.program_version.empty() ? "" : " " + comment_text(dump.program_version))
      << "\nrecorded: " << utc_time(dump.time) << ", pid " << dump.pid << ", recrash "
      << comment_text(dump.recrash_version, 40) << "\nfailure:  " << describe_failure(dump.failure) << "\n";
  if (dump.truncated) out << "          (the dump hit its size cap: frames that did not fit are missing)\n";
  if (dump.second_chance.active) {
    out << "mode:     second chance (only functions on the watch list were monitored); this crash added "
        << dump.second_chance.newly_watched.size() << " to the watch list:\n";
    for (const std::string& signature : dump.second_chance.newly_watched)
      out << "            " << comment_text(signature, 200) << "\n";
  }
  out << "\nbacktrace:\n";
  std::vector<SymbolizedFrame> frames = symbolize(dump, run_addr2line);
  fold_twins(frames);
  for (std::size_t i = 0; i < frames.size(); ++i) {
    out << "  #" << i << " " << comment_text(frames[i].module, 60) << "+" << hex(frames[i].offset);
    if (!frames[i].function.empty()) out << " " << comment_text(frames[i].function, 160);
    if (!frames[i].location.empty()) out << " at " << comment_text(frames[i].location, 160);
    out << "\n";
    for (const std::string& outer : frames[i].inlined_into)
      out << "       inlined in " << comment_text(outer, 200) << "\n";
  }
  for (const format::Thread& thread : dump.threads) {
    out << "\nthread " << thread.thread_id << (thread.crashed ? " (crashed)" : "") << ", " << thread.frames.size()
        << " monitored frames, top first";
    if (thread.frames_omitted != 0) out << " (" << thread.frames_omitted << " more were not kept)";
    out << ":\n";
    for (std::size_t f = 0; f < thread.frames.size(); ++f) {
      const format::Frame& frame = thread.frames[f];
      if (f != 0 && frame.depth + 1 < thread.frames[f - 1].depth) {
        out << "  ... " << thread.frames[f - 1].depth - frame.depth - 1 << " calls not kept (a deep recursion)\n";
      }
      out << "  [" << f << "] " << comment_text(frame.function.signature, 200) << "\n      "
          << kind_name(frame.function.kind) << ", " << comment_text(frame.function.file, 200) << ":"
          << frame.function.line
          << (frame.state != format::FrameState::InFlight ? ", " + frame_state_note(frame.state) : "") << "\n";
      const std::vector<std::string> names = value_names(frame, "this");
      for (std::size_t v = 0; v < frame.values.size(); ++v) {
        const format::Value& value = frame.values[v];
        const std::string shared = shared_object_note(thread.frames, f, v, names);
        // An object an earlier frame saved is shown as the program rendered it too (a stream's text).
        const std::string shown = shared.empty() ? describe_value(value)
                                  : value.kind == ValueKind::EarlierObject && !value.rendering.empty()
                                      ? comment_text(value.rendering, 200) + " (" + shared + ")"
                                      : shared;
        out << "      " << names[v] << ": " << comment_text(type_of(value), 100) << " [" << strategy_of(value)
            << "] = " << shown << "\n";
      }
    }
  }
  return out.str();
}

std::string watch_list(const format::Dump& dump) {
  std::vector<std::string> signatures = dump.second_chance.newly_watched;
  for (const format::Frame& frame : format::crashing_frames(dump)) signatures.push_back(frame.function.signature);
  std::ostringstream out;
  out << format::kWatchListHeader << "\n";
  std::set<std::string> seen;
  for (const std::string& signature : signatures) {
    // No compiler's signature has a control character: one that has is written escaped (it then
    // names no function), so that none reaches a terminal, ends the output or starts a line.
    const std::string line = terminal_text(signature);
    if (seen.insert(line).second) out << line << "\n";
  }
  return out.str();
}

std::string dump_json(const format::Dump& dump, bool run_addr2line) {
  std::ostringstream out;
  out << "{\n  \"format_version\": " << dump.version << ",\n  \"program\": " << json_string(dump.program)
      << ",\n  \"program_version\": " << json_string(dump.program_version)
      << ",\n  \"recrash_version\": " << json_string(dump.recrash_version) << ",\n  \"time\": " << dump.time
      << ",\n  \"pid\": " << dump.pid << ",\n  \"failure\": {\"kind\": \"" << failure_kind_name(dump.failure.kind)
      << "\", \"signal\": " << dump.failure.signal << ", \"code\": " << dump.failure.code
      << ", \"address\": " << dump.failure.address << ", \"exception_type\": "
      << json_string(demangle_type(dump.failure.exception_type).value_or(dump.failure.exception_type))
      << ", \"message\": " << json_string(dump.failure.message)
      << ", \"description\": " << json_string(describe_failure(dump.failure))
      << "},\n  \"truncated\": " << (dump.truncated ? "true" : "false")
      << ",\n  \"second_chance\": {\"active\": " << (dump.second_chance.active ? "true" : "false")
      << ", \"newly_watched\": [";
  for (std::size_t i = 0; i < dump.second_chance.newly_watched.size(); ++i) {
    out << (i ? ", " : "") << json_string(dump.second_chance.newly_watched[i]);
  }
  out << "]},\n  \"modules\": [";
  for (std::size_t i = 0; i < dump.modules.size(); ++i) {
    out << (i ? ", " : "") << "{\"path\": " << json_string(dump.modules[i].path)
        << ", \"base\": " << dump.modules[i].base << ", \"build_id\": " << json_string(dump.modules[i].build_id) << "}";
  }
  out << "],\n  \"backtrace\": [";
  const std::vector<SymbolizedFrame> frames = symbolize(dump, run_addr2line);
  for (std::size_t i = 0; i < frames.size(); ++i) {
    const format::Address& address = dump.backtrace[i];
    out << (i ? ",\n    " : "\n    ") << "{\"module\": ";
    if (address.module == format::kNoModule)
      out << "null";
    else
      out << address.module;
    out << ", \"offset\": " << address.offset << ", \"function\": " << json_string(frames[i].function)
        << ", \"location\": " << json_string(frames[i].location) << "}";
  }
  out << "],\n  \"threads\": [";
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    const format::Thread& thread = dump.threads[t];
    out << (t ? ", " : "") << "{\"thread_id\": " << thread.thread_id
        << ", \"crashed\": " << (thread.crashed ? "true" : "false") << ", \"frames_omitted\": " << thread.frames_omitted
        << ", \"frames\": [";
    for (std::size_t f = 0; f < thread.frames.size(); ++f) {
      const format::Frame& frame = thread.frames[f];
      const format::Function& fn = frame.function;
      out << (f ? "," : "") << "\n    {\"invocation_id\": " << frame.invocation_id << ", \"depth\": " << frame.depth
          << ", \"function\": " << json_string(fn.qualified_name) << ", \"signature\": " << json_string(fn.signature)
          << ", \"kind\": \"" << kind_name(fn.kind) << "\", \"file\": " << json_string(fn.file)
          << ", \"line\": " << fn.line << ", \"header\": " << json_string(fn.header)
          << ", \"parameters\": " << json_string(plain_parameters(frame)) << ", \"state\": \""
          << frame_state_name(frame.state) << "\""
          << ", \"left_by_exception\": " << (frame.state == format::FrameState::LeftByException ? "true" : "false")
          << ", \"has_receiver\": " << (frame.has_receiver ? "true" : "false") << ", \"values\": [";
      for (std::size_t v = 0; v < frame.values.size(); ++v) {
        const format::Value& value = frame.values[v];
        out << (v ? ", " : "") << "{\"type\": " << json_string(demangle_type(value.type).value_or(value.type))
            << ", \"strategy\": \"" << strategy_of(value) << "\", \"value\": " << json_string(describe_value(value))
            << ", \"payload_bytes\": " << value.payload.size() << ", \"first_object\": " << value.first_object
            << ", \"same_object\": ";
        if (value.same_object == format::kNoObject)
          out << "null";
        else
          out << value.same_object;
        out << "}";
      }
      out << "]}";
    }
    out << "]}";
  }
  out << "]\n}\n";
  return out.str();
}

std::string frame_state_note(format::FrameState state) {
  switch (state) {
    case format::FrameState::InFlight:
      return "";
    case format::FrameState::LeftByException:
      return "an exception had left it";
    case format::FrameState::ExitedBeforeCrash:
      return "the crash came after its hook had exited, where the optimizer had moved it; its values are "
             "as they were at the crash";
  }
  return "";
}

}  // namespace recrash::gen
