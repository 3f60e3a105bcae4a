// Instrumented by recrash-instrument from cache.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/cache.cpp"
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

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, entries);
  }
#line 15
};


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 17
Cache load(const std::string& name, Cache cache) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(name), cache) return [&](decltype(name)& name, decltype(cache)& cache) RECRASH_TWIN_ATTRIBUTES -> Cache { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(name), cache);
#line 17

  if (name.empty()) return ::recrash::detail::rvalue(cache);
  cache.entries.push_back(name);
  const auto size = [cache = std::move(cache)] { return cache.entries.size(); };
  Cache fresh;
  fresh.entries.resize(size());
  return (fresh);
}(name, cache); RECRASH_TWIN_END
#line 17

  if (name.empty()) return cache;
  cache.entries.push_back(name);
  const auto size = [cache = std::move(cache)] { return cache.entries.size(); };
  Cache fresh;
  fresh.entries.resize(size());
  return (fresh);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 24



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 26
std::unique_ptr<int> keep(std::unique_ptr<int> value, bool reset) { RECRASH_ENTRY(2, FUNCTION, value, ::recrash::by_reference(reset)) return [&](decltype(value)& value, decltype(reset) reset) RECRASH_TWIN_ATTRIBUTES -> std::unique_ptr<int> { RECRASH_TWIN_FUNCTION(2, value, ::recrash::by_reference(reset));
#line 26

  if (reset) value.reset();
  return (::recrash::detail::rvalue(value));
}(value, reset); RECRASH_TWIN_END
#line 26

  if (reset) value.reset();
  return (value);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 29

