// SPDX-License-Identifier: MIT
// Hand-labelled cases for the immutability analysis across calls (stage P): callees in the same
// file, recursion, functions whose body is not visible, returned references, escapes.
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

void external(Point& p);                // no body visible: it may write p
int external_const(const Point& p);     // no body visible: const is trusted

void fill(std::vector<int>& out, int n) {  // expect: out=mutable n=immutable
  out.push_back(n);
}

void fill_many(std::vector<int>& v, int n) {  // expect: v=mutable n=immutable
  for (int i = 0; i < n; ++i) fill(v, i);
}

std::size_t count(std::vector<int>& v) { return v.size(); }  // expect: v=immutable

std::size_t count_twice(std::vector<int>& v) { return count(v) * 2; }  // expect: v=immutable

int depth(const Node* n) { return n == nullptr ? 0 : 1 + depth(n->next); }  // expect: n=immutable

void clear_all(Node* n) {  // expect: n=mutable
  if (n == nullptr) return;
  n->value = 0;
  clear_all(n->next);
}

int odd(Node* n, int k);

int even(Node* n, int k) { return n == nullptr ? k : odd(n->next, k + 1); }  // expect: n=immutable k=immutable

int odd(Node* n, int k) { return n == nullptr ? -k : even(n->next, k + 1); }  // expect: n=immutable k=immutable

void pong(Node* n, int k);

void ping(Node* n, int k) {  // expect: n=mutable k=immutable
  if (n != nullptr) pong(n, k - 1);
}

void pong(Node* n, int k) {  // expect: n=mutable k=immutable
  if (k <= 0) {
    n->value = k;
    return;
  }
  ping(n, k);
}

void calls_external(Point& p) { external(p); }  // expect: p=mutable

int calls_external_const(Point& p) { return external_const(p) + 1; }  // expect: p=immutable

Point& self(Point& p) { return p; }  // expect: p=immutable

void write_returned(Point& p) { self(p).x = 1; }  // expect: p=mutable

struct Holder {
  Point* held = nullptr;
};

void keep(Holder& h, Point& p) { h.held = &p; }  // expect: h=mutable p=immutable

Point& operator+=(Point& a, const Point& b) {  // expect: a=mutable b=immutable
  a.x += b.x;
  a.y += b.y;
  return a;
}

void add_twice(Point& a, const Point& b) {  // expect: a=mutable b=immutable
  a += b;
  a += b;
}

bool same(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }  // expect: a=immutable b=immutable

bool same_twice(Point& a, Point& b) { return same(a, b) && same(b, a); }  // expect: a=immutable b=immutable

void swap_points(Point& a, Point& b) { std::swap(a, b); }  // expect: a=mutable b=mutable

template <class T>
void twiddle(T& t) {  // expect: t=mutable
  t.x = 1;
}

template <class T>
int peek(const std::vector<T>& v) {  // expect: v=immutable
  return static_cast<int>(v.size());
}
