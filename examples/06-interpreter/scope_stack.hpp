// SPDX-License-Identifier: MIT
// A stack of lexical scopes, each mapping names to what is known about them, for the resolver.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace pebble {

template <class Info>
class ScopeStack {
 public:
  using Scope = std::unordered_map<std::string, Info>;

  /// Where a name was found: how many scopes out, and what is known about it.
  struct Found {
    int distance;
    Info* info;
  };

  void push() { scopes_.emplace_back(); }

  /// Removes the innermost scope and returns it, to look at what it held.
  Scope pop() {
    Scope innermost = std::move(scopes_.back());
    scopes_.pop_back();
    return innermost;
  }

  bool empty() const { return scopes_.empty(); }
  std::size_t depth() const { return scopes_.size(); }

  /// Adds `name` to the innermost scope; false if it was there already (the info is not
  /// replaced).
  bool declare(const std::string& name, Info info) { return scopes_.back().emplace(name, std::move(info)).second; }

  /// The innermost scope that has `name`, if any.
  std::optional<Found> find(const std::string& name) {
    for (std::size_t i = scopes_.size(); i-- > 0;) {
      auto it = scopes_[i].find(name);
      if (it != scopes_[i].end()) return Found{static_cast<int>(scopes_.size() - 1 - i), &it->second};
    }
    return std::nullopt;
  }

  /// Info for `name` in the innermost scope only; nullptr when it is not there.
  Info* find_innermost(const std::string& name) {
    if (scopes_.empty()) return nullptr;
    auto it = scopes_.back().find(name);
    return it == scopes_.back().end() ? nullptr : &it->second;
  }

 private:
  std::vector<Scope> scopes_;
};

}  // namespace pebble
