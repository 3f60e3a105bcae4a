#line 1 "@INPUT@/geometry.hpp"
#pragma once

double distance(double x1, double y1, double x2, double y2);
int clamp_index(int index, int size);
// recrash-instrument copy @GENERATION@: 0 hooks, 0 serializers, 0 registrations
