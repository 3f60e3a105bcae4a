// SPDX-License-Identifier: MIT
// Functions that return a parameter they take by value: the return moves it, which a type that
// cannot be copied needs (a preprocessor's file cache handed through a loader and returned).
#include <memory>
#include <string>
#include <vector>

struct Cache {
  Cache() = default;
  Cache(const Cache&) = delete;
  Cache(Cache&&) = default;
  Cache& operator=(const Cache&) = delete;
  Cache& operator=(Cache&&) = default;
  std::vector<std::string> entries;
};

Cache load(const std::string& name, Cache cache) {
  if (name.empty()) return cache;
  cache.entries.push_back(name);
  const auto size = [cache = std::move(cache)] { return cache.entries.size(); };
  Cache fresh;
  fresh.entries.resize(size());
  return (fresh);
}

std::unique_ptr<int> keep(std::unique_ptr<int> value, bool reset) {
  if (reset) value.reset();
  return (value);
}
