// SPDX-License-Identifier: MIT
#include "report.hpp"

#include <nlohmann/json.hpp>

namespace report {

bool record_to_json(const std::vector<std::uint8_t>& cbor, int seen, std::string& json) {
  nlohmann::json record;
  try {
    record = nlohmann::json::from_cbor(cbor);
  } catch (const nlohmann::json::parse_error&) {  // what from_cbor() is documented to throw
    return false;
  }
  record["seen"] = seen;
  json = record.dump();  // strict by default: throws type_error 316 on a string not in UTF-8
  return true;
}

}  // namespace report
