// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace outline {

/// What a Parser reports, as yaml-cpp's parser reports events to an EventHandler.
class Handler {
 public:
  virtual ~Handler() = default;
  virtual void open(int depth) = 0;
  virtual void word(const std::string& word) = 0;
  virtual void close() = 0;
};

/// Builds an outline of the lists it is told of: every word, and each list's width.
class Builder : public Handler {
 public:
  void open(int depth) override;
  void word(const std::string& word) override;
  void close() override;

  const std::vector<std::string>& words() const { return words_; }

 private:
  std::vector<std::string> words_;
  std::vector<std::size_t> widths_;
  std::size_t closed_ = 0;
};

/// Reads lists of words, "(a b (c d))", one call per nested list.
class Parser {
 public:
  explicit Parser(std::string text);

  /// Reads the whole text from its start.
  void parse(Handler& handler);
  /// Reads the list whose '(' it stands after, `depth` lists deep.
  void parse_list(Handler& handler, int depth);

 private:
  std::string text_;
  std::size_t at_ = 0;
};

}  // namespace outline
