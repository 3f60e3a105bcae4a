// SPDX-License-Identifier: MIT
#include <recrash/format/fault_site.hpp>

#include <array>
#include <csignal>

namespace recrash::format {

bool is_runtime_library(std::string_view module_path) {
  const std::size_t slash = module_path.rfind('/');
  const std::string_view name = slash == std::string_view::npos ? module_path : module_path.substr(slash + 1);
  static constexpr std::array<std::string_view, 9> kRuntime = {"libc.so",   "libstdc++.so", "libgcc_s.so",
                                                               "libm.so",   "ld-linux",     "libpthread.so",
                                                               "libc++.so", "libc++abi.so", "libunwind.so"};
  for (std::string_view runtime : kRuntime) {
    if (name.substr(0, runtime.size()) == runtime) return true;
  }
  return false;
}

std::string without_clones(std::string_view function) {
  return std::string(function.substr(0, function.find(" [clone .")));
}

std::string signal_name(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "SIGSEGV";
    case SIGBUS:
      return "SIGBUS";
    case SIGFPE:
      return "SIGFPE";
    case SIGILL:
      return "SIGILL";
    case SIGABRT:
      return "SIGABRT";
    case SIGTRAP:
      return "SIGTRAP";
    default:
      return "";
  }
}

std::string fault_line(int signal, std::string_view function) {
  std::string name = signal_name(signal);
  if (name.empty()) name = "signal " + std::to_string(signal);
  return std::string(kFaultLinePrefix) + name + " in " + std::string(function);
}

std::string throw_line(std::string_view type, std::string_view function) {
  return std::string(kFaultLinePrefix) + std::string(type) + " thrown in " + std::string(function);
}

}  // namespace recrash::format
