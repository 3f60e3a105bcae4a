// SPDX-License-Identifier: MIT
// Hand-labelled cases for the immutability analysis: scalars, references, pointers, out-params,
// aliases. Each function's "expect:" comment, on the line of its name, gives the truth for its
// receiver and every parameter: "mutable" when the call may write what it received (directly, or
// through a callee), else "immutable". Truths are what the code does, not what the analysis can
// prove: a slot the analysis cannot see through but that is never written is "immutable" here.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

struct Point {
  int x = 0;
  int y = 0;
};

struct Node {
  int value = 0;
  Node* next = nullptr;
};

int sum(int a, int b) { return a + b; }  // expect: a=immutable b=immutable

int bump(int a, int b) {  // expect: a=mutable b=immutable
  ++a;
  return a + b;
}

int accumulate(int total, int step) {  // expect: total=mutable step=immutable
  total += step;
  return total;
}

int reassigned(int a) {  // expect: a=mutable
  a = 3;
  return a;
}

void set_x(Point& p, int v) { p.x = v; }  // expect: p=mutable v=immutable

int read_const(const Point& p) { return p.x + p.y; }  // expect: p=immutable

int read_non_const(Point& p) { return p.x * p.y; }  // expect: p=immutable

void write_through(Point* p) { p->y = 1; }  // expect: p=mutable

int read_through(const Point* p) { return p->x - p->y; }  // expect: p=immutable

int reseat(const Point* p, const Point* other) {  // expect: p=mutable other=immutable
  p = other;
  return p->x;
}

void bump_next(const Node* n) { n->next->value++; }  // expect: n=mutable

void force(const Point& p) { const_cast<Point&>(p).x = 0; }  // expect: p=mutable

bool parse(const std::string& text, int& out) {  // expect: text=immutable out=mutable
  out = static_cast<int>(text.size());
  return !text.empty();
}

void alias_write(Point& p) {  // expect: p=mutable
  Point& q = p;
  q.y = 2;
}

int alias_read(Point& p) {  // expect: p=immutable
  Point& q = p;
  return q.x + 1;
}

void alias_pointer(Point& p) {  // expect: p=mutable
  Point* q = &p;
  q->x = 5;
}

void alias_assigned(Point* p) {  // expect: p=mutable
  Point* q = nullptr;
  q = p;
  q->x = 1;
}

int local_copy(Point p) {  // expect: p=mutable
  p.x += 1;
  return p.x;
}

int by_value(Point p) { return p.x * 2; }  // expect: p=immutable

Point copied(const Point& p) {  // expect: p=immutable
  Point copy = p;
  copy.x = 7;
  return copy;
}

void set_out(Point** out, Point* value) { *out = value; }  // expect: out=mutable value=immutable

int total(const std::vector<int>& v) {  // expect: v=immutable
  int t = 0;
  for (int x : v) t += x;
  return t;
}

void zero(std::vector<int>& v) {  // expect: v=mutable
  for (int& x : v) x = 0;
}

int structured(Point& p) {  // expect: p=immutable
  auto& [x, y] = p;
  return x + y;
}

void via_lambda(Point& p) {  // expect: p=mutable
  auto set = [&p] { p.x = 1; };
  set();
}

int via_lambda_read(Point& p) {  // expect: p=immutable
  auto get = [&] { return p.x; };
  return get();
}

std::string take(std::string& s) { return std::move(s); }  // expect: s=mutable

std::size_t sink(std::string s) {  // expect: s=mutable
  std::string kept = std::move(s);
  return kept.size();
}

void grow(std::vector<int>& v) { v.reserve(10); }  // expect: v=mutable

std::size_t count(std::vector<int>& v) { return v.size(); }  // expect: v=immutable

int first_or_zero(std::vector<int>& v) { return v.empty() ? 0 : v[0]; }  // expect: v=immutable

void erase_all(std::vector<int>* v) {  // expect: v=mutable
  if (v != nullptr) v->clear();
}
