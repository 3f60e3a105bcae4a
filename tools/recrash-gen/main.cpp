// SPDX-License-Identifier: MIT
// recrash-gen: turns a crash dump into a GoogleTest project that replays the crash.
#include "dump_text.hpp"
#include "project_writer.hpp"
#include "symbolizer.hpp"
#include "unhooked_crash.hpp"
#include "verifier.hpp"

#include <recrash/format/dump.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

namespace {

constexpr int kOk = 0;
constexpr int kNothingReproduced = 1;
constexpr int kBadInput = 2;

struct Arguments {
  recrash::gen::ProjectOptions project;
  bool archive = false;
  const struct Mode* mode = nullptr;
};

int generate(const recrash::format::Dump& dump, const Arguments& args);
int verify(const recrash::format::Dump& dump, const Arguments& args);
int show(const recrash::format::Dump& dump, const Arguments& args);
int json(const recrash::format::Dump& dump, const Arguments& args);
int watch_list(const recrash::format::Dump& dump, const Arguments& args);

struct Mode {
  const char* flag;  ///< nullptr for the default
  const char* help;
  int (*run)(const recrash::format::Dump&, const Arguments&);
};

constexpr Mode kModes[] = {
    {nullptr, "write the reproducer project (the default)", &generate},
    {"--verify", "write it, build it, run every test, keep those that reproduce the failure", &verify},
    {"--show", "print the dump for a person: failure, backtrace, frames and their values", &show},
    {"--json", "print the dump as JSON", &json},
    {"--watch-list", "print a watch list for RECRASH_MODE=second-chance: the functions to monitor", &watch_list},
};

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: recrash-gen [--verify [-j N] | --show | --json | --watch-list] DUMP [-o OUTDIR] [--archive]\n"
               "                   [--no-symbolize]\n\n"
               "Turns a recrash dump into a GoogleTest project with one test per frame of the crashing\n"
               "thread; a test passes when its call fails the way the program did.\n\n");
  for (const Mode& mode : kModes)
    std::fprintf(to, "  %-18s %s\n", mode.flag != nullptr ? mode.flag : "(no mode)", mode.help);
  std::fprintf(to,
               "  -o, --output OUTDIR where to write (default: beside DUMP, named after it, ending in -tests)\n"
               "  -j, --jobs N        --verify: run N tests (and compiles) at once (default: one per hardware thread)\n"
               "  --archive           also pack the project (without build/) into OUTDIR.tar.gz, for a bug report\n"
               "  --no-symbolize      do not run addr2line on the backtrace\n"
               "  -h, --help          this text\n\n"
               "Exit status: 0 done (--verify: at least one test reproduces), 1 no test to write (no\n"
               "monitored frame) or --verify found none that reproduces, 2 bad input.\n");
}

void print_project(const recrash::gen::Project& project, const Arguments& args) {
  std::printf("recrash-gen: wrote %zu tests to %s\n", project.tests.tests.size(), project.test_source_path.c_str());
  for (const auto& test : project.tests.tests) {
    std::printf("  %s.%s  %s%s%s%s\n", project.tests.suite.c_str(), test.name.c_str(), test.call.c_str(),
                test.skipped_because.empty() ? "" : "  (skipped: ", test.skipped_because.c_str(),
                test.skipped_because.empty() ? "" : ")");
  }
  if (args.archive) std::printf("packed for a bug report: %s\n", recrash::gen::write_archive(project).c_str());
}

/// A dump without monitored frames gives no tests: says why on stderr and returns true.
bool explain_no_frames(const recrash::format::Dump& dump, const Arguments& args) {
  if (!recrash::format::crashing_frames(dump).empty()) return false;
  if (dump.second_chance.active) {
    std::fprintf(stderr,
                 "recrash-gen: no tests: the program ran in second-chance mode and monitored none of the\n"
                 "functions on this crash's stack yet; the crash added %zu to the watch list, so when it\n"
                 "happens again the dump will have their arguments. (`recrash-gen --show` lists them;\n"
                 "`--watch-list` prints them for RECRASH_WATCH_LIST.)\n",
                 dump.second_chance.newly_watched.size());
  } else {
    std::fprintf(stderr,
                 "recrash-gen: no tests: no monitored call was in flight on the crashing thread\n"
                 "(its functions have no recrash hooks, or capture was off).\n");
    std::vector<recrash::gen::SymbolizedFrame> frames = recrash::gen::symbolize(dump, args.project.symbolize);
    recrash::gen::fold_twins(frames);
    std::fputs(recrash::gen::unhooked_header_hint(frames).c_str(), stderr);
  }
  return true;
}

int generate(const recrash::format::Dump& dump, const Arguments& args) {
  if (explain_no_frames(dump, args)) return kNothingReproduced;
  const recrash::gen::Project project = recrash::gen::write_project(dump, args.project);
  print_project(project, args);
  const char* dir = project.directory.c_str();
  std::printf(
      "build and run them with:\n  cmake -S %s -B %s/build && cmake --build %s/build && ctest --test-dir %s/build\n",
      dir, dir, dir, dir);
  return kOk;
}

