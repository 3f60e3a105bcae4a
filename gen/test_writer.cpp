// SPDX-License-Identifier: MIT
#include "test_writer.hpp"

#include "calls.hpp"
#include "dump_text.hpp"
#include "failure_text.hpp"
#include "fault_site.hpp"
#include "hidden_types.hpp"
#include "instrumenter_reports.hpp"
#include "literals.hpp"
#include "names.hpp"
#include "shared_texts.hpp"
#include "symbolizer.hpp"
#include "unsaved_members.hpp"

#include <recrash/format/build_layout.hpp>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <csignal>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

namespace recrash::gen {
namespace {

using format::FunctionKind;
using format::ValueKind;

/// One argument or receiver, as the lines that rebuild it and the expression that passes it.
struct Argument {
  std::vector<std::string> setup;
  std::string expression;
  std::string type;  ///< as the setup declares it
  std::string comment;
  std::string class_name;  ///< the class of the object it loads, if it loads one
  /// How it is passed: as its recorded kind, an object of an earlier frame as an Object or a Pointer.
  ValueKind kind = ValueKind::Unavailable;
  /// The earlier frames whose values its setup loads first (their headers declare their classes).
  std::vector<std::size_t> earlier_frames;
};

/// Texts longer than this are loaded from the dump rather than written as literals, which a reader
/// would have to scroll past (a parser's whole input).
constexpr std::size_t kLongestTextLiteral = 1024;

/// Why a value cannot be rebuilt, or "" when it can.
std::string unusable(const format::Value& value) {
  switch (value.kind) {
    case ValueKind::Unavailable:
      return "its type (for a polymorphic class, the class of its object) has no serializer, so its value was not "
             "recorded";
    case ValueKind::Unreadable:
      return "its memory could not be read when the dump was written";
    case ValueKind::Oversized:
      return "it was larger than the dump's size cap (RECRASH_MAX_DUMP_BYTES)";
    default:
      return "";
  }
}

std::string strategy_text(const format::Value& value) {
  switch (value.strategy) {
    case format::Strategy::Copy:
      return value.copy_fell_back ? "saved at entry: the type cannot be copied" : "copied at entry";
    case format::Strategy::UsedFields:
      return "the members the call uses, copied at entry";
    case format::Strategy::Reference:
      break;
  }
  return value.copy_fell_back ? "by reference: the type cannot be copied" : "by reference: state at the crash";
}

/// The source file the function's hook named as its declaring header, or "": no header declares
/// it for every unit that includes it (a static function, a member of a class the source defines,
/// a function of a header's block that only that source's macros select), and a test includes
/// that source's copy.
std::string declaring_source(const format::Function& function) {
  std::string first = function.header.substr(0, function.header.find(';'));
  if (first.empty()) return "";
  if (first == function.file) return first;
  return first.front() == '/' && format::has_extension(first, format::kSourceExtensions) ? first : "";
}

bool declared_only_in_source(const format::Function& function) { return !declaring_source(function).empty(); }

/// What the tests of a dump may name besides the standard and the program's headers: the members
/// and enumerators the instrumenter lists, and the source files they include, each as the copy
/// recrash-instrument compiled (by the original's path), for the functions no header declares.
struct Reach {
  const format::TestNames* names = nullptr;
  std::map<std::string, std::string> source_copies;

