// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/point.cpp"
#include "point.hpp"

void Point::move_by(int dx, int dy) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(dx), ::recrash::by_reference(dy)) return [&](decltype(dx) dx, decltype(dy) dy) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(dx), ::recrash::by_reference(dy));
#line 3

  x_ += dx;
  y_ += dy;
}(dx, dy); RECRASH_TWIN_END
#line 3

  x_ += dx;
  y_ += dy;
}

void Version::bump() { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(2, );
#line 8
 ++number_; }(); RECRASH_TWIN_END
#line 8
 ++number_; }


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 10
void relabel(Label& label, const std::string& text) { RECRASH_ENTRY(3, FUNCTION, label, ::recrash::by_reference(text)) return [&](decltype(label)& label, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(3, label, ::recrash::by_reference(text));
#line 10

  label.text = text;
  ++label.size;
}(label, text); RECRASH_TWIN_END
#line 10

  label.text = text;
  ++label.size;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 13


bool load(const std::string& text, Settings& out, std::string& error) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(text), out, error) return [&](decltype(text)& text, decltype(out)& out, decltype(error)& error) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(text), out, error);
#line 15

  if (text.empty()) {
    error = "empty";
    return false;
  }
  out.name = text;
  return true;
}(text, out, error); RECRASH_TWIN_END
#line 15

  if (text.empty()) {
    error = "empty";
    return false;
  }
  out.name = text;
  return true;
}

bool Document::save() { RECRASH_ENTRY(5, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(5, );
#line 24
 return !path_.empty() && pages_ > 0; }(); RECRASH_TWIN_END
#line 24
 return !path_.empty() && pages_ > 0; }

bool Document::load(const std::string& path) { RECRASH_ENTRY(6, METHOD, ::recrash::by_reference(path)) return [&](decltype(path)& path) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD(6, ::recrash::by_reference(path));
#line 26

  path_ = path;
  pages_ = static_cast<int>(path.size());
  return pages_ > 0;
}(path); RECRASH_TWIN_END
#line 26

  path_ = path;
  pages_ = static_cast<int>(path.size());
  return pages_ > 0;
}
