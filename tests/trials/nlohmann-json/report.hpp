// SPDX-License-Identifier: MIT
// Our code on top of nlohmann/json: a record a client sends in CBOR, logged as JSON text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace report {

// The record decoded from CBOR and written back as one line of JSON into `json`, with the field
// "seen" added. Returns false on CBOR that does not decode.
bool record_to_json(const std::vector<std::uint8_t>& cbor, int seen, std::string& json);

}  // namespace report
