// SPDX-License-Identifier: MIT
#include "notebook.hpp"

namespace notes {

bool Notebook::save() { return !path_.empty(); }

bool Notebook::load(const std::string& path) {
  path_ = path;
  pages_.assign(path.size() % 3, 100);
  title_words_ = 3;
  return true;
}

int Notebook::pages() const { return static_cast<int>(pages_.size()); }

int Notebook::words() const {
  int words = title_words_;
  for (const int on_page : pages_) words += on_page;
  return words;
}

void Notebook::add_page(int words) { pages_.push_back(words); }

int words_per_page(const Document& document, int limit) {
  const int per_page = document.words() / document.pages();  // the bug: a document with no pages
  return per_page < limit ? per_page : limit;
}

std::string index_line(Document& document, int limit) {
  document.save();
  return std::to_string(words_per_page(document, limit)) + " words per page";
}

}  // namespace notes
