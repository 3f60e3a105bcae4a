// SPDX-License-Identifier: MIT
// recrash-instrument: writes copies of a target's sources (and of the project headers they read)
// with a recrash hook at the top of each function, for the build to compile instead of the
// originals. cmake/RecrashInstrument.cmake runs it once per source file (with --depfile): then it
// works in a child process, and if that fails the copy compiles the original as it is, with one
// line saying why, so that no construct the tool mishandles stops the user's build.
//
//   recrash-instrument -p BUILD_DIR --source-root DIR --output-dir DIR [--report FILE]
//                      [--depfile FILE] [--monitor-trivial] [--immutability-report FILE] [--names-report FILE]
//                      [--no-immutability] [--no-used-fields] [--single-body] [--manifest FILE]
//                      [--registrations-list FILE]
//                      [--observed-mutations FILE [--observed-min-calls N]]
//                      [--profile FILE [--profile-share PERCENT] [--profile-max-statements N]] SOURCE...
#include "analysis/observed_calls.hpp"
#include "rewriting/compile_commands.hpp"
#include "rewriting/instrument_action.hpp"
#include "rewriting/isolation.hpp"
#include "rewriting/output_files.hpp"

#include <recrash/format/skipped_report.hpp>

#include <clang/Tooling/CommonOptionsParser.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

