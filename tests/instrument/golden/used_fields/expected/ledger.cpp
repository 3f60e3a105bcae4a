// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ledger.cpp"
#include "ledger.hpp"

#include <stdexcept>

namespace ledger {

void Entity::describe(std::string& out) const { RECRASH_ENTRY(1, METHOD, out) return [&](decltype(out)& out) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, out);
#line 7

  out += "entity ";
  out += std::to_string(revision_);
}(out); RECRASH_TWIN_END
#line 7

  out += "entity ";
  out += std::to_string(revision_);
}

long Account::deposit(long cents) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(cents)) return [&](decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_USED_FIELDS(2, ::recrash::used_fields(this, ::recrash::field<2>(this->balance_), ::recrash::field<3>(this->history_), ::recrash::pointee_field<4>(this->audit_)), ::recrash::by_reference(cents));
#line 12

  if (cents <= 0) throw std::invalid_argument("a deposit is positive");
  record(cents);
  balance_ += cents;
  return balance_;
}(cents); RECRASH_TWIN_END
#line 12

  if (cents <= 0) throw std::invalid_argument("a deposit is positive");
  record(cents);
  balance_ += cents;
  return balance_;
}

void Account::record(long cents) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(cents)) return [&](decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(3, ::recrash::used_fields(this, ::recrash::field<3>(this->history_), ::recrash::pointee_field<4>(this->audit_)), ::recrash::by_reference(cents));
#line 19

  history_.push_back(cents);
  audit_->entries += 1;
}(cents); RECRASH_TWIN_END
#line 19

  history_.push_back(cents);
  audit_->entries += 1;
}

long Account::withdraw(long cents) { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(cents)) return [&](decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_USED_FIELDS(4, ::recrash::used_fields(this, ::recrash::field<2>(this->balance_)), ::recrash::by_reference(cents));
#line 24

  if (cents > balance_) throw std::runtime_error("overdrawn");
  balance_ -= cents;
  return balance_ / cents;
}(cents); RECRASH_TWIN_END
#line 24

  if (cents > balance_) throw std::runtime_error("overdrawn");
  balance_ -= cents;
  return balance_ / cents;
}

void Account::rename(const std::string& owner) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(owner)) return [&](decltype(owner)& owner) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(5, ::recrash::by_reference(owner));
#line 30

  owner_ = owner;
  ++revision_;
}(owner); RECRASH_TWIN_END
#line 30

  owner_ = owner;
  ++revision_;
}

void Account::describe(std::string& out) const { RECRASH_ENTRY(6, METHOD, out) return [&](decltype(out)& out) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, out);
#line 35

  out += owner_;
  out += ": ";
  out += std::to_string(balance_);
}(out); RECRASH_TWIN_END
#line 35

  out += owner_;
  out += ": ";
  out += std::to_string(balance_);
}

void Account::touch_all() { RECRASH_ENTRY(7, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(7, );
#line 41

  std::string text;
  describe(text);
  history_.push_back(static_cast<long>(text.size()));
}(); RECRASH_TWIN_END
#line 41

  std::string text;
  describe(text);
  history_.push_back(static_cast<long>(text.size()));
}

void Account::send_to(std::vector<Account*>& all) { RECRASH_ENTRY(8, METHOD, all) return [&](decltype(all)& all) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(8, all);
#line 47

  all.push_back(this);
  balance_ = 0;
}(all); RECRASH_TWIN_END
#line 47

  all.push_back(this);
  balance_ = 0;
}

void Account::reset() { RECRASH_ENTRY(9, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(9, ::recrash::used_fields(this, ::recrash::field<2>(this->balance_), ::recrash::field<3>(this->history_)), );
#line 52

  history_.clear();
  balance_ = 0;
}(); RECRASH_TWIN_END
#line 52

  history_.clear();
  balance_ = 0;
}

}  // namespace ledger

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_ledger_cpp
#define RECRASH_POLYMORPHIC_ledger_cpp
RECRASH_POLYMORPHIC_TYPE(::ledger::Account, ::ledger::Entity)
#endif
