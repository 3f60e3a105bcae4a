// SPDX-License-Identifier: MIT
// Characters of some source, by position.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace digits {

class Reader {
 public:
  virtual ~Reader() = default;
  virtual std::size_t size() const = 0;
  virtual char at(std::size_t position) const = 0;
};

/// Reads a container of characters (a std::string, a std::vector<char>, ...).
template <class Source>
class SourceReader final : public Reader {
 public:
  template <class From, class Name = std::string_view>
  explicit SourceReader(From&& source, Name&& name = {}) : source_(std::forward<From>(source)), name_(name) {}

  std::size_t size() const override { return source_.size(); }
  char at(std::size_t position) const override { return source_[position]; }
  const std::string& name() const { return name_; }

 private:
  Source source_;
  std::string name_;
};

}  // namespace digits