namespace {

llvm::cl::OptionCategory category("recrash-instrument options");
llvm::cl::opt<std::string> output_dir(
    "output-dir", llvm::cl::Required, llvm::cl::cat(category),
    llvm::cl::desc("Directory for the instrumented copies, mirroring the source root"));
llvm::cl::opt<std::string> source_root("source-root", llvm::cl::init("."), llvm::cl::cat(category),
                                       llvm::cl::desc("Only files under this directory are instrumented (default: .)"));
llvm::cl::opt<std::string> report("report", llvm::cl::cat(category),
                                  llvm::cl::desc("Text file listing each skipped function and why, one a line"));
llvm::cl::opt<std::string> names_report(
    "names-report", llvm::cl::cat(category),
    llvm::cl::desc("Test-names file (recrash/format/test_names.hpp): the hooked member functions a test may call "
                   "by name, and the enumerators of the enumerations they take"));
llvm::cl::opt<std::string> manifest(
    "manifest", llvm::cl::cat(category),
    llvm::cl::desc("The target's build manifest (recrash_monitor): the header copies name it for their hooks, "
                   "which the program's other units compile too"));
llvm::cl::opt<std::string> registrations_list(
    "registrations-list", llvm::cl::cat(category),
    llvm::cl::desc("Write here what this source could compile for the whole target, one \"symbol line\" a line: "
                   "the registrations of polymorphic classes that more than one unit could make, and the "
                   "instantiations of the code that saves the types its hooks and its headers' hooks record; the "
                   "copies then refer to them, and the copy includes <copy>.registrations.inc, which the build "
                   "writes with its share (cmake/RecrashAssignRegistrations.cmake)"));
llvm::cl::opt<std::string> depfile("depfile", llvm::cl::cat(category),
                                   llvm::cl::desc("Depfile for the copy of the (single) source, for the build"));
llvm::cl::opt<bool> monitor_trivial("monitor-trivial", llvm::cl::cat(category),
                                    llvm::cl::desc("Also hook trivial bodies: empty ones, plain getters and "
                                                   "setters, one statement that cannot fault by itself"));
llvm::cl::opt<bool> no_immutability("no-immutability", llvm::cl::cat(category),
                                    llvm::cl::desc("Copy every receiver and parameter as configured, even those "
                                                   "the immutability analysis finds unwritten"));
llvm::cl::opt<bool> no_used_fields("no-used-fields", llvm::cl::cat(category),
                                   llvm::cl::desc("Copy a receiver whole, even where its method uses only some "
                                                  "of its members"));
llvm::cl::opt<bool> single_body("single-body", llvm::cl::cat(category),
                                llvm::cl::desc("Put each hook in its function's body, with no unmonitored "
                                               "twin: smaller code, slower calls that are not monitored (what "
                                               "a unit built without optimisation always gets)"));
llvm::cl::opt<std::string> immutability_report(
    "immutability-report", llvm::cl::cat(category),
    llvm::cl::desc("Text file classifying each hooked function's receiver and parameters as mutable, immutable "
                   "or unknown, with the reason for each one not immutable"));
llvm::cl::opt<std::string> observed_mutations(
    "observed-mutations", llvm::cl::cat(category),
    llvm::cl::desc("What a workload run with RECRASH_OBSERVE_MUTATIONS=FILE saw: values a call changed are "
                   "mutable, values the analysis left unknown and no call changed are immutable"));
llvm::cl::opt<unsigned> observed_min_calls(
    "observed-min-calls", llvm::cl::init(1), llvm::cl::cat(category),
    llvm::cl::desc("How many observed calls an unknown value must come through unchanged to be taken for "
                   "immutable (default 1)"));
llvm::cl::opt<std::string> profile(
    "profile", llvm::cl::cat(category),
    llvm::cl::desc("What a workload run with RECRASH_COUNT_CALLS=FILE counted: the most-called functions are "
                   "left unhooked (see --profile-share), their callers' frames replaying them"));
llvm::cl::opt<unsigned> profile_share(
    "profile-share", llvm::cl::init(97), llvm::cl::cat(category),
    llvm::cl::desc("The share of the profile's calls, in percent, that the functions left unhooked made: the "
                   "most-called first, until they reach it (default 97)"));
llvm::cl::opt<unsigned> profile_max_statements(
    "profile-max-statements", llvm::cl::init(40), llvm::cl::cat(category),
    llvm::cl::desc("A hot function whose body holds more statements than this keeps its hook: it does enough "
                   "work per call to pay for it (default 40; a function on a recursion of its unit, more than "
                   "10 or than this)"));
llvm::cl::extrahelp common_help(clang::tooling::CommonOptionsParser::HelpMessage);

/// Reads an observed-mutations file (RECRASH_OBSERVE_MUTATIONS, RECRASH_COUNT_CALLS) into
/// `functions`, and adds the hash of its text to `hashes` (for settings_signature); prints what
/// is wrong and returns false when it cannot.
bool read_observations(const std::string& path, recrash::format::ObservedMutations& functions, std::string& hashes) {
  auto text = llvm::MemoryBuffer::getFile(path);
  if (!text) {
    llvm::errs() << "recrash-instrument: cannot read " << path << ": " << text.getError().message() << "\n";
    return false;
  }
  if (std::string error = recrash::format::parse_observed_mutations((*text)->getBuffer(), functions); !error.empty()) {
    llvm::errs() << "recrash-instrument: " << path << ": " << error << "\n";
    return false;
  }
  hashes += recrash::instrument::fnv1a_hex((*text)->getBuffer()) + "\n";
  return true;
}

/// InstrumentOptions::settings: the tool's executable (its size and time, which a rebuild of the
/// tool changes), the options that decide what a copy holds, and the hashes of the files they name
/// (read_observations).
std::string settings_signature(const char* argv0, const std::string& file_hashes) {
  std::string text;
  static int anchor = 0;
  const std::string tool = llvm::sys::fs::getMainExecutable(argv0, &anchor);
  llvm::sys::fs::file_status status;
  if (!llvm::sys::fs::status(tool, status)) {
    text += tool + " " + std::to_string(status.getSize()) + " " +
            std::to_string(status.getLastModificationTime().time_since_epoch().count()) + "\n";
  }
  text += std::to_string(monitor_trivial) + std::to_string(no_immutability) + std::to_string(no_used_fields) +
          std::to_string(single_body) + " " + std::to_string(observed_min_calls) + " " + std::to_string(profile_share) +
          " " + std::to_string(profile_max_statements) + "\n" + manifest + "\n" +
          std::to_string(!registrations_list.empty()) + "\n";
  return text + file_hashes;
}

/// Instruments the sources; prints what went wrong and returns non-zero if anything did.
int instrument_sources(const recrash::instrument::InstrumentOptions& options,
                       const recrash::instrument::ProjectLayout& layout,
                       clang::tooling::CompilationDatabase& compilations, const std::vector<std::string>& sources) {
  using namespace recrash::instrument;
  MirroredCompilationDatabase database(compilations, layout);
  clang::tooling::ClangTool tool(database, sources);
  tool.appendArgumentsAdjuster(read_precompiled_headers_as_text());
  tool.appendArgumentsAdjuster(strip_for_clang(layout));
  tool.appendArgumentsAdjuster(add_resource_dir(RECRASH_CLANG_RESOURCE_DIR));
  tool.appendArgumentsAdjuster(add_default_standard());

  InstrumentResults results;
  InstrumentActionFactory factory(options, layout, results);
  int status = tool.run(&factory);
  for (const std::string& error : results.errors) llvm::errs() << "recrash-instrument: " << error << "\n";
  if (!results.errors.empty() && status == 0) status = 1;

  if (!options.report_path.empty()) {
    if (std::string error = write_file(
            options.report_path, recrash::format::skipped_report_header() + "\n" + report_text(results.skipped), true);
        !error.empty()) {
      llvm::errs() << "recrash-instrument: " << error << "\n";
      status = 1;
    }
  }
  if (!options.immutability_report_path.empty()) {
    if (std::string error = write_file(options.immutability_report_path, report_text(results.classified), true);
        !error.empty()) {
      llvm::errs() << "recrash-instrument: " << error << "\n";
      status = 1;
    }
  }
  if (!options.names_report_path.empty()) {
    if (std::string error =
            write_file(options.names_report_path, recrash::format::test_names_text(results.names), true);
        !error.empty()) {
      llvm::errs() << "recrash-instrument: " << error << "\n";
      status = 1;
    }
  }
  if (!options.registrations_list.empty()) {
    std::string text;
    for (const std::string& line : results.target_registrations) text += line + "\n";
    if (std::string error = write_file(options.registrations_list, text, true); !error.empty()) {
      llvm::errs() << "recrash-instrument: " << error << "\n";
      status = 1;
    }
  }
  if (!options.depfile_path.empty() && status == 0) {
    const std::string target = layout.mirror(normalized_path(sources.front()));
    if (std::string error = write_file(options.depfile_path, depfile_text(target, results.inputs), false);
        !error.empty()) {
      llvm::errs() << "recrash-instrument: " << error << "\n";
      status = 1;
    }
  }
  return status;
}

/// Where the tool failed on the build's one source: writes a copy that compiles the original as
/// it is (no hooks), the depfile and reports to match, and one line saying so. The build goes on.
int compile_without_hooks(const recrash::instrument::InstrumentOptions& options,
                          const recrash::instrument::ProjectLayout& layout, const std::string& source,
                          const std::string& why) {
  using namespace recrash::instrument;
  const std::string original = normalized_path(source);
  const std::string copy = layout.mirror(original);
  llvm::errs() << "recrash-instrument: warning: " << original << " is compiled without hooks: the tool " << why
               << " (please report it; recrash_instrument(... EXCLUDE) leaves a source out on purpose)\n";
  const std::string reason = "not instrumented: recrash-instrument " + why;
  std::string error = write_file(copy, uninstrumented_source(original, reason), true);
  if (error.empty() && !options.report_path.empty()) {
    error = write_file(options.report_path, original + ": " + reason + "\n", true);
  }
  if (error.empty() && !options.immutability_report_path.empty()) {
    error = write_file(options.immutability_report_path, "", true);
  }
  if (error.empty() && !options.names_report_path.empty()) {
    error = write_file(options.names_report_path, recrash::format::test_names_text({}), true);
  }
  if (error.empty() && !options.registrations_list.empty()) error = write_file(options.registrations_list, "", true);
  if (error.empty()) error = write_file(options.depfile_path, depfile_text(copy, {original}), false);
  if (!error.empty()) {
    llvm::errs() << "recrash-instrument: " << error << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, const char** argv) {
  using namespace recrash::instrument;
  auto parser = clang::tooling::CommonOptionsParser::create(argc, argv, category, llvm::cl::OneOrMore,
                                                            "Inserts recrash's hooks into copies of C++ sources.\n");
  if (!parser) {
    llvm::errs() << "recrash-instrument: " << llvm::toString(parser.takeError()) << "\n";
    return 2;
  }
  InstrumentOptions options;
  options.source_root = normalized_path(source_root);
  options.output_dir = normalized_path(output_dir);
  options.report_path = report;
  options.depfile_path = depfile;
  options.monitor_trivial = monitor_trivial;
  options.immutability = !no_immutability;
  options.used_fields = !no_used_fields;
  options.twins = !single_body;
  options.immutability_report_path = immutability_report;
  options.names_report_path = names_report;
  options.manifest = manifest;
  options.registrations_list = registrations_list;
  std::string file_hashes;
  std::unique_ptr<ObservedCalls> observed;
  if (!observed_mutations.empty()) {
    recrash::format::ObservedMutations functions;
    if (!read_observations(observed_mutations, functions, file_hashes)) return 2;
    observed = std::make_unique<ObservedCalls>(std::move(functions));
    options.observed_calls = observed.get();
    options.observed_min_calls = observed_min_calls;
  }
  std::unique_ptr<ObservedCalls> hot;
  if (profile_share > 100) {
    llvm::errs() << "recrash-instrument: --profile-share is a percentage, from 0 to 100, not " << profile_share << "\n";
    return 2;
  }
  if (!profile.empty()) {
    recrash::format::ObservedMutations functions;
    if (!read_observations(profile, functions, file_hashes)) return 2;
    options.profile_calls = recrash::instrument::total_calls(functions);
    options.profile_share = profile_share;
    options.profile_max_statements = profile_max_statements;
    hot = std::make_unique<ObservedCalls>(recrash::instrument::hottest_functions(functions, profile_share));
    options.hot_calls = hot.get();
  }
  options.settings = settings_signature(argv[0], file_hashes);
  const std::vector<std::string>& sources = parser->getSourcePathList();
  if (path_within(options.source_root, options.output_dir)) {
    llvm::errs() << "recrash-instrument: the output directory must not be, or hold, the source root\n";
    return 2;
  }
  if (!options.depfile_path.empty() && sources.size() != 1) {
    llvm::errs() << "recrash-instrument: --depfile needs exactly one source\n";
    return 2;
  }

  const ProjectLayout layout(options.source_root, options.output_dir);
  const auto instrument = [&] { return instrument_sources(options, layout, parser->getCompilations(), sources); };
  if (options.depfile_path.empty()) return instrument();
  // One source for the build: whatever becomes of the tool on it, the build goes on.
  const IsolatedOutcome outcome = run_isolated(instrument);
  if (outcome.succeeded) return 0;
  return compile_without_hooks(options, layout, sources.front(), outcome.why);
}
