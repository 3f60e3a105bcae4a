// SPDX-License-Identifier: MIT
// Keeps an xml_node handle after remove_child() destroyed its node, then writes through it, as
// in pugixml issue 651. Handles do not own their nodes, and destroy_node() leaves a removed
// node's fields as they were: the dangling handle still reaches its PCDATA child, whose header
// still says its value string is allocated. Setting the text to "" frees that string a second
// time, so the document's memory page counts more bytes freed than it ever handed out, and
// xml_allocator::deallocate_memory fails its assertion freed_size <= busy_size.
#include <pugixml.hpp>

#include <cstdio>
#include <string>

int main() {
  pugi::xml_document document;
  pugi::xml_node item = document.append_child("item");
  // A text long enough that freeing it twice outweighs everything else on the page.
  const std::string payload(200, 'x');
  item.text().set(payload.c_str());
  document.append_child("kept");  // keeps the page in use after the removal below

  document.remove_child(item);  // item's node, its PCDATA child and the string are freed
  const bool set = item.text().set("");  // the dangling handle frees the string again
  std::printf("set: %d\n", set ? 1 : 0);
  return 0;
}
