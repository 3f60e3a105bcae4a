// Instrumented by recrash-instrument from printer.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "printer.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/printer.hpp"
#pragma once

#include <memory>

// A class with a pointer to its implementation, complete only in its own source, and a handler
// that refers to one (yaml-cpp's EmitFromEvents and Emitter): the handler's source registers the
// handler; loading one makes a printer with the loader and destructor printer.cpp defines.
class Printer {
 public:
  Printer();
  ~Printer();
  void print(int value);

 private:
  struct State;
  std::unique_ptr<State> state_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  // Defined by the unit that defines Printer().
  [[gnu::weak]] explicit Printer(::recrash::LoadTag&) noexcept;
  // Defined by the unit that defines Printer(), where the classes of these members are complete.
  [[gnu::weak]] static void recrash_save_completed(::recrash::OutputArchive&, const Printer&);
  [[gnu::weak]] static void recrash_load_completed(::recrash::InputArchive&, Printer&);
  template <class RecrashArchive>
  Printer(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Printer(::recrash::detail::linked_tag(recrash_tag, &recrash_load_completed)) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 17
};
// Added by recrash-instrument: Printer's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Printer::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  // Saved by the unit that defines Printer(): state_.
  ::recrash::generated::completed(recrash_archive, *this, &recrash_save_completed, &recrash_load_completed);
}
#line 18

class Handler {
 public:
  virtual ~Handler();
  virtual void on_value(int value) = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Handler() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Handler(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Handler(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Handler(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 23
};
// Added by recrash-instrument: Handler's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Handler::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 24

class PrintingHandler : public Handler {
 public:
  explicit PrintingHandler(Printer& printer) : printer_(printer) {}
  void on_value(int value) override;

 private:
  Printer& printer_;
  int values_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit PrintingHandler(RecrashTag& recrash_tag) noexcept
      : Handler(recrash_tag),
        printer_(::recrash::generated::referent<decltype(printer_)>(recrash_tag)) {}
  template <class RecrashArchive>
  PrintingHandler(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : PrintingHandler(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<PrintingHandler>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 33
};
// Added by recrash-instrument: PrintingHandler's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void PrintingHandler::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Handler*>(this));
  ::recrash::generated::referent(recrash_archive, printer_);
  ::recrash::generated::field(recrash_archive, values_);
}
#line 34
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 3 serializers, 0 registrations
