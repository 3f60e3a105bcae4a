// SPDX-License-Identifier: MIT
#include "dump_mutator.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>
#include <vector>

namespace recrash::fuzz {
namespace {

using format::Dump;
using format::Frame;
using format::Thread;
using format::Value;

/// Fragments that meant something to some part of recrash-gen once: template spellings of both
/// compilers, names it folds away, paths, what ends a comment or a string, terminal escapes,
/// mangled names that nest.
constexpr std::array<std::string_view, 40> kFragments = {
    "[with T = long int]",
    "[with T = std::__cxx11::basic_string<char>; int N = 3]",
    "[T = long, N = 3]",
    " [with auto:1 = int]",
    "ns::Box<T, N>::get",
    "Ring<long>::",
    "{lambda(recrash::detail::Reentry, auto:1)#1}",
    "(anonymous namespace)::",
    "recrash::detail::NotRecorded",
    "operator<",
    "operator()",
    "operator<<=",
    "~",
    "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >",
    "const char*",
    "int (*)(int)",
    "T&&",
    "...",
    "*/",
    "/*",
    "\n#include <x>\n",
    "R\"(",
    "\"",
    "\\",
    "\x1b[2J",
    std::string_view("\0", 1),
    "\n",
    "/dev/stdin",
    "../../etc/passwd",
    "/tmp/recrash-manifests/x.cmake",
    "x.hpp;y.hpp",
    "_ZN1a1bE",
    "N4ring4RingIlEE",
    "St6vectorIiSaIiEE",
    "MMMMMMMM1BS_S0_S1_S2_S3_S4_S5_S6_",
    "PFivE",
    "NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE",
    "-9223372036854775808",
    "\xff\xfe",
    "",
};

/// A string field of the dump, or a value's payload (bytes shared by the values that repeat it).
struct Field {
  std::string* text = nullptr;
  format::Payload* payload = nullptr;
};

/// Every string field of the dump, for picking one.
std::vector<Field> strings_of(Dump& dump) {
  std::vector<Field> strings{{&dump.program},
                             {&dump.program_version},
                             {&dump.recrash_version},
                             {&dump.failure.exception_type},
                             {&dump.failure.message}};
  for (format::Module& module : dump.modules) {
    strings.push_back({&module.path});
    strings.push_back({&module.build_id});
  }
  for (std::string& name : dump.second_chance.newly_watched) strings.push_back({&name});
  for (Thread& thread : dump.threads) {
    for (Frame& frame : thread.frames) {
      format::Function& function = frame.function;
      for (std::string* field : {&function.qualified_name, &function.signature, &function.parameters, &function.file,
                                 &function.header, &function.build_manifest}) {
        strings.push_back({field});
      }
      for (Value& value : frame.values) {
        strings.push_back({&value.type});
        strings.push_back({nullptr, &value.payload});
        strings.push_back({&value.rendering});
      }
    }
  }
  return strings;
}

std::size_t below(std::mt19937& random, std::size_t count) {
  return std::uniform_int_distribution<std::size_t>(0, count - 1)(random);
}

/// A value in [0, last + 1]: one past the last is out of range, for the reader to refuse.
template <class Enum>
Enum any_of(std::mt19937& random, Enum last) {
  return static_cast<Enum>(below(random, static_cast<std::size_t>(last) + 2));
}

void mutate_string(std::string& text, std::mt19937& random, StringMutator mutate_bytes) {
  const std::string_view fragment = kFragments[below(random, kFragments.size())];
  switch (below(random, 5)) {
    case 0:
      text.assign(fragment);
      break;
    case 1:
      text.insert(below(random, text.size() + 1), fragment);
      break;
    case 2:  // a name inside itself, as a template argument
      if (text.size() < 2048) text = text + "<" + text + ">";
      break;
    case 3:
      text.erase(below(random, text.size() + 1));
      break;
    default:
      mutate_bytes(text, std::max<std::size_t>(64, text.size() * 2));
      break;
  }
}

/// A random element of a non-empty vector, repeated, removed or moved.
template <class T>
void mutate_sequence(std::vector<T>& records, std::mt19937& random) {
  if (records.empty()) return;
  const std::size_t at = below(random, records.size());
  switch (below(random, 3)) {
    case 0:
      if (records.size() < 64) records.insert(records.begin() + static_cast<std::ptrdiff_t>(at), records[at]);
      break;
    case 1:
      records.erase(records.begin() + static_cast<std::ptrdiff_t>(at));
      break;
    default:
      std::swap(records[at], records[below(random, records.size())]);
      break;
  }
}

/// A frame and a value of it, if the dump has any.
Frame* any_frame(Dump& dump, std::mt19937& random) {
  std::vector<Frame*> frames;
  for (Thread& thread : dump.threads) {
    for (Frame& frame : thread.frames) frames.push_back(&frame);
  }
  return frames.empty() ? nullptr : frames[below(random, frames.size())];
}

void mutate_frame(Frame& frame, std::mt19937& random) {
  switch (below(random, 8)) {
    case 0:
      frame.has_receiver = !frame.has_receiver;
      break;
    case 1:
      frame.state = any_of(random, format::FrameState::ExitedBeforeCrash);
      break;
    case 2:
      frame.function.kind = any_of(random, format::FunctionKind::Constructor);
      break;
    case 3:
      frame.depth = static_cast<std::uint32_t>(below(random, 8));
      break;
    case 4:
      mutate_sequence(frame.values, random);
      break;
    default: {
      if (frame.values.empty()) break;
      Value& value = frame.values[below(random, frame.values.size())];
      switch (below(random, 5)) {
        case 0:
          value.kind = any_of(random, format::ValueKind::TextTail);
          break;
        case 1:
          value.strategy = any_of(random, format::Strategy::UsedFields);
          break;
        case 2:
          value.first_object = static_cast<std::uint32_t>(below(random, 4));
          break;
        case 3:
          value.same_object = below(random, 2) == 0 ? format::kNoObject : static_cast<std::uint32_t>(below(random, 4));
          break;
        default:
          value.copy_fell_back = !value.copy_fell_back;
          break;
      }
    }
  }
}

void mutate_once(Dump& dump, std::mt19937& random, StringMutator mutate_bytes) {
  switch (below(random, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: {
      const std::vector<Field> strings = strings_of(dump);
      const Field& field = strings[below(random, strings.size())];
      if (field.text != nullptr) {
        mutate_string(*field.text, random, mutate_bytes);
      } else {
        std::string bytes = field.payload->bytes();
        mutate_string(bytes, random, mutate_bytes);
        *field.payload = std::move(bytes);
      }
      break;
    }
    case 4:
    case 5:
    case 6:
      if (Frame* frame = any_frame(dump, random)) mutate_frame(*frame, random);
      break;
    case 7:
      if (!dump.threads.empty()) mutate_sequence(dump.threads[below(random, dump.threads.size())].frames, random);
      break;
    case 8:
      mutate_sequence(dump.threads, random);
      break;
    default:
      dump.failure.kind = any_of(random, format::FailureKind::Requested);
      dump.failure.signal = static_cast<std::int32_t>(below(random, 70)) - 2;
      if (!dump.backtrace.empty()) {
        dump.backtrace[below(random, dump.backtrace.size())].module =
            static_cast<std::uint32_t>(below(random, dump.modules.size() + 2));
      }
      break;
  }
}

}  // namespace

void mutate_dump(Dump& dump, std::mt19937& random, StringMutator mutate_bytes) {
  for (std::size_t times = 1 + below(random, 4); times > 0; --times) mutate_once(dump, random, mutate_bytes);
}

}  // namespace recrash::fuzz
