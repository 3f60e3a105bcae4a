// SPDX-License-Identifier: MIT
#include "telemetry.hpp"

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

namespace telemetry {

bool summarise(const std::string& message, Summary& out, std::string& error) {
  rapidjson::Document document;  // a MemoryPoolAllocator holds every value parsed
  if (document.Parse(message.c_str()).HasParseError()) {
    error = rapidjson::GetParseError_En(document.GetParseError());
    return false;
  }
  if (!document.IsObject() || !document.HasMember("sensor") || !document["sensor"].IsString() ||
      !document.HasMember("readings") || !document["readings"].IsArray()) {
    error = "not a sensor message";
    return false;
  }
  out.sensor = document["sensor"].GetString();
  const rapidjson::Value& readings = document["readings"];
  double sum = 0.0;
  out.count = 0;
  for (rapidjson::SizeType i = 0; i < readings.Size(); ++i) {
    if (!readings[i].IsNumber()) {
      error = "a reading is not a number";
      return false;
    }
    sum += readings[i].GetDouble();
    ++out.count;
  }
  out.mean = out.count > 0 ? sum / out.count : 0.0;
  return true;
}

}  // namespace telemetry
