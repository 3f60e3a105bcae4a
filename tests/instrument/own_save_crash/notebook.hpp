// SPDX-License-Identifier: MIT
// Documents that save themselves (`bool save()`) and load from a path (`load(path)`), as a media
// library's files do: members named like cereal's serializers that are not, so the classes get
// serializers of their own. An index reads a document through a reference to the abstract base.
#pragma once

#include <string>
#include <vector>

namespace notes {

class Document {
 public:
  virtual ~Document() = default;
  virtual bool save() = 0;
  virtual bool load(const std::string& path) = 0;
  virtual int pages() const = 0;
  virtual int words() const = 0;
};

class Notebook : public Document {
 public:
  explicit Notebook(std::string title) : title_(std::move(title)) {}
  bool save() override;
  bool load(const std::string& path) override;
  int pages() const override;
  int words() const override;
  void add_page(int words);

 private:
  std::string title_;
  std::string path_;
  std::vector<int> pages_;  // the words on each
  int title_words_ = 1;     // the title page's, counted with the pages'
};

/// Words per page of `document`, at most `limit`.
int words_per_page(const Document& document, int limit);
/// The index line of `document`.
std::string index_line(Document& document, int limit);

}  // namespace notes
