// Instrumented by recrash-instrument from view.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "view.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/view.cpp"
#include "view.hpp"


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 3
int compare(Table& left, Table& right) { RECRASH_ENTRY(1, FUNCTION, left, right) return [&](decltype(left)& left, decltype(right)& right) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, left, right);
#line 3

  View<Table> view(&left);
  View<Table> other(&right);
  return (view == right ? 1 : 0) + (view.same_rows(other) ? 2 : 0) + view.rows_or(other);
}(left, right); RECRASH_TWIN_END
#line 3

  View<Table> view(&left);
  View<Table> other(&right);
  return (view == right ? 1 : 0) + (view.same_rows(other) ? 2 : 0) + view.rows_or(other);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 7



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 9
int name(Table& table) { RECRASH_ENTRY(2, FUNCTION, table) return [&](decltype(table)& table) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, table);
#line 9

  std::string label = "rows";
  Named<Table> named(&table, label);
  Named<Table> moved(&table, std::string("moved"));
  return table.rows;
}(table); RECRASH_TWIN_END
#line 9

  std::string label = "rows";
  Named<Table> named(&table, label);
  Named<Table> moved(&table, std::string("moved"));
  return table.rows;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 14


// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Table);