int verify(const recrash::format::Dump& dump, const Arguments& args) {
  if (explain_no_frames(dump, args)) return kNothingReproduced;
  const recrash::gen::Project project = recrash::gen::write_project(dump, args.project);
  const recrash::gen::VerifyReport report = recrash::gen::verify_project(
      project, dump, args.project,
      [](const std::string& line) { std::printf("... %s\n", line.c_str()), std::fflush(stdout); });
  if (!report.built) std::printf("the project did not build; the end of its output:\n%s\n", report.build_log.c_str());
  if (args.archive) std::printf("packed for a bug report: %s\n", recrash::gen::write_archive(project).c_str());
  std::printf("\n%s\n", recrash::gen::verdict_table(report).c_str());
  const std::size_t kept = report.reproduced();
  std::printf("%zu of %zu tests reproduce the failure; %s keeps %s.\n", kept, report.verdicts.size(),
              project.test_source_path.c_str(), kept == 0 ? "none" : "only those");
  return kept != 0 ? kOk : kNothingReproduced;
}

/// Prints `text` whole, whatever bytes it holds (fputs would stop at a NUL).
void print(const std::string& text) { std::fwrite(text.data(), 1, text.size(), stdout); }

int show(const recrash::format::Dump& dump, const Arguments& args) {
  print(recrash::gen::show_dump(dump, args.project.symbolize));
  return kOk;
}

int json(const recrash::format::Dump& dump, const Arguments& args) {
  print(recrash::gen::dump_json(dump, args.project.symbolize));
  return kOk;
}

int watch_list(const recrash::format::Dump& dump, const Arguments&) {
  print(recrash::gen::watch_list(dump));
  return kOk;
}

/// Returns -1 when parsing may go on, else the exit status.
int parse(int argc, char** argv, Arguments& args) {
  args.mode = &kModes[0];
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const Mode* chosen = nullptr;
    for (const Mode& mode : kModes) {
      if (mode.flag != nullptr && arg == mode.flag) chosen = &mode;
    }
    if (chosen != nullptr) {
      args.mode = chosen;
    } else if (arg == "-h" || arg == "--help") {
      usage(stdout);
      return kOk;
    } else if (arg == "-o" || arg == "--output") {
      if (i + 1 == argc) {
        std::fprintf(stderr, "recrash-gen: %s needs a directory\n", arg.c_str());
        return kBadInput;
      }
      args.project.output_dir = argv[++i];
    } else if (arg == "-j" || arg == "--jobs" || arg.rfind("--jobs=", 0) == 0 ||
               (arg.size() > 2 && arg.rfind("-j", 0) == 0 && arg[2] >= '0' && arg[2] <= '9')) {
      // -j N, -jN, --jobs N, --jobs=N, as make and ninja take them.
      const bool attached = arg != "-j" && arg != "--jobs";
      const std::string name = attached ? arg.substr(0, arg[1] == 'j' ? 2 : 6) : arg;
      const char* text = attached ? argv[i] + (arg[1] == 'j' ? 2 : 7) : (i + 1 < argc ? argv[i + 1] : nullptr);
      constexpr unsigned long kMostJobs = 1024;
      char* end = nullptr;
      const unsigned long jobs = text != nullptr ? std::strtoul(text, &end, 10) : 0;
      if (text == nullptr || end == text || *end != '\0' || jobs == 0 || jobs > kMostJobs) {
        std::fprintf(stderr, "recrash-gen: %s needs a number of jobs from 1 to %lu\n", name.c_str(), kMostJobs);
        return kBadInput;
      }
      args.project.jobs = static_cast<unsigned>(jobs);
      if (!attached) ++i;
    } else if (arg == "--archive") {
      args.archive = true;
    } else if (arg == "--no-symbolize") {
      args.project.symbolize = false;
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "recrash-gen: unknown option %s\n", arg.c_str());
      usage(stderr);
      return kBadInput;
    } else if (args.project.dump_path.empty()) {
      args.project.dump_path = arg;
    } else {
      std::fprintf(stderr, "recrash-gen: one dump at a time (got %s and %s)\n", args.project.dump_path.c_str(),
                   arg.c_str());
      return kBadInput;
    }
  }
  if (args.project.dump_path.empty()) {
    usage(stderr);
    return kBadInput;
  }
  if (args.project.output_dir.empty())
    args.project.output_dir = recrash::gen::default_output_dir(args.project.dump_path);
  return -1;
}

}  // namespace

int main(int argc, char** argv) {
  Arguments args;
  if (const int status = parse(argc, argv, args); status >= 0) return status;
  try {
    const recrash::format::Dump dump = recrash::format::read_dump(args.project.dump_path);
    return args.mode->run(dump, args);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "recrash-gen: %s\n", e.what());
  }
  return kBadInput;
}
