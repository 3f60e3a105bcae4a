// SPDX-License-Identifier: MIT
// The overhead benchmark's workload (tests/perf/overhead.py): loads a 2,000-element catalogue,
// reads an attribute and the text of every element, removes one child of each, saves the document
// to a string again; three rounds. Exits 0 and prints a checksum that the builds must agree on.
#include <pugixml.hpp>

#include <cstdio>
#include <sstream>
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
  pugi::xml_document document;
  if (!document.load_buffer(xml.data(), xml.size())) return 0;
  unsigned long sum = 0;
  for (pugi::xml_node item : document.child("catalogue").children("item")) {
    sum += item.attribute("id").as_uint();
    sum += static_cast<unsigned long>(item.attribute("price").as_double());
    sum += std::string(item.child_value("name")).size();
    sum += item.child("stock").attribute("count").as_uint();
    item.remove_child("note");
  }
  std::ostringstream out;
  document.save(out);
  return sum + out.str().size();
}

}  // namespace

int main() {
  const std::string xml = catalogue(2000);
  unsigned long checksum = 0;
  for (int round = 0; round < 3; ++round) checksum += round_of(xml);
  std::printf("checksum %lu\n", checksum);
  return checksum == 0 ? 1 : 0;
}
