// SPDX-License-Identifier: MIT
#include "rewriting/function_instrumenter.hpp"

#include "analysis/function_names.hpp"
#include "analysis/hook_plan.hpp"
#include "analysis/include_chain.hpp"
#include "analysis/incomplete_types.hpp"
#include "analysis/observed_calls.hpp"
#include "analysis/recorded_types.hpp"
#include "analysis/signature_classes.hpp"
#include "analysis/used_fields.hpp"
#include "rewriting/isolation.hpp"
#include "rewriting/output_files.hpp"
#include "rewriting/twin.hpp"
#include "serializers/polymorphic_registration.hpp"
#include "serializers/serializer_writer.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/ASTLambda.h>
#include <clang/AST/ExprCXX.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>

namespace recrash::instrument {

FunctionInstrumenter::FunctionInstrumenter(clang::ASTContext& context, clang::Rewriter& rewriter,
                                           const ProjectLayout& layout, const InstrumentOptions& options,
                                           std::vector<std::string> include_dirs, ConditionalBlocks& blocks)
    : context_(context),
      sources_(context.getSourceManager()),
      rewriter_(rewriter),
      layout_(layout),
      options_(options),
      include_dirs_(std::move(include_dirs)),
      blocks_(blocks),
      planner_([this](const clang::CXXRecordDecl& record) { return !project_file(record.getLocation()).empty(); }),
      immutability_(context, options.observed_calls != nullptr ? this : nullptr, options.observed_min_calls) {}

void FunctionInstrumenter::run() {
  if (options_.immutability) immutability_.run();
  if (options_.hot_calls != nullptr) recursion_.emplace(context_);
  TraverseDecl(context_.getTranslationUnitDecl());
  // Innermost first (a local class's member function is visited after the function holding it),
  // so each twin copies a body that already holds the hooks inside it.
  for (auto twin = twins_.rbegin(); twin != twins_.rend(); ++twin) insert_twin(*twin);
  // After the whole unit: a non-member serializer may follow its class.
  for (const clang::CXXRecordDecl* record : classes_) add_serializer(*record);
  blocks_.define_used(rewriter_);
}

std::string FunctionInstrumenter::block_of(clang::SourceLocation location) {
  const clang::SourceLocation expansion = sources_.getExpansionLoc(location);
  if (sources_.getFileID(expansion) == sources_.getMainFileID()) return "";
  const std::string path = project_file(expansion);
  return path.empty() ? "" : blocks_.macro_at(expansion, layout_.relative(path));
}

bool FunctionInstrumenter::VisitCXXRecordDecl(clang::CXXRecordDecl* record) {
  if (record->isImplicit() || !record->isThisDeclarationADefinition() || record->isLambda()) return true;
  if (clang::isTemplateInstantiation(record->getTemplateSpecializationKind())) return true;
  if (project_file(record->getLocation()).empty()) return true;
  classes_.push_back(record);
  return true;
}

namespace {

/// Why a test could not rebuild an unnamed struct with what its serializer (a function beside its
/// typedef: the struct has no name to declare constructors by) does, default-construct it and set
/// each member; or "". A C struct can; so can a C++ one of public members, as C++ libraries write
/// `typedef struct { std::string name; std::vector<float> values; } shape_t;`.
std::string unnamed_struct_unloadable(const clang::CXXRecordDecl& record) {
  if (record.getNumBases() != 0) return "with base classes: it gets no serializer";
  if (record.isPolymorphic()) return "with virtual functions: it gets no serializer";
  for (const clang::FieldDecl* field : record.fields()) {
    if (field->getAccess() != clang::AS_public) return "with members that are not public: it gets no serializer";
    const clang::QualType type = field->getType();
    if (type->isReferenceType() || type.isConstQualified()) {
      return "with a reference or const member, which a test cannot set: it gets no serializer";
    }
  }
  return "";
}

}  // namespace

void FunctionInstrumenter::add_serializer(const clang::CXXRecordDecl& record) {
  const std::string name = record.getQualifiedNameAsString();
  if (record.getName().empty()) {
    const clang::TypedefNameDecl* alias = record.getTypedefNameForAnonDecl();
    if (alias == nullptr) {
      skip(record.getLocation(), name, "unnamed class: it gets no serializer");
      return;
    }
    if (std::string why = unnamed_struct_unloadable(record); !why.empty()) {
      skip(record.getLocation(), alias->getQualifiedNameAsString(), "a struct named by a typedef " + why);
      return;
    }
    add_typedef_serializer(record, *alias);
    return;
  }
  const clang::SourceRange braces = record.getBraceRange();
  if (braces.isInvalid() || braces.getBegin().isMacroID() || braces.getEnd().isMacroID()) {
    skip(record.getLocation(), name, "its braces come from a macro expansion: it gets no serializer");
    return;
  }
  const SerializerPlan& plan = planner_.plan(record);
  if (!plan.skip_reason.empty()) {
    skip(record.getLocation(), name, plan.skip_reason);
    return;
  }
  for (const SkippedMember& member : plan.skipped) {
    skip(member.field->getLocation(), name + "::" + (member.name.empty() ? "(anonymous)" : member.name),
         "not saved: " + member.reason);
  }
  // A header's class: compiled by every unit that saves it, unless one unit compiles it for all.
  const bool in_header = sources_.getFileID(braces.getEnd()) != sources_.getMainFileID();
  if (std::string shared = insert_serializer(rewriter_, record, plan, in_header); !shared.empty()) {
    header_serializers_.emplace(record.getCanonicalDecl(), std::move(shared));
  }
  HookedFile& file = hooked_[sources_.getFileID(braces.getEnd())];
  ++file.serializers;
  add_completion(record, plan);
  if (const clang::ClassTemplateDecl* pattern = record.getDescribedClassTemplate()) {
    // Each instantiation this unit made registers at its end (a template has no key function);
    // with a registrations list, one source of the target that made it does, for the target.
    const clang::FileID main = sources_.getMainFileID();
    const clang::SourceLocation end = sources_.getLocForEndOfFile(main);
    for (const PolymorphicRegistration& registration : instantiation_registrations(*pattern, end)) {
      if (!registration.skipped.empty()) skip(record.getLocation(), name, registration.skipped);
      if (!registration.line.empty()) register_once(main, registration.line);
    }
    return;
  }
  const PolymorphicRegistration registration = polymorphic_registration(record, plan.bases);
  if (!registration.skipped.empty()) skip(record.getLocation(), name, registration.skipped);
  if (registration.line.empty()) return;
  // A class a header defines is loaded by the generated tests, which compile what loads it from
  // the header's copy (the target's loaders source); the library, which only saves, registers
  // the saving half. Decided alike in every unit that reads the header, which all write its copy.
  const clang::FileID definer = sources_.getFileID(braces.getEnd());
  const clang::FileEntry* definer_file = sources_.getFileEntryForID(definer);
  const bool tests_load = !options_.registrations_list.empty() && definer != sources_.getMainFileID() &&
                          definer_file != nullptr && standalone_header(definer_file->getName()) &&
                          unloadable_at(record, sources_.getLocForEndOfFile(definer)).empty();
  // Registering a class instantiates its loading constructors, which destroy its members: the
  // unit that defines its key function (and emits its vtable) can, where a pimpl is complete and
  // every member's destructor is at hand, and any program with an object of the class links that
  // unit. A class with no key function has its vtable in every unit: it registers in its header.
  const clang::CXXMethodDecl* key = record.getASTContext().getCurrentKeyFunction(&record);
  const clang::FunctionDecl* definition = nullptr;
  const bool here = key != nullptr && key->hasBody(definition) &&
                    sources_.getFileID(sources_.getExpansionLoc(definition->getLocation())) == sources_.getMainFileID();
  // A header may define it in a block that only some of its includers compile.
  Presence defined;
  defined.add(block_of(braces.getEnd()));
  if (tests_load) {
    // With a key function, loaded where the unit that defines it says so: it may be left out.
    const std::string loaded =
        defined.guard(key != nullptr ? loaded_where_key_function_defined(registration.loaded) : registration.loaded);
    std::vector<std::string>& loaders = hooked_[definer].loaders;
    if (std::find(loaders.begin(), loaders.end(), loaded) == loaders.end()) loaders.push_back(loaded);
    if (here) {
      std::vector<std::string>& offered = hooked_[sources_.getMainFileID()].target_registrations;
      const std::string entry = key_function_list_entry(registration.loaded);
      if (std::find(offered.begin(), offered.end(), entry) == offered.end()) offered.push_back(entry);
    }
  }
  const std::string& line = tests_load ? registration.saved : registration.line;
  // A class with a key function is registered by that function's unit alone: another unit would
  // refer to its vtable and type_info, and so need its library, which it may not link.
  if (key != nullptr && !here) return;
  const clang::FileID where = here ? sources_.getMainFileID() : sources_.getFileID(braces.getEnd());
  // A class it reaches may hold a pointer to an implementation this unit only declares.
  if (std::string why = unloadable_at(record, sources_.getLocForEndOfFile(where)); !why.empty()) {
    skip(record.getLocation(), name,
         "polymorphic, not registered with cereal (" + why +
             "): an object of it held through a pointer to a base is not saved");
    return;
  }
  reach(context_.getRecordType(&record));
  if (here) {
    hooked_[where].registrations.push_back(line);
  } else {
    register_once(where, options_.registrations_list.empty() ? defined.guard(line) : line);
  }
}

void FunctionInstrumenter::register_once(clang::FileID where, const std::string& line) {
  if (options_.registrations_list.empty()) {
    std::vector<std::string>& lines = hooked_[where].registrations;
    if (std::find(lines.begin(), lines.end(), line) == lines.end()) lines.push_back(line);
    return;
  }
  // One source of the target registers it (recrash_instrument picks which from every source's
  // list); `where` refers to that source's symbol, so a program that links or includes it links
  // the registering source too.
  const std::string reference = "RECRASH_REGISTERED_ELSEWHERE(" + registration_symbol(line, options_.manifest) + ")";
  std::vector<std::string>& references = hooked_[where].registered_elsewhere;
  if (std::find(references.begin(), references.end(), reference) != references.end()) return;
  references.push_back(reference);
  offer_to_target(line);
}

void FunctionInstrumenter::offer_to_target(const std::string& line) {
  std::vector<std::string>& offered = hooked_[sources_.getMainFileID()].target_registrations;
  const std::string entry = registrations_list_entry(line, options_.manifest);
  if (std::find(offered.begin(), offered.end(), entry) == offered.end()) offered.push_back(entry);
}

void FunctionInstrumenter::add_completion(const clang::CXXRecordDecl& record, const SerializerPlan& plan) {
  if (plan.completed.empty()) return;
  const std::string completing = plan.completing_method->getQualifiedNameAsString() + "()";
  const clang::FunctionDecl* definition = nullptr;
  const bool here = plan.completing_method->hasBody(definition) &&
                    sources_.getFileID(sources_.getExpansionLoc(definition->getLocation())) == sources_.getMainFileID();
  const clang::SourceLocation end = sources_.getLocForEndOfFile(sources_.getMainFileID());
  std::vector<const CompletedMember*> complete;
  for (const CompletedMember& member : plan.completed) {
    const std::string name = record.getQualifiedNameAsString() + "::" + member.name;
    if (!here) {
      skip(member.field->getLocation(), name,
           "saved by the unit that defines " + completing + ": its type names a class only declared here");
    } else if (names_incomplete_class(member.field->getType(), end, sources_)) {
      skip(member.field->getLocation(), name,
           "not saved: its type names a class that the unit defining " + completing + " does not complete either");
    } else {
      complete.push_back(&member);
    }
  }
  if (!here) return;
  HookedFile& main = hooked_[sources_.getMainFileID()];
  main.completions.push_back(completion_text(record, plan, complete, sources_, context_.getLangOpts()));
  ++main.serializers;
}

void FunctionInstrumenter::add_typedef_serializer(const clang::CXXRecordDecl& record,
                                                  const clang::TypedefNameDecl& alias) {
  const std::string name = alias.getQualifiedNameAsString();
  const SerializerPlan& plan = planner_.plan(record);
  for (const SkippedMember& member : plan.skipped) {
    skip(member.field->getLocation(), name + "::" + (member.name.empty() ? "(anonymous)" : member.name),
         "not saved: " + member.reason);
  }
  if (!insert_typedef_serializer(rewriter_, alias, plan)) {
    skip(record.getLocation(), name,
         "a struct named by a typedef that is not at namespace scope: it gets no serializer");
    return;
  }
  ++hooked_[sources_.getFileID(sources_.getExpansionLoc(alias.getLocation()))].serializers;
}

std::string FunctionInstrumenter::project_file(clang::SourceLocation location) const {
  if (location.isInvalid()) return "";
  const clang::SourceLocation file_location = sources_.getExpansionLoc(location);
  if (sources_.isInSystemHeader(file_location)) return "";
  const clang::FileEntry* entry = sources_.getFileEntryForID(sources_.getFileID(file_location));
  if (entry == nullptr) return "";
  auto found = paths_.find(entry);
  if (found == paths_.end()) {
    llvm::StringRef real = entry->tryGetRealPathName();
    std::string path = normalized_path(real.empty() ? entry->getName() : real);
    found = paths_.emplace(entry, layout_.in_project(path) ? path : "").first;
  }
  return found->second;
}

const format::ObservedFunction* FunctionInstrumenter::observed(const clang::FunctionDecl& definition,
                                                               std::size_t values) const {
  return find_in(options_.observed_calls, definition, values);
}

const format::ObservedFunction* FunctionInstrumenter::find_in(const ObservedCalls* calls,
                                                              const clang::FunctionDecl& definition,
                                                              std::size_t values) const {
  const auto* body = llvm::dyn_cast_or_null<clang::CompoundStmt>(definition.getBody());
  if (body == nullptr || calls == nullptr) return nullptr;
  const clang::SourceLocation brace = sources_.getExpansionLoc(body->getLBracLoc());
  const std::string file = project_file(brace);
  if (file.empty()) return nullptr;
  return calls->find(file, layout_.relative(file), sources_.getPresumedLoc(brace).getLine(), values);
}

std::string FunctionInstrumenter::hot_reason(const clang::FunctionDecl& function) const {
  if (options_.hot_calls == nullptr) return "";
  const std::size_t values = (has_receiver(function) ? 1 : 0) + function.getNumParams();
  const format::ObservedFunction* hot = find_in(options_.hot_calls, function, values);
  if (hot == nullptr) return "";
  // A larger body does enough work per call that its hook costs little beside it; a function on a
  // recursion keeps its hook from fewer statements: where a parser's or an interpreter's state
  // builds up, its frames hold it (jsoncpp's readValue(), recursing through readArray()).
  const std::size_t statements = body_statements(function);
  const bool recursive = recursion_.has_value() && recursion_->recursive(function);
  const std::size_t limit = recursive ? std::min(options_.profile_max_statements, kProfileMaxRecursiveStatements)
                                      : options_.profile_max_statements;
  if (statements > limit) return "";
  return "hot: " + std::to_string(hot->calls) + " of the profile's " + std::to_string(options_.profile_calls) +
         " calls, among the most-called functions that made " + std::to_string(options_.profile_share) +
         " % of them, and " + std::to_string(statements) + (statements == 1 ? " statement" : " statements") +
         (recursive ? " (on a recursion)" : "") + "; its callers' frames replay it";
}

void FunctionInstrumenter::reach(clang::QualType type) {
  type = type.getNonReferenceType();
  while (type->isPointerType() || type->isArrayType()) {
    type = type->isPointerType() ? type->getPointeeType() : clang::QualType(type->getArrayElementTypeNoTypeQual(), 0);
  }
  const clang::CXXRecordDecl* record = type->getAsCXXRecordDecl();
  if (record == nullptr || !saved_classes_.insert(record->getCanonicalDecl()).second) return;
  if (const auto* instance = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(record)) {
    for (const clang::TemplateArgument& argument : instance->getTemplateArgs().asArray()) {
      if (argument.getKind() == clang::TemplateArgument::Type) reach(argument.getAsType());
      if (argument.getKind() != clang::TemplateArgument::Pack) continue;
      for (const clang::TemplateArgument& element : argument.pack_elements()) {
        if (element.getKind() == clang::TemplateArgument::Type) reach(element.getAsType());
      }
    }
  }
  const clang::CXXRecordDecl* definition = record->getDefinition();
  if (definition == nullptr || definition->isDependentContext()) return;
  for (const clang::CXXBaseSpecifier& base : definition->bases()) reach(base.getType());
  for (const clang::FieldDecl* field : definition->fields()) reach(field->getType());
}

std::set<std::string> FunctionInstrumenter::header_serializers() const {
  std::set<std::string> names;
  for (const auto& [record, name] : header_serializers_) {
    if (saved_classes_.count(record) != 0) names.insert(name);
  }
  return names;
}

void FunctionInstrumenter::skip(clang::SourceLocation location, const std::string& name, const std::string& reason) {
  note(skipped_, location, name, reason);
}

void FunctionInstrumenter::note(std::set<SkippedFunction>& notes, clang::SourceLocation location,
                                const std::string& name, const std::string& text) {
  const std::string file = project_file(location);
  if (file.empty()) return;
  const clang::PresumedLoc presumed = sources_.getPresumedLoc(sources_.getExpansionLoc(location));
  notes.insert({layout_.relative(file), presumed.getLine(), presumed.getColumn(), name, text});
}

bool FunctionInstrumenter::VisitLambdaExpr(clang::LambdaExpr* lambda) {
  skip(lambda->getBeginLoc(), "lambda", "not instrumented: a test has no name to call a lambda by");
  return true;
}

bool FunctionInstrumenter::VisitFunctionDecl(clang::FunctionDecl* function) {
  planner_.note_function(*function);
  if (function->isImplicit() || !function->isThisDeclarationADefinition()) return true;
  if (clang::isLambdaCallOperator(function) || function->isTemplateInstantiation()) return true;
  const clang::SourceLocation where = function->getLocation();
  const std::string file = project_file(where);
  if (file.empty()) return true;
  working_on("hooking " + function->getQualifiedNameAsString());
  HookPlan plan = plan_hook(*function, sources_, options_.monitor_trivial);
  if (plan.skip_reason.empty()) plan.skip_reason = hot_reason(*function);
  if (!plan.skip_reason.empty()) {
    skip(where, describe_function(*function), plan.skip_reason);
    return true;
  }
  const auto* body = llvm::cast<clang::CompoundStmt>(function->getBody());
  if (!hooked_braces_.insert(body->getLBracLoc().getRawEncoding()).second) return true;
  // The report's entry: the classification, then what the receiver's copy holds.
  std::string classification;
  if (options_.immutability) {
    const FunctionMutability mutability = immutability_.classification(*function);
    classification = describe_mutability(mutability, plan.names);
    use_immutability(plan, mutability);
  }
  if (options_.used_fields && plan.kind == HookKind::Method && !plan.immutable_receiver &&
      plan.uncopied_receiver.empty()) {
    const auto& method = llvm::cast<clang::CXXMethodDecl>(*function);
    if (const clang::CXXRecordDecl* record = method.getParent()->getDefinition()) {
      const ReceiverCopy copy = receiver_copy(method, planner_.plan(*record), used_fields_.used_by(method));
      plan.used_fields_receiver = copy.used_fields;
      plan.used_fields = copy.fields;
      classification += (classification.empty() ? "" : "\n  ") + std::string("this: ") + copy.description;
    }
  }
  if (!classification.empty()) note(classified_, where, describe_function(*function), classification);
  for (const ParameterName& added : plan.names_to_add) {
    rewriter_.InsertTextAfterToken(name_position(*added.parameter), " " + added.name);
  }
  // Two bodies pay off only where an optimiser inlines the one that runs unmonitored: a unit built
  // without optimisation (__OPTIMIZE__ undefined) gets one, and compiles each body once.
  if (options_.twins && function->getASTContext().getLangOpts().Optimize) {
    add_twin(*function, plan);
  } else {
    insert_hook(*function, hook_statement(plan));
  }
  if (!plan.uncopied_receiver.empty()) {
    const std::string macro = plan_macro(plan);
    skip(where, describe_function(*function),
         "receiver (*this) recorded by address only (" + macro + "): " + plan.uncopied_receiver);
  }
  for (const ParameterNote& note : plan.notes) {
    const std::string name = note.parameter->getName().empty() ? "(unnamed)" : note.parameter->getNameAsString();
    skip(note.parameter->getLocation(), describe_function(*function), "parameter '" + name + "' " + note.reason);
  }
  const clang::FileID file_id = sources_.getFileID(body->getLBracLoc());
  HookedFile& hooked = hooked_[file_id];
  ++hooked.hooks;
  const RecordedTypes types = recorded_types(*function, plan);
  if (const auto* method = llvm::dyn_cast<clang::CXXMethodDecl>(function); method != nullptr && method->isInstance()) {
    reach(context_.getRecordType(method->getParent()));
  }
  for (const clang::ParmVarDecl* parameter : function->parameters()) reach(parameter->getType());
  const std::string block = block_of(body->getLBracLoc());
  for (const RecordedType& type : types.named) {
    hooked.recorded_types.emplace(type.name, type.complete);
    hooked.recorded_where[type.name].add(block);
  }
  hooked.dependent_types |= types.dependent;
  hooked.local_types |= types.local;
  const bool in_source = part_of_the_source(file_id, sources_);
  if (!in_source && declared_only_in_block(*function, file_id)) {
    mark_declared_in_source(*function);
  } else if (std::string header = declaring_header(*function, file_id); !header.empty()) {
    ++hooked.declaring_headers[header];
  } else if (in_source) {
    mark_declared_in_source(*function);
  }
  add_signature_headers(*function, hooked);
  add_test_names(*function, test_names_);
  return true;
}

bool FunctionInstrumenter::declared_only_in_block(const clang::FunctionDecl& function,
                                                  clang::FileID definition_file) const {
  for (const clang::FunctionDecl* declaration : function.redecls()) {
    const clang::SourceLocation location = sources_.getExpansionLoc(declaration->getLocation());
    if (sources_.getFileID(location) != definition_file || !blocks_.in_block(location)) return false;
  }
  return true;
}

void FunctionInstrumenter::mark_declared_in_source(const clang::FunctionDecl& function) {
  // Its hook names the source as the declaring header (recrash-gen: a test cannot include it),
  // not the header that declares the unit's other functions: a class the source defines
  // (jsoncpp's OurReader) is not in that header, and a test naming it would not compile.
  const clang::FunctionTemplateDecl* pattern = function.getDescribedFunctionTemplate();
  const clang::SourceLocation begin = pattern != nullptr ? pattern->getBeginLoc() : function.getOuterLocStart();
  const clang::SourceLocation end = function.getEndLoc();
  if (begin.isInvalid() || end.isInvalid() || begin.isMacroID() || end.isMacroID()) return;
  const auto line = [&](clang::SourceLocation location) {
    return std::to_string(sources_.getPresumedLoc(location).getLine());
  };
  // In a header, the source is named by its path, as __FILE__ names it in the source's copy.
  const clang::FileID main = sources_.getMainFileID();
  const std::string source = sources_.getFileID(sources_.getExpansionLoc(begin)) == main
                                 ? "__FILE__"
                                 : string_literal(project_file(sources_.getLocForStartOfFile(main)));
  rewriter_.InsertTextBefore(begin,
                             "\n#pragma push_macro(\"RECRASH_DECLARING_HEADER\")\n#undef RECRASH_DECLARING_HEADER\n"
                             "#define RECRASH_DECLARING_HEADER " +
                                 source + "\n#line " + line(begin) + "\n");
  rewriter_.InsertTextAfterToken(end, "\n#pragma pop_macro(\"RECRASH_DECLARING_HEADER\")\n#line " + line(end) + "\n");
}

void FunctionInstrumenter::add_twin(const clang::FunctionDecl& function, const HookPlan& plan) {
  // A copy of the body where it can be made: a recorded call then enters the function once, not
  // twice (the interpreter's recorded calls cost 13 % less, tinyxml2's 11 %).
  TwinForm form;
  const std::string no_copy = single_body_reason(function, plan, sources_, form.return_type);
  std::string no_reentry;
  if (!no_copy.empty()) form.callee = reentry_callee(function, plan, sources_, no_reentry);
  if (!no_copy.empty() && form.callee.empty()) {
    insert_hook(function, hook_statement(plan));
    skip(function.getLocation(), describe_function(function),
         "hooked in its one body (no unmonitored twin): " + no_copy + (no_reentry == no_copy ? "" : "; " + no_reentry));
    return;
  }
  const auto* body = llvm::cast<clang::CompoundStmt>(function.getBody());
  twins_.push_back({&function, plan, form, ++twin_ids_[sources_.getFileID(body->getLBracLoc())]});
}

void FunctionInstrumenter::insert_hook(const clang::FunctionDecl& function, const std::string& statement) {
  const auto* body = llvm::cast<clang::CompoundStmt>(function.getBody());
  const clang::SourceLocation brace = body->getLBracLoc();
  const clang::FileID file = sources_.getFileID(brace);
  const llvm::StringRef buffer = sources_.getBufferData(file);
  const unsigned after = sources_.getFileOffset(brace) + 1;
  const std::size_t line_end = buffer.find('\n', after);
  const llvm::StringRef rest = buffer.slice(after, line_end).trim();
  // The brace ends its line (perhaps with a comment): the hook gets a line of its own, indented
  // like the body, and a #line tells the compiler that the next line is still the original's.
  // Otherwise the body shares the brace's line and the hook joins them.
  if (line_end != llvm::StringRef::npos && (rest.empty() || rest.startswith("//"))) {
    const unsigned next_line = sources_.getPresumedLoc(brace).getLine() + 1;
    rewriter_.InsertTextBefore(
        brace.getLocWithOffset(static_cast<int>(line_end - after + 1)),
        "\n" + indentation_after(brace, body->getRBracLoc()) + statement + "\n#line " + std::to_string(next_line));
  } else {
    rewriter_.InsertTextAfterToken(brace, " " + statement + (rest.startswith("}") ? " " : ""));
  }
}

void FunctionInstrumenter::insert_twin(const PendingTwin& twin) {
  const auto* body = llvm::cast<clang::CompoundStmt>(twin.function->getBody());
  const clang::SourceLocation brace = body->getLBracLoc();
  // The body as rewritten so far, with the parameters its returns move named as rvalues.
  std::string text;
  clang::SourceLocation from = brace.getLocWithOffset(1);
  for (const clang::SourceRange& name : returned_parameters(*twin.function)) {
    const clang::CharSourceRange range = clang::CharSourceRange::getTokenRange(name);
    text += rewriter_.getRewrittenText(clang::CharSourceRange::getCharRange(from, name.getBegin()));
    text += "::recrash::detail::rvalue(" + rewriter_.getRewrittenText(range) + ")";
    from = clang::Lexer::getLocForEndOfToken(name.getEnd(), 0, sources_, context_.getLangOpts());
  }
  text += rewriter_.getRewrittenText(clang::CharSourceRange::getCharRange(from, body->getRBracLoc()));
  const unsigned line = sources_.getPresumedLoc(brace).getLine();
  rewriter_.InsertTextAfterToken(brace, twin_text(*twin.function, twin.plan, twin.form, twin.id, text, line));
}

clang::SourceLocation FunctionInstrumenter::name_position(const clang::ParmVarDecl& parameter) const {
  // The type's source range stops before qualifiers written after it ("const char* const"): step
  // over those, so the name goes where a person would have written it.
  clang::SourceLocation last = parameter.getTypeSourceInfo()->getTypeLoc().getEndLoc();
  const clang::LangOptions& language = context_.getLangOpts();
  while (true) {
    llvm::Optional<clang::Token> next = clang::Lexer::findNextToken(last, sources_, language);
    if (!next || !next->is(clang::tok::raw_identifier)) break;
    const llvm::StringRef word = next->getRawIdentifier();
    if (word != "const" && word != "volatile" && word != "restrict" && word != "__restrict" && word != "__restrict__") {
      break;
    }
    last = next->getLocation();
  }
  return last;
}

std::string FunctionInstrumenter::indentation_after(clang::SourceLocation brace, clang::SourceLocation closing) const {
  const clang::FileID file = sources_.getFileID(brace);
  const llvm::StringRef buffer = sources_.getBufferData(file);
  std::size_t line = buffer.find('\n', sources_.getFileOffset(brace));
  const std::size_t end = sources_.getFileOffset(closing);
  while (line != llvm::StringRef::npos && line < end) {
    const std::size_t start = line + 1;
    const std::size_t next = buffer.find('\n', start);
    const llvm::StringRef text = buffer.slice(start, next);
    const llvm::StringRef indent = text.take_while([](char c) { return c == ' ' || c == '\t'; });
    if (indent.size() != text.size()) {
      if (start + indent.size() >= end) return std::string(indent) + "  ";  // the closing brace's line
      return std::string(indent);
    }
    line = next;
  }
  return "  ";
}

std::string FunctionInstrumenter::test_include_name(const std::string& header) const {
  const std::string name = include_name(header, include_dirs_);
  return name == header ? layout_.mirror(header) : name;
}

std::string FunctionInstrumenter::declaring_header(const clang::FunctionDecl& function, clang::FileID definition_file) {
  const clang::FileID main = sources_.getMainFileID();
  if (!part_of_the_source(definition_file, sources_)) {
    // A definition neither inline nor a template, in a header that does not declare it too, is
    // compiled by the one source that includes that header (an implementation fragment, not a
    // single-header library's section behind its implementation macro): a test names the header
    // of another declaration, and includes that instead.
    if (!function.isInlined() && !function.isTemplated()) {
      bool declared_beside = false;
      std::string elsewhere;
      for (const clang::FunctionDecl* declaration : function.redecls()) {
        if (declaration->isThisDeclarationADefinition()) continue;
        const clang::SourceLocation location = sources_.getExpansionLoc(declaration->getLocation());
        const clang::FileID file = sources_.getFileID(location);
        if (file == definition_file) {
          declared_beside = true;
        } else if (file != main && elsewhere.empty()) {
          elsewhere = project_file(location);
        }
      }
      if (!declared_beside) {
        hooked_[definition_file].defines_once = true;
        if (!elsewhere.empty()) return test_include_name(elsewhere);
      }
    }
    const std::string header = project_file(sources_.getLocForStartOfFile(definition_file));
    return header.empty() ? "" : test_include_name(header);
  }
  for (const clang::FunctionDecl* declaration : function.redecls()) {
    const clang::SourceLocation location = sources_.getExpansionLoc(declaration->getLocation());
    if (part_of_the_source(sources_.getFileID(location), sources_)) continue;
    const std::string header = project_file(location);
    if (!header.empty()) return test_include_name(header);
  }
  return "";
}

void FunctionInstrumenter::add_signature_headers(const clang::FunctionDecl& function, HookedFile& file) {
  for (const clang::CXXRecordDecl* record : signature_classes(function)) {
    const clang::SourceLocation location = sources_.getExpansionLoc(record->getLocation());
    if (part_of_the_source(sources_.getFileID(location), sources_)) continue;  // a source cannot be included
    const std::string header = project_file(location);
    if (!header.empty()) file.signature_headers.insert(test_include_name(header));
  }
}

}  // namespace recrash::instrument
