#include "view.hpp"

int compare(Table& left, Table& right) {
  View<Table> view(&left);
  View<Table> other(&right);
  return (view == right ? 1 : 0) + (view.same_rows(other) ? 2 : 0) + view.rows_or(other);
}

int name(Table& table) {
  std::string label = "rows";
  Named<Table> named(&table, label);
  Named<Table> moved(&table, std::string("moved"));
  return table.rows;
}
