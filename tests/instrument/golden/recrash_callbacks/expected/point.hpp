#line 1 "@INPUT@/point.hpp"
#pragma once

#include <ostream>

struct Point {
  int x = 0;
  int y = 0;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(x, y);
  }
  void translate(int dx, int dy);
  void load(const char* path);
};

std::ostream& operator<<(std::ostream& os, const Point& point);
// recrash-instrument copy @GENERATION@: 0 hooks, 0 serializers, 0 registrations
