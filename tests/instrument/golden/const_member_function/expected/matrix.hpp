// Instrumented by recrash-instrument from matrix.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "matrix.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/matrix.hpp"
#pragma once

#include <vector>

class Matrix {
 public:
  Matrix(int rows, int columns);
  double at(int row, int column) const;
  double trace() const;

 private:
  int rows_;
  int columns_;
  std::vector<double> cells_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Matrix(RecrashTag&) noexcept : rows_(), columns_(), cells_() {}
  template <class RecrashArchive>
  Matrix(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Matrix(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Matrix>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 15
};
// Added by recrash-instrument: Matrix's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Matrix::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, rows_);
  ::recrash::generated::field(recrash_archive, columns_);
  ::recrash::generated::field(recrash_archive, cells_);
}
#line 16
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
