// SPDX-License-Identifier: MIT
#include "rewriting/output_files.hpp"

#include <recrash/format/skipped_report.hpp>

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cstdint>
#include <tuple>

namespace recrash::instrument {
namespace {

constexpr llvm::StringLiteral kMacro = "RECRASH_DECLARING_HEADER";
constexpr llvm::StringLiteral kManifestMacro = "RECRASH_BUILD_MANIFEST";
constexpr llvm::StringLiteral kSerializersInclude = "#include <recrash/generated_serializers.hpp>\n";
/// The hooks without the code that saves values (recrash/detail/value_traits.hpp).
constexpr llvm::StringLiteral kFrameDeclarationsInclude =
    "#define RECRASH_HOOK_DECLARATIONS_ONLY\n#include <recrash/frame.hpp>\n#undef RECRASH_HOOK_DECLARATIONS_ONLY\n";
constexpr llvm::StringLiteral kSerializerDeclarationsInclude = "#include <recrash/serializer_declarations.hpp>\n";
/// Defined by every source's copy (and by a program's unit that asks for it): a header's copy
/// whose templates' hooks need the saving code's definitions includes them in such a unit only
/// (HeaderCopy::definitions_where_instrumented).
constexpr llvm::StringLiteral kTemplateValuesMacro = "RECRASH_TEMPLATE_VALUES";

std::string banner(llvm::StringRef original_name) {
  return "// Instrumented by recrash-instrument from " + original_name.str() + ": edit that file, not this copy.\n";
}

/// Pushes `macro` and defines it to `value` as a string literal.
std::string push_definition(llvm::StringRef macro, llvm::StringRef value) {
  return "#pragma push_macro(\"" + macro.str() + "\")\n#undef " + macro.str() + "\n#define " + macro.str() + " " +
         string_literal(value) + "\n";
}

/// Restores what push_definition() pushed.
std::string pop_definition(llvm::StringRef macro) { return "#pragma pop_macro(\"" + macro.str() + "\")\n"; }

/// How a header's copy includes recrash: the hooks with the code that saves values or with its
/// declarations only, and what its classes' serializers name defined or declared only.
std::string recrash_includes(bool definitions, const HeaderCopy& copy) {
  // value_traits.hpp by itself too: <recrash/frame.hpp> may have been read, without it, by a copy
  // included before this one.
  std::string text = definitions ? "#include <recrash/frame.hpp>\n#include <recrash/detail/value_traits.hpp>\n"
                                 : kFrameDeclarationsInclude.str();
  if (copy.serializers) {
    text += !definitions && !copy.registers ? kSerializerDeclarationsInclude.str() : kSerializersInclude.str();
  }
  return text;
}

std::string with_final_newline(llvm::StringRef body) {
  std::string text = body.str();
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text;
}

}  // namespace

std::string string_literal(llvm::StringRef text) {
  std::string literal = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') literal += '\\';
    literal += c;
  }
  return literal + "\"";
}

std::string original_text(llvm::StringRef original_path, llvm::StringRef body) {
  body.consume_front("\xEF\xBB\xBF");
  return "#line 1 " + string_literal(original_path) + "\n" + body.str();
}

std::string instrumented_source(llvm::StringRef original_name, llvm::StringRef original_path,
                                llvm::StringRef declaring_header, llvm::StringRef original, llvm::StringRef body,
                                bool serializers, bool declarations_only) {
  std::string text = banner(original_name);
  if (!original.contains(kMacro)) text += "#define " + kMacro.str() + " " + string_literal(declaring_header) + "\n";
  text += "#ifndef " + kTemplateValuesMacro.str() + "\n#define " + kTemplateValuesMacro.str() + "\n#endif\n";
  text += declarations_only ? kFrameDeclarationsInclude.str() : "#include <recrash/frame.hpp>\n";
  if (serializers) text += kSerializersInclude.str();
  return text + original_text(original_path, body);
}

