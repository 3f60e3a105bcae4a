// SPDX-License-Identifier: MIT
// The overhead benchmark's workload (tests/perf/overhead.py): parses a 2,000-element catalogue,
// reads an attribute and the text of every element, deletes one child of each, prints the
// document again; three rounds. Exits 0 and prints a checksum that the builds must agree on.
#include <tinyxml2.h>

#include <cstdio>
#include <string>

namespace {

std::string catalogue(int items) {
  std::string xml = "<?xml version=\"1.0\"?>\n<catalogue>\n";
  for (int i = 0; i < items; ++i) {
    xml += "  <item id=\"" + std::to_string(i) + "\" price=\"" + std::to_string(i % 97) + ".5\">";
    xml += "<name>item &amp; number " + std::to_string(i) + "</name>";
    xml += "<note>scratch</note><stock count=\"" + std::to_string(i % 13) + "\"/></item>\n";
  }
  return xml + "</catalogue>\n";
}

unsigned long round_of(const std::string& xml) {
  tinyxml2::XMLDocument document;
  if (document.Parse(xml.data(), xml.size()) != tinyxml2::XML_SUCCESS) return 0;
  unsigned long sum = 0;
  tinyxml2::XMLElement* root = document.FirstChildElement("catalogue");
  for (tinyxml2::XMLElement* item = root->FirstChildElement("item"); item != nullptr;
       item = item->NextSiblingElement("item")) {
    sum += static_cast<unsigned long>(item->IntAttribute("id"));
    sum += static_cast<unsigned long>(item->DoubleAttribute("price"));
    if (const char* name = item->FirstChildElement("name")->GetText()) sum += std::string(name).size();
    sum += static_cast<unsigned long>(item->FirstChildElement("stock")->IntAttribute("count"));
    item->DeleteChild(item->FirstChildElement("note"));
  }
  tinyxml2::XMLPrinter printer;
  document.Print(&printer);
  return sum + static_cast<unsigned long>(printer.CStrSize());
}

}  // namespace

int main() {
  const std::string xml = catalogue(2000);
  unsigned long checksum = 0;
  for (int round = 0; round < 3; ++round) checksum += round_of(xml);
  std::printf("checksum %lu\n", checksum);
  return checksum == 0 ? 1 : 0;
}
