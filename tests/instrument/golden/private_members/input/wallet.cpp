#include "wallet.hpp"

#include <stdexcept>

Wallet::Wallet(std::string owner) : owner_(std::move(owner)) {}

void Wallet::pay(long cents, const std::string& to) {
  if (cents > balance_) throw std::runtime_error(owner_ + " cannot pay " + to);
  balance_ -= cents;
  payees_.push_back(to);
}
