#include "lines.hpp"

AT_LINE("lines.cpp", 3);

void Meter::add(const Point& p)
{
  AT_LINE("lines.cpp", 7);  // in both bodies
  total_ += p.x + p.y;
}

AT_LINE("lines.cpp", 11);

auto counted(int step) {
  static int calls = 0;  // one body (its type is deduced): the hook gets a line of its own
  AT_LINE("lines.cpp", 15);
  calls += step;
  return calls;
}

AT_LINE("lines.cpp", 20);

int scaled(const Point& p, int by) { AT_LINE("lines.cpp", 22); return (p.x + p.y) * by; }

AT_LINE("lines.cpp", 24);
