#pragma once

#include <string>
#include <vector>

class Wallet {
 public:
  explicit Wallet(std::string owner);
  void pay(long cents, const std::string& to);

 private:
  std::string owner_;
  long balance_ = 0;
  std::vector<std::string> payees_;
};
