// Instrumented by recrash-instrument from wallet.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "wallet.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/wallet.cpp"
#include "wallet.hpp"

#include <stdexcept>

Wallet::Wallet(std::string owner) : owner_(std::move(owner)) {}

void Wallet::pay(long cents, const std::string& to) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(cents), ::recrash::by_reference(to)) return [&](decltype(cents) cents, decltype(to)& to) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(cents), ::recrash::by_reference(to));
#line 7

  if (cents > balance_) throw std::runtime_error(owner_ + " cannot pay " + to);
  balance_ -= cents;
  payees_.push_back(to);
}(cents, to); RECRASH_TWIN_END
#line 7

  if (cents > balance_) throw std::runtime_error(owner_ + " cannot pay " + to);
  balance_ -= cents;
  payees_.push_back(to);
}
