// Instrumented by recrash-instrument from wallet.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "wallet.hpp"
#include <recrash/frame.hpp>
#include "wallet.hpp"

#include <stdexcept>

Wallet::Wallet(std::string owner) : owner_(std::move(owner)) {}

void Wallet::pay(long cents, const std::string& to) {
  RECRASH_METHOD(::recrash::by_reference(cents), ::recrash::by_reference(to));
  if (cents > balance_) throw std::runtime_error(owner_ + " cannot pay " + to);
  balance_ -= cents;
  payees_.push_back(to);
}
