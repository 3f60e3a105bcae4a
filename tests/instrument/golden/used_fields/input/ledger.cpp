#include "ledger.hpp"

#include <stdexcept>

namespace ledger {

void Entity::describe(std::string& out) const {
  out += "entity ";
  out += std::to_string(revision_);
}

long Account::deposit(long cents) {
  if (cents <= 0) throw std::invalid_argument("a deposit is positive");
  record(cents);
  balance_ += cents;
  return balance_;
}

void Account::record(long cents) {
  history_.push_back(cents);
  audit_->entries += 1;
}

long Account::withdraw(long cents) {
  if (cents > balance_) throw std::runtime_error("overdrawn");
  balance_ -= cents;
  return balance_ / cents;
}

void Account::rename(const std::string& owner) {
  owner_ = owner;
  ++revision_;
}

void Account::describe(std::string& out) const {
  out += owner_;
  out += ": ";
  out += std::to_string(balance_);
}

void Account::touch_all() {
  std::string text;
  describe(text);
  history_.push_back(static_cast<long>(text.size()));
}

void Account::send_to(std::vector<Account*>& all) {
  all.push_back(this);
  balance_ = 0;
}

void Account::reset() {
  history_.clear();
  balance_ = 0;
}

}  // namespace ledger
