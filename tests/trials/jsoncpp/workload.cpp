// SPDX-License-Identifier: MIT
// The overhead benchmark's workload (tests/perf/overhead.py): parses a 2,000-record JSON array
// with a CharReaderBuilder, reads every record's members, writes the document again with a
// StreamWriterBuilder; three rounds. Exits 0 and prints a checksum that the builds must agree on.
#include <json/json.h>

#include <cstdio>
#include <memory>
#include <string>

namespace {

std::string records(int count) {
  std::string json = "[\n";
  for (int i = 0; i < count; ++i) {
    json += "  {\"id\": " + std::to_string(i) + ", \"name\": \"record \\u00e9 " + std::to_string(i) +
            "\", \"ratio\": " + std::to_string(i % 89) + ".25, \"flags\": [true, false, null], " +
            "\"nested\": {\"depth\": " + std::to_string(i % 9) + "}}";
    json += i + 1 < count ? ",\n" : "\n";
  }
  return json + "]\n";
}

unsigned long round_of(const std::string& json) {
  const Json::CharReaderBuilder builder;
  const std::unique_ptr<Json::CharReader> reader(builder.newCharReader());
  Json::Value root;
  std::string errors;
  if (!reader->parse(json.data(), json.data() + json.size(), &root, &errors)) return 0;
  unsigned long sum = 0;
  for (const Json::Value& record : root) {
    sum += record["id"].asUInt();
    sum += record["name"].asString().size();
    sum += static_cast<unsigned long>(record["ratio"].asDouble());
    sum += record["flags"].size() + record["nested"]["depth"].asUInt();
  }
  const Json::StreamWriterBuilder writer;
  return sum + Json::writeString(writer, root).size();
}

}  // namespace

int main() {
  const std::string json = records(2000);
  unsigned long checksum = 0;
  for (int round = 0; round < 3; ++round) checksum += round_of(json);
  std::printf("checksum %lu\n", checksum);
  return checksum == 0 ? 1 : 0;
}
