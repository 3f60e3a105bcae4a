// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#include <recrash/frame.hpp>
#include "ledger.hpp"

#include <stdexcept>

namespace ledger {

void Entity::describe(std::string& out) const {
  RECRASH_METHOD_IMMUTABLE_THIS(out);
  out += "entity ";
  out += std::to_string(revision_);
}

long Account::deposit(long cents) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<2>(this->balance_), ::recrash::field<3>(this->history_), ::recrash::pointee_field<4>(this->audit_)), ::recrash::by_reference(cents));
  if (cents <= 0) throw std::invalid_argument("a deposit is positive");
  record(cents);
  balance_ += cents;
  return balance_;
}

void Account::record(long cents) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<3>(this->history_), ::recrash::pointee_field<4>(this->audit_)), ::recrash::by_reference(cents));
  history_.push_back(cents);
  audit_->entries += 1;
}

long Account::withdraw(long cents) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<2>(this->balance_)), ::recrash::by_reference(cents));
  if (cents > balance_) throw std::runtime_error("overdrawn");
  balance_ -= cents;
  return balance_ / cents;
}

void Account::rename(const std::string& owner) {
  RECRASH_METHOD(::recrash::by_reference(owner));
  owner_ = owner;
  ++revision_;
}

void Account::describe(std::string& out) const {
  RECRASH_METHOD_IMMUTABLE_THIS(out);
  out += owner_;
  out += ": ";
  out += std::to_string(balance_);
}

void Account::touch_all() {
  RECRASH_METHOD();
  std::string text;
  describe(text);
  history_.push_back(static_cast<long>(text.size()));
}

void Account::send_to(std::vector<Account*>& all) {
  RECRASH_METHOD(all);
  all.push_back(this);
  balance_ = 0;
}

void Account::reset() {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<2>(this->balance_), ::recrash::field<3>(this->history_)), );
  history_.clear();
  balance_ = 0;
}

}  // namespace ledger
