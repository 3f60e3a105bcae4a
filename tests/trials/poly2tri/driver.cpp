// SPDX-License-Identifier: MIT
// Triangulates two outlines, as a mesher would for the faces of a part: a square, then a concave
// outline with a round hole and three inner points whose edges are straight to within 1e-15.
// poly2tri's collinearity tolerance takes one of those edges for collinear, steps across it to a
// neighbour that does not exist, and dereferences the null triangle it got.
#include <poly2tri/poly2tri.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

struct Outline {
  std::vector<p2t::Point> boundary;
  std::vector<p2t::Point> hole;
  std::vector<p2t::Point> inner;
};

std::vector<p2t::Point*> pointers(std::vector<p2t::Point>& points) {
  std::vector<p2t::Point*> out;
  for (p2t::Point& point : points) out.push_back(&point);
  return out;
}

std::size_t triangulate(const char* name, Outline& outline) {
  p2t::CDT cdt(pointers(outline.boundary));
  if (!outline.hole.empty()) cdt.AddHole(pointers(outline.hole));
  for (p2t::Point& point : outline.inner) cdt.AddPoint(&point);
  cdt.Triangulate();
  const std::size_t triangles = cdt.GetTriangles().size();
  std::printf("%s: %zu triangles\n", name, triangles);
  return triangles;
}

}  // namespace

int main() {
  Outline square{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, {}, {}};
  triangulate("square", square);

  const double eps = 1e-15;
  const double r = std::sqrt(2.0) / 4;
  Outline bracket{{{0, 0}, {0.5, eps}, {1, 0}, {1 - eps, 0.836541}, {1, 2}, {0.46, 1.46 + eps}, {0, 1}, {eps, 0.5}},
                  {{0.5 + r, 0.5}, {0.5, 0.5 + r}, {0.5 - r, 0.5}, {0.5 - eps, 0.5 - r}},
                  {{0.21, 0.79}, {0.21, 0.21}, {0.79, 0.21}}};
  triangulate("bracket", bracket);
  return 0;
}
