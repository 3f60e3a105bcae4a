// Instrumented by recrash-instrument from sorting.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/sorting.cpp"
#include <algorithm>
#include <string>
#include <vector>


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 5
void sort_by_length(std::vector<std::string>& words) { RECRASH_ENTRY(1, FUNCTION, words) return [&](decltype(words)& words) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(1, words);
#line 5

  std::sort(words.begin(), words.end(),
            [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
}(words); RECRASH_TWIN_END
#line 5

  std::sort(words.begin(), words.end(),
            [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 8



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 10
int count_long(const std::vector<std::string>& words, std::size_t limit) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(words), ::recrash::by_reference(limit)) return [&](decltype(words)& words, decltype(limit) limit) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(words), ::recrash::by_reference(limit));
#line 10

  auto is_long = [limit](const std::string& word) {
    return word.size() > limit;
  };
  return static_cast<int>(std::count_if(words.begin(), words.end(), is_long));
}(words, limit); RECRASH_TWIN_END
#line 10

  auto is_long = [limit](const std::string& word) {
    return word.size() > limit;
  };
  return static_cast<int>(std::count_if(words.begin(), words.end(), is_long));
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 15

