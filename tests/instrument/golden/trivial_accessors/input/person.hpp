#pragma once

#include <string>
#include <utility>

class Person {
 public:
  const std::string& name() const { return name_; }
  std::string name_copy() const { return name_; }
  int age() const { return this->age_; }
  void set_name(std::string name) { name_ = std::move(name); }
  void set_age(int age) { age_ = age; }
  void reset() {}
  void birthday();
  int age_in_months() const { return age_ * 12; }

 private:
  std::string name_;
  int age_ = 0;
};
