// SPDX-License-Identifier: MIT
#include "rewriting/instrument_action.hpp"

#include "analysis/include_chain.hpp"
#include "analysis/include_graph.hpp"

#include "rewriting/output_files.hpp"
#include "serializers/polymorphic_registration.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/HeaderSearchOptions.h>
#include <clang/Rewrite/Core/Rewriter.h>
#include <llvm/Support/Path.h>

namespace recrash::instrument {
namespace {

/// The header that declares most of a file's hooked functions, or "".
std::string main_declaring_header(const HookedFile& file, const std::string& other_than = "") {
  std::string best;
  unsigned count = 0;
  for (const auto& [header, n] : file.declaring_headers) {
    if (n > count && header != other_than) {
      best = header;
      count = n;
    }
  }
  return best;
}

/// RECRASH_DECLARING_HEADER's value: `first`, then the other headers that define the classes the
/// file's hooked functions name, separated by ';' (a test includes them all), but those a test
/// must not include (`fragments`: HookedFile::defines_once).
std::string header_list(const std::string& first, const HookedFile& file, const std::set<std::string>& fragments) {
  std::string list = first;
  for (const std::string& header : file.signature_headers) {
    if (header != first && fragments.count(header) == 0) list += (list.empty() ? "" : ";") + header;
  }
  return list;
}

/// The types of `file`'s hooks whose saving code the sources that read it instantiate: those this
/// unit defines (another unit that reads the header instantiates the others, or their values are
/// unavailable). None where a hook records a type only this unit can name: each unit that reads
/// the header then instantiates what its hooks record.
std::set<std::string> instantiated_types(const HookedFile& file) {
  std::set<std::string> types;
  if (file.local_types) return types;
  for (const auto& [type, complete] : file.recorded_types) {
    if (complete) types.insert(type);
  }
  return types;
}

/// Whether a source's unit instantiates saving code whatever the build gives it: code its own
/// hooks use that no other unit can name for it (a template's instantiations, a local type, a
/// receiver copied in part whose class or members only it can name), or its classes' serializers
/// and registrations. A header's copy that needs it includes it itself.
bool needs_definitions(const FunctionInstrumenter& instrumenter, clang::FileID main) {
  const auto own = instrumenter.hooked_files().find(main);
  if (own == instrumenter.hooked_files().end()) return false;
  const HookedFile& file = own->second;
  return file.dependent_types || file.local_types || file.serializers != 0 || !file.registrations.empty() ||
         !file.completions.empty();
}

/// How a header's copy includes recrash: with declarations only where the sources that read it
/// instantiate all its hooks record; with the definitions where its templates' hooks record
/// their instantiations' types (each unit that instantiates them compiles their saving code, and
/// refers to the sources' for the others) or where a hook records a type only a unit that reads
/// its text can name.
HeaderCopy header_copy(const HookedFile& file) {
  HeaderCopy copy;
  copy.serializers = file.serializers != 0;
  copy.declarations_only = !file.dependent_types && !file.local_types;
  copy.definitions_where_instrumented = file.dependent_types && !file.local_types;
  copy.registers = !file.registrations.empty();
  for (const std::string& type : instantiated_types(file)) {
    auto where = file.recorded_where.find(type);
    if (where != file.recorded_where.end()) copy.saved_elsewhere[type] = where->second;
  }
  return copy;
}

/// The types whose saving code the source instantiates for the header copies it reads.
std::set<std::string> header_types(const clang::SourceManager& sources, const FunctionInstrumenter& instrumenter) {
  std::set<std::string> types;
  for (const auto& [id, file] : instrumenter.hooked_files()) {
    if (id == sources.getMainFileID()) continue;
    types.merge(instantiated_types(file));
  }
  return types;
}

class InstrumentConsumer : public clang::ASTConsumer {
 public:
  InstrumentConsumer(clang::CompilerInstance& compiler, const InstrumentOptions& options, const ProjectLayout& layout,
                     InstrumentResults& results)
      : compiler_(compiler),
        options_(options),
        layout_(layout),
        results_(results),
        blocks_(compiler.getPreprocessor()) {}

