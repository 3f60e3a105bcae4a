// SPDX-License-Identifier: MIT
// Walks a translation unit's functions, inserts a hook into each one of the project's own that
// should have one, and notes the others with the reason.
#pragma once

#include "analysis/hook_plan.hpp"
#include "analysis/immutability.hpp"
#include "analysis/recursion.hpp"
#include "analysis/used_fields.hpp"
#include "rewriting/conditional_blocks.hpp"
#include "rewriting/options.hpp"
#include "rewriting/project_layout.hpp"
#include "rewriting/test_names.hpp"
#include "rewriting/twin.hpp"
#include "serializers/serializer_plan.hpp"

#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Rewrite/Core/Rewriter.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace recrash::instrument {

struct SkippedFunction {
  std::string file;  ///< relative to the source root
  unsigned line = 0;
  unsigned column = 0;
  std::string name;
  std::string reason;

  bool operator<(const SkippedFunction& other) const {
    return std::tie(file, line, column, name, reason) <
           std::tie(other.file, other.line, other.column, other.name, other.reason);
  }
};

/// For one file that received hooks or serializers: how many of its functions each header
/// declares, and the headers that define the classes their signatures name.
struct HookedFile {
  unsigned hooks = 0;
  unsigned serializers = 0;
  std::map<std::string, unsigned> declaring_headers;
  std::vector<std::string> registrations;  ///< RECRASH_POLYMORPHIC_TYPE lines for its end
  /// RECRASH_REGISTERED_ELSEWHERE lines for its end: its classes (or, of the main file, the class
  /// templates' instantiations it made) that one source of the target registers
  /// (InstrumentOptions::registrations_list).
  std::vector<std::string> registered_elsewhere;
  /// Of the main file: the registrations it could make for the target (of headers' classes with
  /// no key function, of class templates' instantiations), each "symbol line"
  /// (serializers/polymorphic_registration.hpp's registration_symbol()).
  std::vector<std::string> target_registrations;
  /// Of a header: RECRASH_POLYMORPHIC_LOADED_TYPE lines for its end, what loads its polymorphic
  /// classes, which the library registers for saving only (with a registrations list).
  std::vector<std::string> loaders;
  std::vector<std::string> completions;  ///< definitions of the classes' completed members, for its end
  std::set<std::string> signature_headers;
  /// The types its hooks record values of (analysis/recorded_types.hpp), each with whether this
  /// unit can instantiate its saving code.
  std::map<std::string, bool> recorded_types;
  /// Of a header: where in it the hooks that record each of those types are compiled.
  std::map<std::string, Presence> recorded_where;
  /// Some hook records values of a template's dependent types: each unit that instantiates the
  /// template instantiates their saving code, so the copy includes its definitions.
  bool dependent_types = false;
  /// Some hook records values of a type only this unit can name: the copy includes the
  /// definitions, and the sources that read it do not instantiate its types for it.
  bool local_types = false;
  /// Of a header: it defines a function that is neither inline nor a template, and declares it
  /// nowhere else in it (a library's implementation fragment, such as foo-inl.h, that one source
  /// includes): a test that included it would define that function again, so its hooks name the
  /// headers that declare them.
  bool defines_once = false;
};

class FunctionInstrumenter : public clang::RecursiveASTVisitor<FunctionInstrumenter>, public ObservationIndex {
 public:
  FunctionInstrumenter(clang::ASTContext& context, clang::Rewriter& rewriter, const ProjectLayout& layout,
                       const InstrumentOptions& options, std::vector<std::string> include_dirs,
                       ConditionalBlocks& blocks);

  /// Visits every function of the translation unit (template patterns, not instantiations), then
  /// gives the project's classes their serializers.
  void run();

  bool VisitFunctionDecl(clang::FunctionDecl* function);
  bool VisitCXXRecordDecl(clang::CXXRecordDecl* record);
  bool VisitLambdaExpr(clang::LambdaExpr* lambda);

  /// The project file a location is in (normalized), or "" outside the project or in a system header.
  std::string project_file(clang::SourceLocation location) const;

  const std::set<SkippedFunction>& skipped() const { return skipped_; }
  /// Each hooked function, with the immutability of its receiver and parameters as the reason.
  const std::set<SkippedFunction>& classified() const { return classified_; }
  /// What the tests of the hooked functions may spell by name (recrash/format/test_names.hpp).
  const format::TestNames& test_names() const { return test_names_; }
  const std::map<clang::FileID, HookedFile>& hooked_files() const { return hooked_; }
  /// The headers' classes whose serialize() is defined after the class and which this unit may
  /// save (its hooks' values reach them, or it registers them), by qualified name: one unit of
  /// the target can instantiate that serializer for the others (RECRASH_INSTANTIATE_SERIALIZER).
  /// A class nothing here saves is left to whatever unit does: instantiating it for nothing could
  /// refer to what no unit defines (the type_info of a class whose key function a build leaves out).
  std::set<std::string> header_serializers() const;
  /// The name a test includes a project header by: relative to the deepest include directory
  /// that holds it, or else the absolute path of its instrumented copy (a header its sources
  /// find beside them, by a quoted include: the original has no serializers).
  std::string test_include_name(const std::string& header) const;

