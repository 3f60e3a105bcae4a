// SPDX-License-Identifier: MIT
#include "rewriting/compile_commands.hpp"

#include <clang/Driver/Options.h>
#include <llvm/ADT/SmallString.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Option/OptTable.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <array>
#include <set>
#include <tuple>

namespace recrash::instrument {
namespace {

/// Flags clang's driver parses but then rejects for a value g++ takes ("-flto=auto").
bool rejected_value(llvm::StringRef arg) {
  if (arg.consume_front("-flto=")) return arg != "full" && arg != "thin";
  return false;
}

/// Flags that take the next argument as a directory to search for headers.
constexpr std::array<llvm::StringRef, 4> kIncludeFlags = {"-I", "-isystem", "-iquote", "-idirafter"};

/// The include directory an argument names (joined "-Idir" or separate "-I dir"), or "".
llvm::StringRef include_directory(const clang::tooling::CommandLineArguments& args, std::size_t i,
                                  std::size_t& consumed) {
  llvm::StringRef arg = args[i];
  for (llvm::StringRef flag : kIncludeFlags) {
    if (arg == flag && i + 1 < args.size()) {
      consumed = 2;
      return args[i + 1];
    }
    if (arg.startswith(flag) && arg.size() > flag.size()) {
      consumed = 1;
      return arg.drop_front(flag.size());
    }
  }
  consumed = 1;
  return "";
}

/// The indices of arguments clang's driver does not know, as it parses them itself.
std::set<std::size_t> unknown_arguments(const clang::tooling::CommandLineArguments& args) {
  std::vector<const char*> argv;
  for (std::size_t i = 1; i < args.size(); ++i) argv.push_back(args[i].c_str());
  unsigned missing_index = 0;
  unsigned missing_count = 0;
  const llvm::opt::OptTable& table = clang::driver::getDriverOptTable();
  llvm::opt::InputArgList parsed =
      table.ParseArgs(argv, missing_index, missing_count, 0, clang::driver::options::NoDriverOption);
  std::set<std::size_t> unknown;
  for (const llvm::opt::Arg* arg : parsed) {
    if (arg->getOption().getID() == clang::driver::options::OPT_UNKNOWN) unknown.insert(arg->getIndex() + 1);
  }
  return unknown;
}

/// Whether `header` has a precompiled file beside it that a compiler would use in its place.
bool precompiled(llvm::StringRef header) {
  return llvm::sys::fs::exists(header + ".gch") || llvm::sys::fs::exists(header + ".pch");
}

/// Whether the header includes recrash's headers and nothing else (comments, blank lines, pragmas
/// and conditions aside: CMake's file wraps its includes in `#ifdef __cplusplus`).
bool only_recrash_headers(llvm::StringRef header) {
  auto text = llvm::MemoryBuffer::getFile(header);
  if (!text) return false;
  llvm::StringRef rest = (*text)->getBuffer();
  bool in_comment = false;
  while (!rest.empty()) {
    llvm::StringRef line;
    std::tie(line, rest) = rest.split('\n');
    line = line.trim();
    if (in_comment) {
      in_comment = !line.contains("*/");
      continue;
    }
    if (line.empty() || line.startswith("//")) continue;
    if (line.startswith("/*")) {
      in_comment = !line.contains("*/");
      continue;
    }
    if (line.startswith("#pragma") || line.startswith("#if") || line.startswith("#el") || line.startswith("#endif")) {
      continue;
    }
    if (!line.consume_front("#include")) return false;
    line = line.ltrim();
    if (!line.startswith("<recrash/") && !line.startswith("\"recrash/")) return false;
  }
  return true;
}

}  // namespace

clang::tooling::ArgumentsAdjuster read_precompiled_headers_as_text() {
  return [](const clang::tooling::CommandLineArguments& args, llvm::StringRef /*file*/) {
    clang::tooling::CommandLineArguments kept;
    for (std::size_t i = 0; i < args.size(); ++i) {
      const llvm::StringRef arg = args[i];
      const bool has_next = i + 1 < args.size();
      // clang's own form, as CMake writes it: -Xclang -include-pch -Xclang <file>.pch
      // -Xclang -include -Xclang <file> (the second, text, is kept unless it is recrash's).
      if (arg == "-Xclang" && i + 3 < args.size() && args[i + 2] == "-Xclang") {
        if (args[i + 1] == "-include-pch" || (args[i + 1] == "-include" && only_recrash_headers(args[i + 3]))) {
          i += 3;
          continue;
        }
      }
      if (arg == "-include-pch" && has_next) {
        ++i;
        continue;
      }
      llvm::StringRef header;
      if (arg == "-include" && has_next) {
        header = args[i + 1];
      } else if (arg.startswith("-include") && arg.size() > 8 && !arg.startswith("-include-")) {
        header = arg.drop_front(8);
      }
      // recrash_instrument's own (precompiled or not yet: the first build instruments before it
      // compiles the header) is left out; the original source does not include recrash.
      const bool recrash_only = !header.empty() && only_recrash_headers(header);
      if (!recrash_only && (header.empty() || !precompiled(header))) {
        kept.push_back(args[i]);
        continue;
      }
      if (!recrash_only) {
        for (const char* part : {"-Xclang", "-include", "-Xclang"}) kept.emplace_back(part);
        kept.push_back(header.str());
      }
      if (arg == "-include") ++i;
    }
    return kept;
  };
}

clang::tooling::ArgumentsAdjuster strip_for_clang(const ProjectLayout& layout) {
  const std::string& output_dir = layout.output_dir();
  return [output_dir](const clang::tooling::CommandLineArguments& args, llvm::StringRef /*file*/) {
    const std::set<std::size_t> unknown = unknown_arguments(args);
    clang::tooling::CommandLineArguments kept;
    for (std::size_t i = 0; i < args.size();) {
      llvm::StringRef arg = args[i];
      std::size_t consumed = 1;
      const llvm::StringRef dir = i == 0 ? llvm::StringRef() : include_directory(args, i, consumed);
      const bool warning =
          arg.startswith("-W") && !arg.startswith("-Wl,") && !arg.startswith("-Wa,") && !arg.startswith("-Wp,");
      const bool copies = !dir.empty() && path_within(normalized_path(dir), output_dir);
      if (i > 0 && (unknown.count(i) != 0 || warning || rejected_value(arg) || copies)) {
        i += consumed;
        continue;
      }
      for (std::size_t k = 0; k < consumed; ++k) kept.push_back(args[i + k]);
      i += consumed;
    }
    kept.insert(kept.begin() + (kept.empty() ? 0 : 1), "-w");
    return kept;
  };
}

clang::tooling::ArgumentsAdjuster add_default_standard() {
  return [](const clang::tooling::CommandLineArguments& args, llvm::StringRef /*file*/) {
    for (const std::string& arg : args) {
      const llvm::StringRef a(arg);
      if (a.startswith("-std=") || a.startswith("--std=") || a == "-std" || a == "--std") return args;
    }
    clang::tooling::CommandLineArguments adjusted = args;
    adjusted.insert(adjusted.begin() + (adjusted.empty() ? 0 : 1), "-std=gnu++17");
    return adjusted;
  };
}

clang::tooling::ArgumentsAdjuster add_resource_dir(const std::string& resource_dir) {
  return [resource_dir](const clang::tooling::CommandLineArguments& args, llvm::StringRef /*file*/) {
    for (const std::string& arg : args) {
      if (llvm::StringRef(arg).startswith("-resource-dir")) return args;
    }
    clang::tooling::CommandLineArguments adjusted = args;
    adjusted.insert(adjusted.begin() + (adjusted.empty() ? 0 : 1), "-resource-dir=" + resource_dir);
    return adjusted;
  };
}

MirroredCompilationDatabase::MirroredCompilationDatabase(clang::tooling::CompilationDatabase& inner,
                                                         const ProjectLayout& layout)
    : inner_(inner), layout_(layout) {
  for (const std::string& file : inner_.getAllFiles()) known_files_.insert(normalized_path(file));
}

std::vector<clang::tooling::CompileCommand> MirroredCompilationDatabase::getCompileCommands(
    llvm::StringRef file) const {
  const std::string original = normalized_path(file);
  const std::string copy = layout_.mirror(original);
  if (layout_.in_project(original) && known_files_.count(copy) != 0) {
    std::vector<clang::tooling::CompileCommand> commands = inner_.getCompileCommands(copy);
    for (clang::tooling::CompileCommand& command : commands) {
      command.Filename = original;
      for (std::string& arg : command.CommandLine) {
        if (arg.empty() || arg[0] == '-') continue;
        llvm::SmallString<256> path(arg);
        if (llvm::sys::path::is_relative(path)) llvm::sys::fs::make_absolute(command.Directory, path);
        if (normalized_path(path) == copy) arg = original;
      }
    }
    if (!commands.empty()) return commands;
  }
  return inner_.getCompileCommands(file);
}

std::vector<std::string> MirroredCompilationDatabase::getAllFiles() const { return inner_.getAllFiles(); }

std::vector<clang::tooling::CompileCommand> MirroredCompilationDatabase::getAllCompileCommands() const {
  return inner_.getAllCompileCommands();
}

}  // namespace recrash::instrument
