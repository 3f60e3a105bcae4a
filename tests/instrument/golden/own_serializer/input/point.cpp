#include "point.hpp"

void Point::move_by(int dx, int dy) {
  x_ += dx;
  y_ += dy;
}

void Version::bump() { ++number_; }

void relabel(Label& label, const std::string& text) {
  label.text = text;
  ++label.size;
}

bool load(const std::string& text, Settings& out, std::string& error) {
  if (text.empty()) {
    error = "empty";
    return false;
  }
  out.name = text;
  return true;
}

bool Document::save() { return !path_.empty() && pages_ > 0; }

bool Document::load(const std::string& path) {
  path_ = path;
  pages_ = static_cast<int>(path.size());
  return pages_ > 0;
}
