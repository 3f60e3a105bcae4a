#pragma once

#include <string>
#include <utility>
#include <variant>

namespace ui {

/// The usual helper for std::visit: one call operator from each lambda.
template <class... Handlers>
struct Overloaded : Handlers... {
  using Handlers::operator()...;
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

struct Volume {
  int level = 0;
};
struct Caption {
  std::string text;
};

/// A pack of bases with no default constructor of its own: it gets loading constructors.
template <class... Parts>
class Widget : public Parts... {
 public:
  explicit Widget(Parts... parts) : Parts(std::move(parts))... {}
  int width(int scale) const;
};

template <class... Parts>
int Widget<Parts...>::width(int scale) const {
  return scale * static_cast<int>(sizeof...(Parts));
}

std::string describe(const std::variant<int, std::string>& value);

}  // namespace ui
