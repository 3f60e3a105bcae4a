// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace shapes {

struct Polygon::Impl {
  int length = 0;
  std::unique_ptr<Square> inset;  // none here
};

Shape::~Shape() = default;

Polygon::Polygon(int sides, int length) : impl_(std::make_unique<Impl>()), sides_(sides) { impl_->length = length; }

Polygon::~Polygon() = default;

int Polygon::perimeter() const { return sides_ * impl_->length; }

int Polygon::side_share(int total) const {
  const int share = total / sides_;
  return share > impl_->length ? impl_->length : share;
}

int share_of(const Shape& shape, int total) {
  const auto* polygon = dynamic_cast<const Polygon*>(&shape);
  return polygon != nullptr ? polygon->side_share(total) : total;
}

}  // namespace shapes
