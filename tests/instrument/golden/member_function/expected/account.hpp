#pragma once

#include <string>

class Account {
 public:
  void deposit(long cents, const std::string& memo);
  bool withdraw(long cents);

 private:
  long balance_ = 0;
  std::string last_memo_;
};
