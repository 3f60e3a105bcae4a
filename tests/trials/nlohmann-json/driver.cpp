// SPDX-License-Identifier: MIT
// A client sends a CBOR record {"name": "José"} with the name encoded in Latin-1 rather than
// UTF-8. nlohmann/json 3.3.0 reads CBOR text strings without checking their encoding, so
// from_cbor() accepts the record, and dump() then throws type_error 316 ("incomplete UTF-8
// string") from serializer::dump_escaped. Our library guards only the decoding (parse_error, the
// exception from_cbor() documents), so the type_error reaches std::terminate.
#include "report.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// A CBOR text string of fewer than 24 bytes: major type 3 with the length in the first byte.
void put_text(std::vector<std::uint8_t>& out, const std::string& text) {
  out.push_back(static_cast<std::uint8_t>(0x60 + text.size()));
  out.insert(out.end(), text.begin(), text.end());
}

}  // namespace

int main() {
  std::vector<std::uint8_t> cbor{0xA1};  // a map of one pair
  put_text(cbor, "name");
  put_text(cbor, std::string("Jos") + '\xE9');  // 'é' in Latin-1: a UTF-8 lead byte, then the end
  std::string json;
  if (report::record_to_json(cbor, 1, json))
    std::printf("%s\n", json.c_str());
  else
    std::printf("rejected: not CBOR\n");
  return 0;
}
