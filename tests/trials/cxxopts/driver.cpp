// SPDX-License-Identifier: MIT
// Runs the tool's command line twice: `echo -n bar 2`, then `echo -n foo`, which leaves the
// positional number out. cxxopts then holds no value for "reps", and reading it casts through the
// null pointer it holds instead.
#include <cli.hpp>

#include <cstdio>

namespace {

void run(const std::vector<std::string>& arguments) {
  const cli::Request request = cli::read(arguments);
  for (int i = 0; i < request.reps; ++i) std::printf("%s\n", request.name.c_str());
}

}  // namespace

int main() {
  run({"echo", "-n", "bar", "2"});
  run({"echo", "-n", "foo"});
  return 0;
}