  /// Stage D's lookup: the observations of a definition, by the file and line of its body.
  const format::ObservedFunction* observed(const clang::FunctionDecl& definition, std::size_t values) const override;

 private:
  const format::ObservedFunction* find_in(const ObservedCalls* calls, const clang::FunctionDecl& definition,
                                          std::size_t values) const;
  /// Why a profile leaves `function` unhooked (InstrumentOptions::hot_calls), or "".
  std::string hot_reason(const clang::FunctionDecl& function) const;
  /// Adds the classes a value of `type` reaches to saved_classes_.
  void reach(clang::QualType type);
  void skip(clang::SourceLocation location, const std::string& name, const std::string& reason);
  void note(std::set<SkippedFunction>& notes, clang::SourceLocation location, const std::string& name,
            const std::string& text);
  /// A function whose hook goes into a twin, once the whole unit has been visited.
  struct PendingTwin {
    const clang::FunctionDecl* function;
    HookPlan plan;
    TwinForm form;
    unsigned id;  ///< names its descriptor, unique in its file
  };
  void insert_hook(const clang::FunctionDecl& function, const std::string& statement);
  /// Gives `function` an entry and a twin, or else hooks its one body.
  void add_twin(const clang::FunctionDecl& function, const HookPlan& plan);
  void insert_twin(const PendingTwin& twin);
  std::string declaring_header(const clang::FunctionDecl& function, clang::FileID definition_file);
  /// Of a location in a header: the macro of the conditional block that holds it, or "" where it
  /// is compiled whenever the header is (and in the main file, whose copy its unit alone reads).
  std::string block_of(clang::SourceLocation location);
  void add_signature_headers(const clang::FunctionDecl& function, HookedFile& file);
  clang::SourceLocation name_position(const clang::ParmVarDecl& parameter) const;
  std::string indentation_after(clang::SourceLocation brace, clang::SourceLocation closing) const;
  void add_serializer(const clang::CXXRecordDecl& record);
  /// Wraps a function that no header declares for every unit that includes it (one of the unit's
  /// own file, or of a header's block that the unit's macros select) so that its hook names the
  /// unit's source as its declaring header: a test includes that source's copy.
  void mark_declared_in_source(const clang::FunctionDecl& function);
  /// Whether every declaration of a header's function lies in a conditional block of that header
  /// (a single-header library's implementation section, compiled where a source defines its macro).
  bool declared_only_in_block(const clang::FunctionDecl& function, clang::FileID definition_file) const;
  /// In the unit that defines the class's completing method: its completed members' functions.
  void add_completion(const clang::CXXRecordDecl& record, const SerializerPlan& plan);
  /// Registers a polymorphic class that more than one unit of the target may register (a
  /// header's class with no key function, a class template's instantiation): at the end of
  /// `where`, or, with a registrations list, in one source of the target that `where` refers to.
  void register_once(clang::FileID where, const std::string& line);
  /// Lists a registration this unit could make for the target (InstrumentOptions::registrations_list).
  void offer_to_target(const std::string& line);
  void add_typedef_serializer(const clang::CXXRecordDecl& record, const clang::TypedefNameDecl& alias);

  clang::ASTContext& context_;
  clang::SourceManager& sources_;
  clang::Rewriter& rewriter_;
  const ProjectLayout& layout_;
  const InstrumentOptions& options_;
  std::vector<std::string> include_dirs_;
  ConditionalBlocks& blocks_;
  mutable std::map<const clang::FileEntry*, std::string> paths_;  // "" for files outside the project
  std::set<unsigned> hooked_braces_;                              // raw encodings of hooked bodies' '{'
  std::vector<PendingTwin> twins_;
  std::map<clang::FileID, unsigned> twin_ids_;  // descriptors named per file
  std::set<SkippedFunction> skipped_;
  std::set<SkippedFunction> classified_;
  format::TestNames test_names_;
  std::map<clang::FileID, HookedFile> hooked_;
  std::map<const clang::CXXRecordDecl*, std::string> header_serializers_;
  /// The classes this unit may save: what its hooks record and what it registers, with every
  /// class their bases, members and template arguments reach (canonical declarations).
  std::set<const clang::CXXRecordDecl*> saved_classes_;
  SerializerPlanner planner_;
  ImmutabilityAnalysis immutability_;
  UsedFieldsAnalysis used_fields_;
  std::optional<Recursion> recursion_;                // with a profile only: which hot functions keep their hook
  std::vector<const clang::CXXRecordDecl*> classes_;  // the project's class definitions, in order
};

}  // namespace recrash::instrument