  void HandleTranslationUnit(clang::ASTContext& context) override {
    if (context.getDiagnostics().hasErrorOccurred()) {
      results_.errors.push_back("parse errors, nothing written");
      return;
    }
    clang::SourceManager& sources = context.getSourceManager();
    clang::Rewriter rewriter(sources, context.getLangOpts());
    std::vector<std::string> include_dirs;
    for (const auto& entry : compiler_.getHeaderSearchOpts().UserEntries) {
      include_dirs.push_back(normalized_path(entry.Path));
    }
    FunctionInstrumenter instrumenter(context, rewriter, layout_, options_, std::move(include_dirs), blocks_);
    instrumenter.run();
    results_.skipped.insert(instrumenter.skipped().begin(), instrumenter.skipped().end());
    results_.classified.insert(instrumenter.classified().begin(), instrumenter.classified().end());
    results_.names.merge(instrumenter.test_names());

    const clang::FileID main = sources.getMainFileID();
    const std::string main_path = instrumenter.project_file(sources.getLocForStartOfFile(main));
    if (main_path.empty()) {
      results_.errors.push_back("the source is not under --source-root " + layout_.source_root());
      return;
    }
    write_copy(sources, rewriter, instrumenter, main, main_path);
    // Every project header the source reads is copied, changed or not: a header that stayed in
    // the source tree would find its neighbours there by a quoted include, originals and copies
    // would mix, and #pragma once would not recognize a copy as the same file.
    for (auto it = sources.fileinfo_begin(); it != sources.fileinfo_end(); ++it) {
      const clang::FileEntry* entry = it->first;
      const clang::FileID id = sources.translateFile(entry);
      if (id.isInvalid() || id == main) continue;
      const std::string path = instrumenter.project_file(sources.getLocForStartOfFile(id));
      if (!path.empty()) write_copy(sources, rewriter, instrumenter, id, path);
    }
  }

 private:
  /// The end of the source's copy: the code that saves the values its headers' hooks record, and
  /// what it registers for its target. With a registrations list, both go to the build to share
  /// out (`registrations` and one RECRASH_INSTANTIATE_VALUE line per type, of its own hooks too):
  /// the copy includes what the build gives it, and declares the rest instantiated elsewhere.
  std::string target_code(const clang::SourceManager& sources, const FunctionInstrumenter& instrumenter,
                          const std::string& path, const std::vector<std::string>& registrations) {
    std::set<std::string> types = header_types(sources, instrumenter);
    if (options_.registrations_list.empty()) return instantiations_text(types);
    // The types the source's own hooks record too, where another unit can name them: a unit
    // that records one of them can instantiate it for all.
    if (auto own = instrumenter.hooked_files().find(sources.getMainFileID());
        own != instrumenter.hooked_files().end()) {
      for (const auto& [type, complete] : own->second.recorded_types) {
        if (complete) types.insert(type);
      }
    }
    std::vector<std::string> candidates = registrations;
    // The headers whose copies load their classes for the tests: the build includes them in the
    // target's loaders source.
    for (const auto& [id, file] : instrumenter.hooked_files()) {
      if (id == sources.getMainFileID() || file.loaders.empty()) continue;
      const std::string header = instrumenter.project_file(sources.getLocForStartOfFile(outermost_header(id, sources)));
      if (!header.empty()) candidates.push_back(loaders_list_entry(layout_.mirror(header)));
    }
    for (const std::string& type : types) {
      candidates.push_back(registrations_list_entry("RECRASH_INSTANTIATE_VALUE(" + type + ");", options_.manifest));
    }
    // The serializers of its headers' classes: one unit compiles each for the target.
    for (const std::string& name : instrumenter.header_serializers()) {
      candidates.push_back(
          registrations_list_entry("RECRASH_INSTANTIATE_SERIALIZER(" + name + ");", options_.manifest));
    }
    if (candidates.empty()) return "";
    results_.target_registrations.insert(candidates.begin(), candidates.end());
    // The build's share includes the code that saves values when it gives this unit any.
    return target_registrations_include(llvm::sys::path::filename(path).str());
  }

