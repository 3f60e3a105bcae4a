#pragma once

class Shape {
 public:
  virtual ~Shape() = default;
  virtual double area() const = 0;
  virtual void scale(double factor);

 protected:
  double factor_ = 1.0;
};

class Circle : public Shape {
 public:
  explicit Circle(double radius) : radius_(radius) {}
  double area() const override;
  void scale(double factor) override;

 private:
  double radius_;
};
