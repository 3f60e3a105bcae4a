// Instrumented by recrash-instrument from grid.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "grid.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/grid.hpp"
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace sheet {

class Grid {
 public:
  Grid(int rows, int columns);
  double& at(int row, int column);

 private:
  const int rows_;
  const int columns_;
  std::vector<double> cells_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Grid(RecrashTag&) noexcept : rows_(), columns_(), cells_() {}
  template <class RecrashArchive>
  Grid(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Grid(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Grid>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 18
};
// Added by recrash-instrument: Grid's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Grid::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, rows_);
  ::recrash::generated::field(recrash_archive, columns_);
  ::recrash::generated::field(recrash_archive, cells_);
}
#line 19

class Sheet {
 public:
  Sheet(std::string title, Grid grid) : title_(std::move(title)), grid_(std::move(grid)) { RECRASH_ENTRY(1, CONSTRUCTOR, title, grid) { [&](decltype(title)& title, decltype(grid)& grid) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, title, grid);
#line 22
}(title, grid); return; } RECRASH_TWIN_END
#line 22
}
  double total(int row);

 private:
  std::string title_;
  Grid grid_;
  std::unique_ptr<Grid> scratch_;
  Sheet* parent_ = nullptr;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Sheet(RecrashTag& recrash_tag) noexcept : title_(), grid_(recrash_tag), scratch_() {}
  template <class RecrashArchive>
  Sheet(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Sheet(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Sheet>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 30
};
// Added by recrash-instrument: Sheet's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Sheet::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, title_);
  ::recrash::generated::field(recrash_archive, grid_);
  ::recrash::generated::field(recrash_archive, scratch_);
  ::recrash::generated::pointee(recrash_archive, parent_);
}
#line 31

}  // namespace sheet

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(sheet::Grid);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 2 serializers, 0 registrations