  void write_copy(clang::SourceManager& sources, clang::Rewriter& rewriter, const FunctionInstrumenter& instrumenter,
                  clang::FileID id, const std::string& path) {
    results_.inputs.insert(path);
    const bool is_main = id == sources.getMainFileID();
    std::string content;
    if (const clang::RewriteBuffer* buffer = rewriter.getRewriteBufferFor(id)) {
      content.assign(buffer->begin(), buffer->end());
    } else {
      content = sources.getBufferData(id).str();
    }
    auto hooked = instrumenter.hooked_files().find(id);
    if (hooked != instrumenter.hooked_files().end()) {
      results_.hooks += hooked->second.hooks;
      const std::string name = layout_.relative(path);
      const bool serializers = hooked->second.serializers != 0;
      for (const std::string& completion : hooked->second.completions) content += completion;
      std::vector<std::string> lines = hooked->second.registrations;
      lines.insert(lines.end(), hooked->second.registered_elsewhere.begin(), hooked->second.registered_elsewhere.end());
      content += registrations_text(name, lines);
      if (!is_main) content += loaders_text(name, hooked->second.loaders);
      if (is_main) content += target_code(sources, instrumenter, path, hooked->second.target_registrations);
      std::string own = is_main ? main_declaring_header(hooked->second) : instrumenter.test_include_name(path);
      // A header a test must not include names the header that declares most of its functions.
      if (!is_main && hooked->second.defines_once) {
        if (std::string declaring = main_declaring_header(hooked->second, own); !declaring.empty()) own = declaring;
      }
      std::set<std::string> fragments;
      for (const auto& [file, hooked_file] : instrumenter.hooked_files()) {
        if (!hooked_file.defines_once) continue;
        const std::string header = instrumenter.project_file(sources.getLocForStartOfFile(file));
        if (!header.empty()) fragments.insert(instrumenter.test_include_name(header));
      }
      const std::string headers = header_list(own, hooked->second, fragments);
      content = is_main
                    ? instrumented_source(name, path, headers, sources.getBufferData(id), content, serializers,
                                          !options_.registrations_list.empty() && !needs_definitions(instrumenter, id))
                    : instrumented_header(name, path, headers, options_.manifest, content, header_copy(hooked->second));
    } else {
      if (is_main) content += target_code(sources, instrumenter, path, {});
      content = original_text(path, content);
    }
    const std::string copy = layout_.mirror(path);
    if (copy == path) {
      results_.errors.push_back("refusing to overwrite " + path);
      return;
    }
    // The source's copy is always rewritten: the build re-runs this when a header it reads
    // changed, and the copy's object must then be rebuilt. A header's is kept if another unit,
    // which saw more of the header, wrote one with more in it.
    std::string error;
    if (is_main) {
      error = write_file(copy, content, /*only_if_changed=*/false);
    } else {
      unsigned hooks = 0;
      unsigned serializers = 0;
      unsigned registrations = 0;
      if (hooked != instrumenter.hooked_files().end()) {
        const HookedFile& file = hooked->second;
        hooks = file.hooks;
        serializers = file.serializers;
        registrations =
            static_cast<unsigned>(file.registrations.size() + file.registered_elsewhere.size() + file.loaders.size());
      }
      // Of another generation when the unit's optimisation differs (one body or two): a build
      // turned from Debug to Release replaces the header's copy, whatever it holds.
      const std::string generation = sources.getBufferData(id).str() + '\n' + options_.settings +
                                     (compiler_.getLangOpts().Optimize ? "optimised\n" : "unoptimised\n");
      content += copy_stamp(fnv1a_hex(generation), hooks, serializers, registrations);
      error = write_header_copy(copy, content);
    }
    if (!error.empty()) results_.errors.push_back(error);
  }

  clang::CompilerInstance& compiler_;
  const InstrumentOptions& options_;
  const ProjectLayout& layout_;
  InstrumentResults& results_;
  ConditionalBlocks blocks_;  // watching the preprocessor from before the unit is parsed
};

class InstrumentAction : public clang::ASTFrontendAction {
 public:
  InstrumentAction(const InstrumentOptions& options, const ProjectLayout& layout, InstrumentResults& results)
      : options_(options), layout_(layout), results_(results) {}

 protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& compiler,
                                                        llvm::StringRef /*file*/) override {
    compiler.getPreprocessor().addPPCallbacks(record_includes(compiler.getSourceManager(), includes_));
    set_current_include_graph(&includes_);
    return std::make_unique<InstrumentConsumer>(compiler, options_, layout_, results_);
  }
  void EndSourceFileAction() override { set_current_include_graph(nullptr); }

 private:
  IncludeGraph includes_;
  const InstrumentOptions& options_;
  const ProjectLayout& layout_;
  InstrumentResults& results_;
};

}  // namespace

std::unique_ptr<clang::FrontendAction> InstrumentActionFactory::create() {
  return std::make_unique<InstrumentAction>(options_, layout_, results_);
}

}  // namespace recrash::instrument
