// SPDX-License-Identifier: MIT
#include "model.hpp"

#include <cstring>

namespace model {

Node::Node(std::string name, Node* parent) : name_(std::move(name)), parent_(parent) {}

Node& Node::add(const std::string& name) {
  children_.push_back(std::make_unique<Node>(name, this));
  return *children_.back();
}

Tagged::Tagged(int id, const char* label, const Node* owner) : id_(id), label_(label), owner_(owner) {}

int Scale::run() const { return factor_ * 10; }

int Offset::run() const { return Scale::run() + offset_; }

void Plan::share(const std::shared_ptr<Action>& action) {
  first_shared_ = action;
  second_shared_ = action;
}

void Plan::point(const Action* favourite) {
  favourite_ = favourite;
  again_ = favourite;
}

int Plan::run() const {
  int total = 0;
  for (const auto& step : steps_) total += step->run();
  return total;
}

void Link::point(Link* next, Link* other) {
  next_ = next;
  other_ = other;
}

void Board::place(const Piece& piece, int square) {
  row_.push_back(piece);
  history_.push_front(piece);
  captured_.push_back(piece);
  kinds_.insert(piece);
  by_name_.emplace(piece.name(), piece);
  by_square_.emplace(square, piece);
  last_ = piece;
}

int Board::weight() const {
  int total = 0;
  for (const Piece& piece : row_) total += piece.weight();
  for (const Piece& piece : history_) total += piece.weight();
  for (const Piece& piece : captured_) total += piece.weight();
  for (const Piece& piece : kinds_) total += piece.weight();
  for (const auto& [name, piece] : by_name_) total += piece.weight();
  for (const auto& [square, piece] : by_square_) total += piece.weight();
  return total + (last_ ? last_->weight() : 0);
}

void Readings::add(int value) {
  if (end_ != in_place_ + 4) *end_++ = value;
}

Pool::Pool(const char* text)
    : block_(new Block{{1, 2, 3, 4}}), next_free_(&block_->cells[2]), text_(text), cursor_(std::strchr(text, '=')) {}

void Series::add(double value) {
  if (size_ == capacity_) {
    const std::size_t grown = capacity_ == 0 ? 4 : capacity_ * 2;
    auto* values = new double[grown];
    for (std::size_t i = 0; i < size_; ++i) values[i] = values_[i];
    delete[] values_;
    values_ = values;
    capacity_ = grown;
  }
  values_[size_++] = value;
}

void Walk::enter(Block* block, int slot) {
  inside_.push(block);
  seen_.push_back(block);
  if (slot >= 0) slots_[slot] = block;
}

Tally::Tally(int count) : counts_(new long[8]()), count_(count), capacity_(8) {
  for (int i = 0; i < count_; ++i) counts_[i] = 10L * i;
}

}  // namespace model