  /// Whether a test cannot name `function` (nor the class of its receiver).
  bool hidden(const format::Function& function) const {
    return declared_only_in_source(function) && source_copies.count(declaring_source(function)) == 0;
  }
  /// How a test calling `function` (or loading its values) names what anonymous namespaces hold:
  /// without them when it includes the copy of the source file that alone declares the function.
  AnonymousNamespaces anonymous_namespaces(const format::Function& function) const {
    return declared_only_in_source(function) && source_copies.count(declaring_source(function)) != 0
               ? AnonymousNamespaces::Spelled
               : AnonymousNamespaces::Refused;
  }
};

/// `frame` as a test that includes its function's source file spells it: the function's name and
/// signature without anonymous namespaces.
format::Frame spelled_in_its_source(const format::Frame& frame) {
  format::Frame spelled = frame;
  spelled.function.qualified_name = without_anonymous_namespaces(frame.function.qualified_name);
  spelled.function.signature = without_anonymous_namespaces(frame.function.signature);
  return spelled;
}

/// The lines that load an object the dump saved whole, `value` (of type `type`, as the test spells
/// it) itself or, `through_pointer`, what it points to; returns why it cannot, or "".
std::string load_object(const format::Value& value, const std::string& type, const std::string& name,
                        const std::string& where, bool through_pointer, AnonymousNamespaces anonymous, Argument& out) {
  if (!through_pointer) {
    // auto&&: Dump::load gives a reference to the object it made (of the recorded class).
    out.setup.push_back("auto&& " + name + " = dump().load<" + type + ">(" + where + ";");
    out.class_name = type;
    return "";
  }
  const std::optional<std::string> pointee = demangle_pointee(value.type, anonymous);
  if (!pointee) return "its recorded pointee type is not a valid C++ type name";
  // A pointer to a pointer (an out-parameter that a parser advances): the dump holds the object
  // the inner pointer pointed to; the test points to it, and passes the address of its pointer.
  if (const std::optional<std::string> object = demangle_pointee_of_pointee(value.type, anonymous)) {
    out.setup.push_back("auto&& " + name + "_pointee = dump().load<" + *object + ">(" + where + ";");
    out.setup.push_back(*pointee + " " + name + "_pointer = &" + name + "_pointee;");
    out.setup.push_back(type + " " + name + " = &" + name + "_pointer;");
    out.class_name = *object;
    return "";
  }
  out.setup.push_back("auto&& " + name + "_pointee = dump().load<" + *pointee + ">(" + where + ";");
  out.setup.push_back(type + " " + name + " = &" + name + "_pointee;");
  out.class_name = *pointee;
  return "";
}

/// For a value the dump could not hold for its size (an object, or a pointer to one), the lines
/// that make a default-constructed object stand in, where the instrumenter says a test can make
/// one; false when it cannot.
bool stand_in_for_oversized(const format::Value& value, const Reach& reach, AnonymousNamespaces anonymous,
                            const std::string& name, Argument& out) {
  if (value.kind != ValueKind::Oversized || reach.names == nullptr) return false;
  const std::optional<std::string> type = demangle_type(value.type, anonymous);
  if (!type) return false;
  const bool pointer = value.type.rfind('P', 0) == 0;
  std::optional<std::string> made = pointer ? demangle_pointee(value.type, anonymous) : type;
  // The program's object was of a class derived from the value's type, which a test may be able
  // to make where it cannot make the type itself (a base with a protected constructor).
  if (const std::string_view derived = format::oversized_class(value); !derived.empty()) {
    if (std::optional<std::string> object_class = demangle_type(std::string(derived), anonymous);
        object_class && reach.names->default_constructible.count(*object_class) != 0) {
      made = std::move(object_class);
    }
  }
  if (!made || reach.names->default_constructible.count(*made) == 0) return false;
  // Never destroyed, as what a test loads is not.
  out.setup.push_back(pointer ? *type + " " + name + " = new " + *made + "();"
                              : "auto& " + name + " = *new " + *made + "();");
  out.expression = name;
  out.type = *type;
  out.kind = pointer ? ValueKind::Pointer : ValueKind::Object;
  out.class_name = *made;
  out.comment = name + " (" + comment_text(*type, 80) + "): not in the dump, it was larger than its size cap " +
                "(RECRASH_MAX_DUMP_BYTES); a default-constructed " + comment_text(*made, 80) +
                " stands in, so the call starts from a fresh object, not the program's";
  return true;
}

/// The size of a char array from its mangled type ("A5_c"), or 0.
std::size_t char_array_size(const std::string& mangled) {
  if (mangled.size() < 4 || mangled.size() > 12 || mangled[0] != 'A' ||
      mangled.compare(mangled.size() - 2, 2, "_c") != 0) {
    return 0;
  }
  const std::string digits = mangled.substr(1, mangled.size() - 3);
  if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) return 0;
  return static_cast<std::size_t>(std::stoul(digits));
}

/// A string literal a template took by reference (its type char[N]): an array of the same size
/// holding the same text, so that the call deduces the same type.
std::string rebuild_char_array(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t index,
                               const std::string& name, Argument& out) {
  const std::size_t size = char_array_size(frames[frame].values[index].type);
  if (size == 0) return "its recorded type is not a valid C++ type name";
  const std::string text = format::text_of(frames, frame, index);
  if (text.size() >= size)
    return "its text fills its array of " + std::to_string(size) + " characters, with no NUL after it";
  if (size > kLongestTextLiteral)
    return "it is an array of " + std::to_string(size) + " characters, too long to write in a test";
  out.expression = name;
  out.type = "char [" + std::to_string(size) + "]";
  out.kind = ValueKind::CString;
  out.setup.push_back("char " + name + "[" + std::to_string(size) + "] = " + string_literal(text) + ";");
  out.comment = name + " (char[" + std::to_string(size) + "], " + strategy_text(frames[frame].values[index]) +
                ") = " + comment_text(frames[frame].values[index].rendering);
  return "";
}

/// The expression that gives a pointer of mangled type `mangled` (demangled: `type`) to the
/// characters of the array `array`: a bytes pointer (`const unsigned char* data`, saved as its
/// bytes because the next argument counts them) points to them through a cast.
std::string text_pointer(const std::string& mangled, const std::string& type, const std::string& array) {
  const std::string pointee = mangled.substr(mangled.rfind('P', 0) == 0 ? 1 : 0);
  const std::string unqualified = pointee.substr(pointee.find_first_not_of("KV"));
  if (unqualified == "c" || unqualified == "v") return array;  // char, or void, which any pointer converts to
  return "reinterpret_cast<" + type + ">(" + array + ")";
}

/// Declares `array`, the characters of the text value `index` of frame `frame` holds: as a literal,
/// or loaded from the dump when it is long.
void declare_text(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t index,
                  const std::string& array, std::vector<std::string>& setup) {
  const std::string text = format::text_of(frames, frame, index);
  if (text.size() > kLongestTextLiteral) {
    setup.push_back("char* " + array + " = dump().c_string(" + std::to_string(frame) + ", " + std::to_string(index) +
                    ");  // " + std::to_string(text.size()) + " characters");
  } else {
    // An array, so that a `char*` parameter can take it as well as a `const char*` one.
    setup.push_back("char " + array + "[] = " + string_literal(text) + ";");
  }
}

/// Builds the lines for value `index` of frame `frame` of the thread's `frames`, with the names
/// the instrumenter says a test may write; returns the reason it cannot be rebuilt, or "".
std::string rebuild(const std::vector<format::Frame>& frames, const Reach& reach, std::size_t frame, std::size_t index,
                    const std::string& name, Argument& out, const SharedText* shared = nullptr) {
  const format::Value& value = frames[frame].values[index];
  const AnonymousNamespaces anonymous = reach.anonymous_namespaces(frames[frame].function);
  if (stand_in_for_oversized(value, reach, anonymous, name, out)) return "";
  if (std::string why = unusable(value); !why.empty()) return why;
  if (value.kind == ValueKind::CString && value.type.rfind('A', 0) == 0)
    return rebuild_char_array(frames, frame, index, name, out);
  const std::optional<std::string> type = demangle_type(value.type, anonymous);
  if (!type) {
    return value.type.find("_GLOBAL__N_") != std::string::npos
               ? "its type is in an anonymous namespace, which only a test including the source file that "
                 "defines it can name (recrash-gen includes one for a function no header declares)"
               : "its recorded type is not a valid C++ type name";
  }
  const std::string where = std::to_string(frame) + ", " + std::to_string(index) + ")";
  out.expression = name;
  out.type = *type;
  out.kind = value.kind;
  std::string shown = value.rendering;
  switch (value.kind) {
    case ValueKind::Bool:
      out.setup.push_back(*type + " " + name + " = " + (payload_unsigned(value) & 0xff ? "true" : "false") + ";");
      break;
    case ValueKind::SignedInteger:
      out.setup.push_back(*type + " " + name + " = " + signed_literal(payload_signed(value)) + ";");
      break;
    case ValueKind::UnsignedInteger:
      out.setup.push_back(*type + " " + name + " = " + unsigned_literal(payload_unsigned(value)) + ";");
      break;
    case ValueKind::Floating:
      out.setup.push_back(*type + " " + name + " = " + floating_literal(payload_floating(value)) + ";");
      break;
    case ValueKind::Enum:
      if (const std::string enumerator = reach.names->enumerator(*type, payload_signed(value)); !enumerator.empty()) {
        out.setup.push_back(*type + " " + name + " = " + enumerator + ";");
        shown = last_component(enumerator) + " (" + value.rendering + ")";
        break;
      }
      [[fallthrough]];  // a value no enumerator names (flags or'ed together), or an enumeration not listed
    case ValueKind::Character:
      out.setup.push_back(*type + " " + name + " = static_cast<" + *type + ">(" +
                          signed_literal(payload_signed(value)) + ");");
      break;
    case ValueKind::String: {
      const std::string text = format::text_of(frames, frame, index);
      if (text.size() > kLongestTextLiteral) {
        out.setup.push_back(*type + " " + name + "(dump().text(" + where + ");  // " + std::to_string(text.size()) +
                            " characters");
      } else {
        out.setup.push_back(*type + " " + name + "(" + string_literal(text) + ", " + std::to_string(text.size()) +
                            ");");
      }
      break;
    }
    case ValueKind::CString:
    case ValueKind::TextTail: {
      if (shared != nullptr) {
        // A place in a text another value of the frame points into too (a begin and an end).
        if (shared->declares) declare_text(frames, shared->text_frame, shared->text_value, shared->array, out.setup);
        out.setup.push_back(*type + " " + name + " = " + shared->array +
                            (shared->offset == 0 ? "" : " + " + std::to_string(shared->offset)) + ";");
        break;
      }
      declare_text(frames, frame, index, name + "_text", out.setup);
      if (const std::optional<std::string> cursor = demangle_pointee(value.type, anonymous);
          cursor && demangle_pointee_of_pointee(value.type, anonymous)) {
        // A cursor the function advances in place (`const char** rest`): a pointer to the text,
        // and its address.
        out.setup.push_back(*cursor + " " + name + "_pointer = " + name + "_text;");
        out.setup.push_back(*type + " " + name + " = &" + name + "_pointer;");
        break;
      }
      out.setup.push_back(*type + " " + name + " = " + text_pointer(value.type, *type, name + "_text") + ";");
      break;
    }
    case ValueKind::NullPointer:
      // A pointer, a member pointer or a nullptr_t by its mangled type (a function pointer's
      // demangled name does not end in '*').
      if (value.type.rfind('P', 0) == 0 || value.type.rfind('M', 0) == 0 || value.type == "Dn") {
        out.setup.push_back(*type + " " + name + " = nullptr;");
        break;
      }
      // An object at address 0: the program called a member function through a null pointer (or
      // bound a reference to `*p` with `p` null), and the test does so again.
      out.setup.push_back(*type + "* " + name + "_address = nullptr;  // the program's object was a null pointer");
      out.setup.push_back(*type + "& " + name + " = *" + name + "_address;");
      out.class_name = *type;
      break;
    case ValueKind::Object:
      if (const std::optional<std::string> element = span_element(*type)) {
        // A span owns nothing to load into: its elements were saved as a vector's, which the
        // test loads and views.
        out.setup.push_back("auto&& " + name + "_elements = dump().load<std::vector<" + *element + ">>(" + where + ";");
        out.setup.push_back(*type + " " + name + "(" + name + "_elements.data(), " + name + "_elements.size());");
        break;
      }
      load_object(value, *type, name, where, false, anonymous, out);
      break;
    case ValueKind::Pointer:
      if (std::string why = load_object(value, *type, name, where, true, anonymous, out); !why.empty()) return why;
      break;
    case ValueKind::EarlierObject: {
      // The values of the earlier frame up to the one that holds the object first, in order (its
      // pointers may refer to objects of the values before it): Dump::load gives that object.
      const format::EarlierObject earlier = format::earlier_object(value);
      const format::Frame& saving_frame = frames[earlier.frame];
      const std::size_t saving = format::value_saving(saving_frame, earlier.object);
      const std::vector<std::string> saver_names = value_names(saving_frame, "receiver");
      // A receiver whose member function no header declares is of a class its source defines.
      const bool hidden_receiver = saving_frame.has_receiver && reach.hidden(saving_frame.function);
      for (std::size_t v = 0; v <= saving; ++v) {
        const ValueKind kind = saving_frame.values[v].kind;
        if (v < saving && kind != ValueKind::Object && kind != ValueKind::Pointer && kind != ValueKind::EarlierObject) {
          continue;  // it numbers no object
        }
        if (v == 0 && hidden_receiver) {
          if (v < saving) continue;
          return "it is an object of frame " + std::to_string(earlier.frame) +
                 "'s receiver, whose class only its source file declares";
        }
        Argument saver;
        const std::string why = rebuild(frames, reach, earlier.frame, v,
                                        "frame" + std::to_string(earlier.frame) + "_" + saver_names[v], saver);
        if (!why.empty() && v == saving) {
          return "it is an object of frame " + std::to_string(earlier.frame) + "'s '" + saver_names[v] +
                 "', which cannot be rebuilt: " + why;
        }
        if (!why.empty()) continue;  // what the value holding the object refers to in it stays unloaded
        out.setup.insert(out.setup.end(), saver.setup.begin(), saver.setup.end());
        out.earlier_frames.insert(out.earlier_frames.end(), saver.earlier_frames.begin(), saver.earlier_frames.end());
      }
      out.earlier_frames.push_back(earlier.frame);
      if (std::string why = load_object(value, *type, name, where, earlier.through_pointer, anonymous, out);
          !why.empty()) {
        return why;
      }
      out.kind = earlier.through_pointer ? ValueKind::Pointer : ValueKind::Object;
      break;
    }
    default:
      return "its kind is unknown to this recrash-gen";
  }
  out.comment = name + " (" + comment_text(*type, 80) + ", " + strategy_text(value) + ")";
  if (!shown.empty()) out.comment += " = " + comment_text(shown);
  return "";
}

/// The check of the failure, around `statement` (a lambda making the call): `fault_sites` are the
/// places a signal must come from or an exception be thrown in (none: the signal or the
/// exception's type alone is checked).
std::string expectation(const format::Failure& failure, const std::vector<std::string>& fault_sites,
                        const std::string& statement, std::string& why) {
  switch (failure.kind) {
    case format::FailureKind::Signal: {
      std::string name = signal_name(failure.signal);
      if (name.empty()) name = std::to_string(failure.signal);
      // An abort checks the C library's message too: the same assertion, not just any in that function.
      const std::string pattern = abort_pattern(failure.signal == SIGABRT ? abort_key(failure.message) : "",
                                                fault_sites.empty() ? "" : fault_line_pattern(fault_sites));
      // call_uncaught: a call that throws instead says what and where, rather than gtest's
      // \"threw an exception\".
      return "  EXPECT_EXIT(recrash::replay::call_uncaught(" + statement + "), testing::KilledBySignal(" + name +
             "), " + string_literal(pattern) + ");\n";
    }
    case format::FailureKind::Exception: {
      const std::optional<std::string> type = demangle_type(failure.exception_type);
      if (!type) {
        why = "the exception's type is not a valid C++ type name";
        return "";
      }
      // Uncaught, as in the program: the replay says what was thrown where, and the test checks it.
      return "  EXPECT_EXIT(recrash::replay::call_uncaught(" + statement + "), testing::KilledBySignal(SIGABRT), " +
             string_literal(throw_line_pattern(*type, fault_sites)) + ");\n";
    }
    case format::FailureKind::Requested:
      return "  recrash::replay::forget_requested_dumps();\n  recrash::replay::call(" + statement +
             ");\n  EXPECT_TRUE(recrash::replay::was_dump_requested(" + string_literal(failure.message) + "));\n";
  }
  why = "the failure's kind is unknown";
  return "";
}

/// The headers a frame's function names: the recorded ones (the declaring header, then those
/// defining the classes its signature names, separated by ';'), else the defining file's sibling
/// header if one exists on this machine. Each is still a path from the dump: check_header()
/// decides whether it is included.
std::vector<std::string> headers_for(const format::Function& function) {
  std::vector<std::string> headers;
  std::istringstream recorded(function.header);
  for (std::string header; std::getline(recorded, header, ';');) {
    if (!header.empty()) headers.push_back(header);
  }
  if (!headers.empty()) return headers;
  const std::string& file = function.file;
  const std::size_t dot = file.rfind('.');
  const bool printable = !file.empty() && file.size() < 1024 &&
                         std::all_of(file.begin(), file.end(), [](unsigned char c) { return c >= 0x20 && c < 0x7f; });
  if (!printable || dot == std::string::npos || file.find('/', dot) != std::string::npos) return {};
  for (const char* extension : {".hpp", ".h", ".hh", ".hxx"}) {
    std::string candidate = file.substr(0, dot) + extension;
    if (access(candidate.c_str(), R_OK) == 0) return {candidate};
  }
  return {};
}

/// The headers the replayable frames name, each with the manifest of the library it is from, in
/// the order they are included.
class NamedHeaders {
 public:
  /// Frame `frame`'s headers: the one declaring its function, then those defining the classes
  /// its signature names.
  void add(std::size_t frame, std::vector<std::string> headers, const BuildManifest* manifest) {
    by_frame_.emplace(frame, Named{std::move(headers), manifest});
  }