std::string instrumented_header(llvm::StringRef original_name, llvm::StringRef original_path,
                                llvm::StringRef declaring_header, llvm::StringRef manifest, llvm::StringRef body,
                                const HeaderCopy& copy) {
  std::string text = banner(original_name);
  text += push_definition(kMacro, declaring_header);
  if (!manifest.empty()) text += push_definition(kManifestMacro, manifest);
  if (copy.definitions_where_instrumented) {
    text +=
        "// A unit recrash did not instrument (a program's own) reads the hooks below with declarations only\n"
        "// unless it defines RECRASH_TEMPLATE_VALUES: its instantiations of their templates save a value\n"
        "// where an instrumented unit compiled the code that saves its type, and record it unavailable\n"
        "// elsewhere.\n"
        "#ifdef " +
        kTemplateValuesMacro.str() + "\n" + recrash_includes(true, copy) + "#else\n" + recrash_includes(false, copy) +
        "#endif\n";
  } else {
    text += recrash_includes(!copy.declarations_only, copy);
  }
  text += original_text(original_path, with_final_newline(body));
  if (!copy.saved_elsewhere.empty()) {
    text +=
        "\n// Added by recrash-instrument: the code that saves the values of these types, which the hooks above\n"
        "// record, is compiled by the sources of their library, and a unit that includes this header refers\n"
        "// to it";
    text += copy.declarations_only ? ".\n" : " (it compiles that of its templates' instantiations only).\n";
    // Those whose hooks are in the same blocks together, those compiled wherever the header is first.
    std::map<std::pair<bool, std::set<std::string>>, std::pair<Presence, std::string>> groups;
    for (const auto& [type, where] : copy.saved_elsewhere) {
      auto& [presence, lines] = groups[{!where.always, where.always ? std::set<std::string>{} : where.blocks}];
      presence = where;
      lines += (lines.empty() ? "" : "\n") + ("RECRASH_VALUE_ELSEWHERE(" + type + ");");
    }
    for (const auto& [key, group] : groups) text += group.first.guard(group.second) + "\n";
  }
  if (!manifest.empty()) text += pop_definition(kManifestMacro);
  return text + pop_definition(kMacro);
}

std::string instantiations_text(const std::set<std::string>& types) {
  if (types.empty()) return "";
  std::string text =
      "\n// Added by recrash-instrument: the code that saves the values the hooks of the headers above\n"
      "// record, which the other units that include them refer to.\n#include <recrash/detail/value_traits.hpp>\n";
  for (const std::string& type : types) text += "RECRASH_INSTANTIATE_VALUE(" + type + ");\n";
  return text;
}

std::string fnv1a_hex(llvm::StringRef text) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (int shift = 60; shift >= 0; shift -= 4) out += kDigits[(hash >> shift) & 0xf];
  return out;
}

namespace {

constexpr llvm::StringLiteral kStampPrefix = "// recrash-instrument copy ";

struct CopyRank {
  std::string generation;
  unsigned hooks = 0;
  unsigned serializers = 0;
  unsigned registrations = 0;
};

/// The stamp a copy ends with; an empty generation where it has none.
CopyRank read_stamp(llvm::StringRef content) {
  CopyRank rank;
  const std::size_t at = content.rfind(kStampPrefix);
  if (at == llvm::StringRef::npos) return rank;
  llvm::StringRef line = content.substr(at + kStampPrefix.size());
  line = line.take_until([](char c) { return c == '\n'; });
  // "<generation>: <n> hooks, <m> serializers, <k> registrations"
  const auto [generation, counts] = line.split(": ");
  const auto [hooks, rest] = counts.split(" hooks, ");
  auto [serializers, registrations] = rest.split(" serializers, ");
  if (hooks.getAsInteger(10, rank.hooks) || serializers.getAsInteger(10, rank.serializers) ||
      !registrations.consume_back(" registrations") || registrations.getAsInteger(10, rank.registrations)) {
    return rank;
  }
  rank.generation = generation.str();
  return rank;
}

/// Holds an exclusive lock on a directory while it lives (none where it cannot be opened).
class DirectoryLock {
 public:
  explicit DirectoryLock(const std::string& directory) : fd_(::open(directory.c_str(), O_RDONLY | O_DIRECTORY)) {
    if (fd_ >= 0) ::flock(fd_, LOCK_EX);
  }
  ~DirectoryLock() {
    if (fd_ >= 0) ::close(fd_);  // releases the lock
  }
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;

