// SPDX-License-Identifier: MIT
// <limits> first: cxxopts at this commit uses std::numeric_limits without including it, which
// g++ 12's headers no longer bring in.
#include <limits>

#include "cli.hpp"

#include <cxxopts.hpp>

namespace cli {

Request read(std::vector<std::string> arguments) {
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(&argument[0]);
  int argc = static_cast<int>(argv.size());
  char** data = argv.data();

  cxxopts::Options options("echo", "prints a name a number of times");
  options.add_options()("r,reps", "number of repetitions", cxxopts::value<int>())(
      "n,name", "name", cxxopts::value<std::string>())("h,help", "help");
  options.parse_positional({"reps"});
  const cxxopts::ParseResult result = options.parse(argc, data);
  Request request;
  request.help = result.count("help") != 0;
  if (request.help) return request;
  request.name = result["name"].as<std::string>();
  request.reps = result["reps"].as<int>();
  return request;
}

}  // namespace cli