  /// The outermost frame's headers first: a program's outer calls are its library's public API,
  /// whose headers include the internal ones the inner frames name and what those need without
  /// including it (rapidjson's internal/pow10.h uses the macros of rapidjson.h). Within a frame,
  /// the headers of its signature's classes before the one declaring its function, which may
  /// not stand alone (spdlog's details/logger_impl.h defines the members of the class logger.h
  /// defines; only logger.h includes it, at its end).
  std::vector<std::pair<std::string, const BuildManifest*>> ordered() const {
    std::vector<std::pair<std::string, const BuildManifest*>> out;
    std::map<std::string, std::size_t> seen;
    for (auto named = by_frame_.rbegin(); named != by_frame_.rend(); ++named) {
      std::vector<std::string> headers = named->second.headers;
      if (!headers.empty()) std::rotate(headers.begin(), headers.begin() + 1, headers.end());
      for (std::string& header : headers) {
        const auto [entry, added] = seen.emplace(header, out.size());
        if (added) out.emplace_back(std::move(header), named->second.manifest);
        if (!added && out[entry->second].second == nullptr) out[entry->second].second = named->second.manifest;
      }
    }
    return out;
  }

 private:
  struct Named {
    std::vector<std::string> headers;
    const BuildManifest* manifest;
  };
  std::map<std::size_t, Named> by_frame_;
};

/// The #include lines for the headers the replayable frames name, and for each one refused a
/// comment saying why: a path from a dump is included only as check_header() allows.
std::string include_lines(const NamedHeaders& headers, const std::set<std::string>& included_last) {
  std::set<std::string> included;
  std::string out;
  std::string last;
  std::string refused;
  for (const auto& [header, manifest] : headers.ordered()) {
    const HeaderCheck check = check_header(header, manifest);
    if (check.name.empty()) {
      refused += "// Not included: the header " + comment_text(header, 200) + ": " + check.why_not + ".\n";
    } else if (included.insert(check.name).second) {
      (included_last.count(check.name) != 0 ? last : out) += "#include " + string_literal(check.name) + "\n";
    }
  }
  if (!last.empty()) {
    out +=
        "// Included after the others: where it was first, it did not compile (a header that another\n"
        "// includes part-way, after what it uses).\n" +
        last;
  }
  return out + refused;
}

/// Each distinct manifest path the frames name, checked once.
std::map<std::string, ManifestCheck> check_manifests(const std::vector<format::Frame>& frames) {
  std::map<std::string, ManifestCheck> checks;
  for (const format::Frame& frame : frames) {
    const std::string& path = frame.function.build_manifest;
    if (!path.empty() && checks.count(path) == 0) checks.emplace(path, check_build_manifest(path));
  }
  return checks;
}

void write_header_comment(std::ostringstream& out, const format::Dump& dump, const TestFileOptions& options,
                          const std::vector<SymbolizedFrame>& frames, const std::vector<std::string>& fault_sites,
                          const std::string& fault_site_note) {
  out << "// Generated by recrash-gen from " << comment_text(options.dump_file_name) << ". Each test re-makes\n"
      << "// one call that was in flight when the program failed; it passes when the call fails the\n"
      << "// same way again.\n//\n"
      << "// Program:  " << comment_text(dump.program)
      << (dump.program_version.empty() ? "" : " " + comment_text(dump.program_version)) << "\n"
      << "// Failure:  " << describe_failure(dump.failure) << "\n"
      << "// Recorded: pid " << dump.pid << ", recrash " << comment_text(dump.recrash_version, 40) << "\n";
  if (dump.truncated) out << "// The dump hit its size cap: the frames that did not fit are missing.\n";
  if (!dump.threads.empty() && dump.threads[0].frames_omitted != 0) {
    out << "// " << dump.threads[0].frames_omitted << " calls of a deep recursion were not kept: no test for them.\n";
  }
  if (dump.failure.kind == format::FailureKind::Exception) {
    if (fault_sites.empty()) {
      out << "// Each test checks the exception's type only: " << comment_text(fault_site_note) << ".\n";
    } else {
      out << "// Each test checks that the call throws it, uncaught, in " << comment_text(fault_sites[0], 200) << ".\n";
    }
  } else if (dump.failure.kind == format::FailureKind::Signal) {
    if (fault_sites.empty()) {
      out << "// Each test checks the signal only: " << comment_text(fault_site_note) << ".\n";
    } else {
      out << "// Each test checks that the signal comes from " << (fault_sites.size() > 1 ? "one of " : "");
      for (std::size_t i = 0; i < fault_sites.size(); ++i)
        out << (i == 0 ? "" : ", ") << comment_text(fault_sites[i], 200);
      out << (fault_sites.size() > 1 && !fault_site_note.empty() ? " (" + comment_text(fault_site_note) + ")" : "")
          << ".\n";
    }
  }
  if (dump.failure.kind != format::FailureKind::Requested) {
    out << "// Once the bug is fixed these tests fail (the calls no longer fail that way): then change\n"
        << "// each EXPECT_EXIT into a check of what the call should do, and keep it as a regression test.\n";
  }
  out << "//\n// Backtrace:\n";
  for (std::size_t i = 0; i < frames.size(); ++i) {
    char offset[32];
    std::snprintf(offset, sizeof(offset), "0x%llx", static_cast<unsigned long long>(frames[i].offset));
    out << "//   #" << i << " " << comment_text(frames[i].module, 60) << "+" << offset;
    if (!frames[i].function.empty()) out << " " << comment_text(frames[i].function, 120);
    if (!frames[i].location.empty()) out << " at " << comment_text(frames[i].location, 120);
    out << "\n";
    for (const std::string& outer : frames[i].inlined_into) {
      out << "//        inlined in " << comment_text(outer, 200) << "\n";
    }
  }
}

}  // namespace