 private:
  int fd_;
};

}  // namespace

std::string copy_stamp(llvm::StringRef generation, unsigned hooks, unsigned serializers, unsigned registrations) {
  return kStampPrefix.str() + generation.str() + ": " + std::to_string(hooks) + " hooks, " +
         std::to_string(serializers) + " serializers, " + std::to_string(registrations) + " registrations\n";
}

std::string write_header_copy(const std::string& path, llvm::StringRef content) {
  const llvm::StringRef directory = llvm::sys::path::parent_path(path);
  if (std::error_code error = llvm::sys::fs::create_directories(directory)) {
    return "cannot create the directory of " + path + ": " + error.message();
  }
  DirectoryLock lock(directory.str());
  if (auto existing = llvm::MemoryBuffer::getFile(path)) {
    const llvm::StringRef old = (*existing)->getBuffer();
    if (old == content) return "";
    const CopyRank mine = read_stamp(content);
    const CopyRank theirs = read_stamp(old);
    if (!theirs.generation.empty() && theirs.generation == mine.generation &&
        std::make_tuple(theirs.hooks, theirs.serializers, theirs.registrations, fnv1a_hex(old)) >
            std::make_tuple(mine.hooks, mine.serializers, mine.registrations, fnv1a_hex(content))) {
      return "";
    }
  }
  return write_file(path, content, /*only_if_changed=*/false);
}

std::string uninstrumented_source(const std::string& original_path, llvm::StringRef reason) {
  return banner(original_path) + "// " + reason.str() + "\n#include \"" + original_path + "\"\n";
}

namespace {

std::string escape_for_make(const std::string& path) {
  std::string escaped;
  for (char c : path) {
    if (c == ' ' || c == '#' || c == '\\') escaped += '\\';
    if (c == '$') escaped += '$';
    escaped += c;
  }
  return escaped;
}

}  // namespace

std::string write_file(const std::string& path, llvm::StringRef content, bool only_if_changed) {
  if (only_if_changed) {
    if (auto existing = llvm::MemoryBuffer::getFile(path); existing && (*existing)->getBuffer() == content) return "";
  }
  if (std::error_code error = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path))) {
    return "cannot create the directory of " + path + ": " + error.message();
  }
  const std::string temporary = path + ".tmp" + std::to_string(getpid());
  {
    std::error_code error;
    llvm::raw_fd_ostream out(temporary, error);
    if (error) return "cannot write " + temporary + ": " + error.message();
    out << content;
    out.close();
    if (out.has_error()) {
      out.clear_error();
      return "cannot write " + temporary;
    }
  }
  if (std::error_code error = llvm::sys::fs::rename(temporary, path)) {
    llvm::sys::fs::remove(temporary);
    return "cannot rename " + temporary + " to " + path + ": " + error.message();
  }
  return "";
}

std::string report_text(const std::set<SkippedFunction>& skipped) {
  std::string text;
  for (const SkippedFunction& function : skipped) {
    text +=
        format::skipped_line({function.file, function.line, function.column, function.name, function.reason}) + "\n";
  }
  return text;
}

std::string depfile_text(const std::string& target, const std::set<std::string>& inputs) {
  std::string text = escape_for_make(target) + ":";
  for (const std::string& input : inputs) text += " \\\n  " + escape_for_make(input);
  return text + "\n";
}

}  // namespace recrash::instrument
