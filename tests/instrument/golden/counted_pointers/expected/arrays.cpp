// Instrumented by recrash-instrument from arrays.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "arrays.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/arrays.cpp"
#include "arrays.hpp"

void Vec::push(double value) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(1, ::recrash::used_fields(this, ::recrash::pointee_field<0>(this->mem_), ::recrash::field<1>(this->size_)), ::recrash::by_reference(value));
#line 3
 mem_[size_++] = value; }(value); RECRASH_TWIN_END
#line 3
 mem_[size_++] = value; }

char Bytes::first() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> char { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 5
 return data_[0]; }(); RECRASH_TWIN_END
#line 5
 return data_[0]; }

int List::front() const { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 7
 return head_->value; }(); RECRASH_TWIN_END
#line 7
 return head_->value; }

int Pool::total() const { RECRASH_ENTRY(4, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, );
#line 9
 return blocks_[0].cells[0] + static_cast<int>(count_); }(); RECRASH_TWIN_END
#line 9
 return blocks_[0].cells[0] + static_cast<int>(count_); }
