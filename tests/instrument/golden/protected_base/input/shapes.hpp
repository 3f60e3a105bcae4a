#pragma once

#include <string>

class Shape {
 public:
  explicit Shape(std::string name) : name_(std::move(name)) {}
  virtual ~Shape() = default;
  virtual double area() const = 0;
  const std::string& name() const { return name_; }

 protected:
  std::string name_;
  int sides_ = 0;
};

class Rectangle : public Shape {
 public:
  Rectangle(double width, double height);
  double area() const override;

 protected:
  double width_;
  double height_;
};

class Square final : public Rectangle {
 public:
  explicit Square(double side) : Rectangle(side, side) {}
  double diagonal() const;
};
