#pragma once

struct Vec {
  double x = 0;
  double y = 0;

  Vec& operator+=(const Vec& other);
  double operator[](int axis) const;
  explicit operator bool() const;
};

Vec operator+(Vec left, const Vec& right);
bool operator==(const Vec& left, const Vec& right);
