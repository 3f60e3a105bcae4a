// SPDX-License-Identifier: MIT
// The overhead benchmark's workload (tests/perf/overhead.py): loads a 2,000-entry document of
// maps, flow sequences and scalars, reads a field of every entry, emits the document again;
// three rounds. Exits 0 and prints a checksum that the builds must agree on.
#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <string>

namespace {

std::string inventory(int entries) {
  std::string yaml = "inventory:\n";
  for (int i = 0; i < entries; ++i) {
    yaml += "  - name: part-" + std::to_string(i) + "\n";
    yaml += "    count: " + std::to_string(i % 17) + "\n";
    yaml += "    tags: [a" + std::to_string(i % 5) + ", b, \"c d\"]\n";
    yaml += "    size: {w: " + std::to_string(i % 7) + ", h: 2.5}\n";
  }
  return yaml;
}

unsigned long round_of(const std::string& yaml) {
  const YAML::Node document = YAML::Load(yaml);
  unsigned long sum = 0;
  for (const YAML::Node& entry : document["inventory"]) {
    sum += entry["count"].as<unsigned long>();
    sum += entry["name"].as<std::string>().size();
    sum += entry["tags"].size();
    sum += entry["size"]["w"].as<unsigned long>();
  }
  YAML::Emitter out;
  out << document;
  return sum + out.size();
}

}  // namespace

int main() {
  const std::string yaml = inventory(2000);
  unsigned long checksum = 0;
  for (int round = 0; round < 3; ++round) checksum += round_of(yaml);
  std::printf("checksum %lu\n", checksum);
  return checksum == 0 ? 1 : 0;
}