TestFile write_test_file(const format::Dump& dump, const TestFileOptions& options) {
  TestFile file;
  // GoogleTest runs suites named *DeathTest first, before any test starts a thread.
  file.suite =
      camel_case(dump.program) + (dump.failure.kind == format::FailureKind::Requested ? "Replay" : "ReplayDeathTest");
  for (char c : dump.program.substr(0, 64)) {
    file.target += std::isalnum(static_cast<unsigned char>(c)) != 0 && static_cast<unsigned char>(c) < 0x80
                       ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
                       : '_';
  }
  file.target =
      (file.target.empty() || std::isdigit(static_cast<unsigned char>(file.target[0])) != 0 ? "program_" : "") +
      file.target + "_replay";
  const std::vector<format::Frame>& frames = format::crashing_frames(dump);
  std::vector<SymbolizedFrame> backtrace = symbolize(dump, options.symbolize);
  fold_twins(backtrace);
  // Why there is no place to check, or why there are several.
  std::string fault_site_note;
  const std::vector<std::string> expected_sites = expected_fault_sites(dump.failure, backtrace, fault_site_note);
  const std::vector<std::string> fault_sites = options.fault_sites ? *options.fault_sites : expected_sites;
  if (fault_sites != expected_sites) fault_site_note.clear();

  // A header with the manifest of the function that names it (nullptr when it has no usable
  // one): an absolute path must lie in that manifest's include directories.
  NamedHeaders headers;
  std::set<std::string> manifests;
  const std::map<std::string, ManifestCheck> manifest_checks = check_manifests(frames);
  std::set<std::string> usable_manifests;
  for (const auto& [path, check] : manifest_checks) {
    if (check.manifest) usable_manifests.insert(path);
  }
  const InstrumenterReports reports = find_instrumenter_reports(usable_manifests);
  const UnsavedMembers unsaved = UnsavedMembers::read(reports.skipped);
  const format::TestNames instrumented_names = read_test_names(reports.names);
  Reach reach;
  reach.names = &instrumented_names;
  for (const format::Frame& frame : frames) {
    const format::Function& function = frame.function;
    const std::string source = declaring_source(function);
    if (source.empty() || reach.source_copies.count(source) != 0) continue;
    const auto checked = manifest_checks.find(function.build_manifest);
    if (checked == manifest_checks.end() || !checked->second.manifest) continue;
    if (std::string copy = find_source_copy(*checked->second.manifest, source); !copy.empty()) {
      reach.source_copies.emplace(source, std::move(copy));
    }
  }
  std::set<std::string> sources;  // the copies of source files the tests include
  std::ostringstream tests;
  std::set<std::string> names;
  AccessDeclarations access;
  bool uses_access = false;
  for (std::size_t f = 0; f < frames.size(); ++f) {
    std::optional<format::Frame> respelled;
    if (reach.anonymous_namespaces(frames[f].function) == AnonymousNamespaces::Spelled) {
      respelled = spelled_in_its_source(frames[f]);
    }
    const format::Frame& frame = respelled ? *respelled : frames[f];
    const format::Function& function = frame.function;
    GeneratedTest test;
    const CallName call_name = name_call(function);
    test.name = "Frame" + std::to_string(f) + call_name.test_name_part;
    while (!names.insert(test.name).second) test.name += "X";

    std::string why;
    std::vector<std::string> setup;
    std::vector<std::string> comments;
    std::vector<CallArgument> arguments;
    std::set<std::size_t> earlier_frames;  // whose values the setup loads first
    const std::size_t first_argument = frame.has_receiver ? 1 : 0;
    if (frame.values.size() < first_argument) why = "its values were lost when an exception unwound it";
    if (reach.hidden(function)) {
      why = "no header declares it, only its source file " +
            comment_text(std::filesystem::path(function.file).filename().string(), 200) +
            ", and recrash-gen found no instrumented copy of it among its library's that a test could include";
    }
    const std::vector<std::string> value_name = value_names(frame, "receiver");
    CallContext call_context{"", &instrumented_names};
    const std::map<std::size_t, SharedText> texts = shared_texts(frames, f, value_name);
    for (std::size_t v = 0; v < frame.values.size() && why.empty(); ++v) {
      Argument argument;
      const std::string& name = value_name[v];
      const auto text = texts.find(v);
      std::string problem = rebuild(frames, reach, f, v, name, argument, text == texts.end() ? nullptr : &text->second);
      if (!problem.empty()) {
        why = "value '" + name + "' cannot be rebuilt: " + problem;
        break;
      }
      for (std::string& line : argument.setup) {
        // An earlier frame's value that two of these values are objects of is loaded once.
        if (std::find(setup.begin(), setup.end(), line) == setup.end()) setup.push_back(std::move(line));
      }
      earlier_frames.insert(argument.earlier_frames.begin(), argument.earlier_frames.end());
      // Dump::load gives the one object again: the comment says which.
      const std::string shared = shared_object_note(frames, f, v, value_name);
      comments.push_back(argument.comment + (shared.empty() ? "" : ", " + shared));
      if (const std::string note = unsaved.note_for(argument.class_name); !note.empty()) {
        comments.push_back("  not in the dump, so as its loading constructor makes them: " + comment_text(note, 400));
      }
      if (v >= first_argument) arguments.push_back({argument.expression, argument.type, argument.kind});
      if (v < first_argument) call_context.receiver_class = argument.class_name;
    }
    std::optional<Call> call;
    if (why.empty()) call = spell_call(frame, arguments, call_context, why);
    if (why.empty()) expectation(dump.failure, {}, "", why);  // the failure alone can make a frame unreplayable
    test.call = call ? call->shown : call_name.shown;
    test.skipped_because = why;

    if (auto found = options.dropped.find(test.name); found != options.dropped.end())
      test.dropped_because = found->second;
    file.tests.push_back(test);
    // A test --verify left out still names its library: the project keeps building against it
    // (and stays a project a person can open and configure) even when no test is left.
    if (why.empty() && !function.build_manifest.empty()) manifests.insert(function.build_manifest);
    if (why.empty()) {
      // Its headers too, also when --verify left it out (they compiled; the error was its own):
      // a kept test may name a class only they declare (a template argument, a value's type).
      // So do those of the earlier frames whose values it loads.
      earlier_frames.insert(f);
      for (const std::size_t named : earlier_frames) {
        const format::Function& naming = frames[named].function;
        if (!naming.build_manifest.empty()) manifests.insert(naming.build_manifest);  // its library, to link
        const auto checked = manifest_checks.find(naming.build_manifest);
        const BuildManifest* manifest =
            checked != manifest_checks.end() && checked->second.manifest ? &*checked->second.manifest : nullptr;
        std::vector<std::string> named_headers = headers_for(naming);
        // A function no header declares: the copy of its source file, which declares it and the
        // classes of its values.
        if (declared_only_in_source(naming) && !named_headers.empty()) {
          const auto copy = reach.source_copies.find(declaring_source(naming));
          if (copy != reach.source_copies.end()) sources.insert(copy->second);
          named_headers.erase(named_headers.begin());
        }
        headers.add(named, std::move(named_headers), manifest);
      }
    }
    if (auto found = options.dropped.find(test.name); found != options.dropped.end()) {
      tests << "\n// Frame " << f << ": " << comment_text(function.signature, 200) << "\n"
            << "//   dropped by recrash-gen --verify: " << comment_text(found->second, 200) << "\n";
      continue;
    }
    tests << "\n// Frame " << f << ": " << comment_text(function.signature, 200) << "\n"
          << "//   at " << comment_text(function.file, 200) << ":" << function.line
          << (frame.state != format::FrameState::InFlight ? " (" + frame_state_note(frame.state) + ")" : "") << "\n";
    for (const std::string& c : comments) tests << "//   " << c << "\n";
    tests << "TEST(" << file.suite << ", " << test.name << ") {\n";
    if (!why.empty()) {
      tests << "  GTEST_SKIP() << " << string_literal("recrash cannot replay this frame: " + why) << ";\n";
    } else {
      // A private or protected member type is named by an alias (hidden_types.hpp).
      const auto aliased = [&](const std::string& code) {
        return respell_hidden_types(code, instrumented_names.hidden_types, access);
      };
      for (const std::string& line : setup) tests << "  " << aliased(line) << "\n";
      std::string access_id;
      if (!call->access_member.empty()) access_id = access.name_for(call->access_name, call->access_member);
      if (!call->access_member.empty() || !call->constructed_type.empty()) uses_access = true;
      tests << aliased(call->guard())
            << expectation(dump.failure, fault_sites,
                           // decltype(auto): a call returning a reference (`Document& Parse()`) must
                           // not copy what it returns, which may have no copy constructor.
                           "[&]() -> decltype(auto) { return " + aliased(call->expression(access_id)) + "; }", why);
    }
    tests << "}\n";
  }

  std::ostringstream out;
  write_header_comment(out, dump, options, backtrace, fault_sites, fault_site_note);
  out << "\n"
      << (uses_access || !access.empty() ? "#include <recrash/access.hpp>\n" : "")
      << "#include <recrash/replay.hpp>\n\n#include <gtest/gtest.h>\n\n#include <csignal>\n#include <cstdio>\n#include "
         "<cstdlib>\n#include <iostream>\n#include <limits>\n#include <string>\n#include <utility>\n";
  out << include_lines(headers, options.included_last);
  if (!sources.empty()) {
    // By their paths: a name the include directories resolve could find the original first.
    out << "// The source files that alone declare functions the tests call, as recrash-instrument compiled them.\n";
    for (const std::string& source : sources) out << "#include \"" << source << "\"\n";
  }
  out << access.text();
  out << "\nnamespace {\n"
      << "// Replaying must not write new dumps.\n"
      << "[[maybe_unused]] const bool kReplaying = recrash::replay::begin();\n\n"
      << "const recrash::replay::Dump& dump() {\n"
      << "  static const recrash::replay::Dump loaded(RECRASH_DUMP_FILE);\n"
      << "  return loaded;\n"
      << "}\n"
      << "}  // namespace\n"
      << tests.str();
  if (frames.empty()) {
    out << "\nTEST(" << file.suite << ", NoFrames) {\n"
        << "  GTEST_SKIP() << \"the dump holds no monitored frame: was the crashing code built with recrash "
           "hooks?\";\n}\n";
  }
  // A source included here, or a header that defines functions included by a library's loaders
  // source, is compiled twice, into the tests and into the program's library: its objects of
  // internal linkage exist twice, and at exit the two sets of destructors may free what the
  // program shares between them (a static initializer that fills a global table). The tests'
  // results are known once they have run, so the tests end without the program's exit handlers.
  out << "\n// Ends without running the program's static destructors: what the tests compile of the\n"
      << "// program's code a second time holds a second copy of its static objects, which the program\n"
      << "// never had to destroy.\n"
      << "int main(int argc, char** argv) {\n"
      << "  testing::InitGoogleTest(&argc, argv);\n"
      << "  const int failed = RUN_ALL_TESTS();\n"
      << "  std::cout.flush();\n"
      << "  std::fflush(nullptr);\n"
      << "  std::_Exit(failed);\n"
      << "}\n";
  file.source = out.str();
  file.fault_sites = fault_sites;
  // With no replayable call, the project still links the libraries whose manifests recrash-gen
  // could use (and through them recrash's replay library): it configures, builds, and its tests
  // say why they are skipped.
  if (manifests.empty()) {
    for (const auto& [path, check] : manifest_checks) {
      if (check.manifest) manifests.insert(path);
    }
  }
  for (const std::string& path : manifests) file.manifests.push_back(manifest_checks.at(path));
  return file;
}

}  // namespace recrash::gen
