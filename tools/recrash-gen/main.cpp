// SPDX-License-Identifier: MIT
// recrash-gen: turns a crash dump into a GoogleTest project that replays the crash.
#include "project_writer.hpp"

#include <recrash/format/dump.hpp>

#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

namespace {

constexpr int kReproducerWritten = 0;
constexpr int kBadInput = 2;

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: recrash-gen DUMP [-o OUTDIR] [--no-symbolize]\n"
               "\n"
               "Writes a reproducer project for DUMP: a GoogleTest file with one test per frame\n"
               "of the crashing thread, the dump beside it, and a CMakeLists.txt. Build and run it\n"
               "with\n"
               "  cmake -S OUTDIR -B OUTDIR/build && cmake --build OUTDIR/build && ctest --test-dir OUTDIR/build\n"
               "\n"
               "  -o, --output OUTDIR  where to write (default: DUMP's name without .bin, plus -tests)\n"
               "  --no-symbolize       do not run addr2line for the backtrace comment\n"
               "  -h, --help           this text\n"
               "\n"
               "Exit status: 0 when the project was written, 2 on bad input.\n");
}

}  // namespace

int main(int argc, char** argv) {
  recrash::gen::ProjectOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      usage(stdout);
      return 0;
    }
    if (arg == "-o" || arg == "--output") {
      if (i + 1 == argc) {
        std::fprintf(stderr, "recrash-gen: %s needs a directory\n", arg.c_str());
        return kBadInput;
      }
      options.output_dir = argv[++i];
    } else if (arg == "--no-symbolize") {
      options.symbolize = false;
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "recrash-gen: unknown option %s\n", arg.c_str());
      usage(stderr);
      return kBadInput;
    } else if (options.dump_path.empty()) {
      options.dump_path = arg;
    } else {
      std::fprintf(stderr, "recrash-gen: one dump at a time (got %s and %s)\n", options.dump_path.c_str(), arg.c_str());
      return kBadInput;
    }
  }
  if (options.dump_path.empty()) {
    usage(stderr);
    return kBadInput;
  }
  if (options.output_dir.empty()) options.output_dir = recrash::gen::default_output_dir(options.dump_path);

  try {
    const recrash::format::Dump dump = recrash::format::read_dump(options.dump_path);
    const recrash::gen::Project project = recrash::gen::write_project(dump, options);
    std::printf("recrash-gen: wrote %zu tests to %s\n", project.tests.tests.size(), project.test_source_path.c_str());
    for (const auto& test : project.tests.tests) {
      std::printf("  %s.%s  %s%s%s%s\n", project.tests.suite.c_str(), test.name.c_str(), test.call.c_str(),
                  test.skipped_because.empty() ? "" : "  (skipped: ", test.skipped_because.c_str(),
                  test.skipped_because.empty() ? "" : ")");
    }
    std::printf("build and run them with:\n  cmake -S %s -B %s/build && cmake --build %s/build && ctest --test-dir %s/build\n",
                project.directory.c_str(), project.directory.c_str(), project.directory.c_str(),
                project.directory.c_str());
    return kReproducerWritten;
  } catch (const recrash::format::DumpError& e) {
    std::fprintf(stderr, "recrash-gen: %s\n", e.what());
  } catch (const recrash::gen::ProjectError& e) {
    std::fprintf(stderr, "recrash-gen: %s\n", e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "recrash-gen: %s\n", e.what());
  }
  return kBadInput;
}
