// SPDX-License-Identifier: MIT
// Our code on top of RapidJSON: a sensor's message, {"sensor": "...", "readings": [numbers]}.
#pragma once

#include <string>

namespace telemetry {

struct Summary {
  std::string sensor;
  int count = 0;
  double mean = 0.0;
};

// Parses the message into a RapidJSON document (its values held in the document's memory pool)
// and summarises the readings. Returns false, with `error` set, on a message that does not parse
// or does not have that shape.
bool summarise(const std::string& message, Summary& out, std::string& error);

}  // namespace telemetry
