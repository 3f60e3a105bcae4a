#include "arrays.hpp"

void Vec::push(double value) { mem_[size_++] = value; }

char Bytes::first() const { return data_[0]; }

int List::front() const { return head_->value; }

int Pool::total() const { return blocks_[0].cells[0] + static_cast<int>(count_); }
