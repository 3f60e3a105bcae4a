// SPDX-License-Identifier: MIT
// The relations between polymorphic classes and their bases that registrations add to cereal's
// table of casters (recrash/polymorphic.hpp), and the casts down them that saving an object as
// its class makes, compiled once here rather than in every unit that registers a class.
#include <recrash/polymorphic.hpp>

#include <cereal/types/polymorphic.hpp>

#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace recrash::generated {

void add_relation(std::type_index base, std::type_index derived, const cereal::detail::PolymorphicCaster& caster) {
  using cereal::detail::PolymorphicCaster;
  using cereal::detail::PolymorphicCasters;
  using cereal::detail::StaticObject;
  const auto lock = StaticObject<PolymorphicCasters>::lock();
  PolymorphicCasters& casters = StaticObject<PolymorphicCasters>::getInstance();
  auto relate = [&casters](std::type_index parent, std::type_index child, std::vector<const PolymorphicCaster*> path) {
    std::vector<const PolymorphicCaster*>& held = casters.map[parent][child];
    if (!held.empty() && held.size() <= path.size()) return;
    held = std::move(path);
    const auto parents = casters.reverseMap.equal_range(child);
    for (auto it = parents.first; it != parents.second; ++it) {
      if (it->second == parent) return;
    }
    casters.reverseMap.emplace(child, parent);
  };
  std::vector<std::pair<std::type_index, std::vector<const PolymorphicCaster*>>> above{{base, {}}};
  const auto parents = casters.reverseMap.equal_range(base);
  for (auto it = parents.first; it != parents.second; ++it)
    above.emplace_back(it->second, casters.map[it->second][base]);
  std::vector<std::pair<std::type_index, std::vector<const PolymorphicCaster*>>> below{{derived, {}}};
  if (const auto children = casters.map.find(derived); children != casters.map.end()) {
    for (const auto& [child, path] : children->second) below.emplace_back(child, path);
  }
  for (const auto& [parent, down_to_base] : above) {
    for (const auto& [child, down_from_derived] : below) {
      std::vector<const PolymorphicCaster*> path = down_to_base;
      path.push_back(&caster);
      path.insert(path.end(), down_from_derived.begin(), down_from_derived.end());
      relate(parent, child, std::move(path));
    }
  }
}

const void* downcast_object(const void* object, const std::type_info& base, const std::type_info& derived) noexcept {
  if (object == nullptr || base == derived) return object;
  // Read only, as cereal's own downcast reads it: registrations run before main().
  const auto found = cereal::detail::PolymorphicCasters::lookup_if_exists(base, derived);
  if (!found.first) return nullptr;
  for (const cereal::detail::PolymorphicCaster* caster : found.second) object = caster->downcast(object);
  return object;
}

}  // namespace recrash::generated
