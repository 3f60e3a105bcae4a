// SPDX-License-Identifier: MIT
// Start-up and configuration. Runs before main() and in configure(); never in the crash path.
#include "runtime.hpp"

#include "crash/crash_report.hpp"
#include "crash/thread_registry.hpp"
#include "function_registry.hpp"
#include "observer/mutation_observer.hpp"
#include "stale_temporaries.hpp"
#include "thread_hook.hpp"
#include "watch_list.hpp"

#include <recrash/detail/capture_link.hpp>
#include <recrash/detail/shadow_stack.hpp>

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <string>

namespace recrash {
namespace detail {
__thread ShadowStack tls_shadow_stack __attribute__((tls_model("initial-exec")));
std::atomic<bool> capture_enabled{false};
std::atomic<std::uint8_t> receiver_copy_strategy{0};
std::atomic<std::uint8_t> argument_copy_strategy{0};
std::atomic<bool> copy_configured{false};
std::atomic<std::uint8_t> unusual_entries{0};
}  // namespace detail

namespace capture {
namespace {

RuntimeState g_state{};
std::mutex g_configure_mutex;
// A dump is as large as the state its frames hold: a few KB for most crashes, 17-26 MB for a
// parser whose scanner has queued its whole input as tokens (yaml-cpp, docs/TRIALS.md). The cap
// bounds the worst case; the buffer is reserved address space, touched only to write a dump.
constexpr std::size_t kDefaultMaxDumpBytes = std::size_t{32} << 20;

void copy_to(char* out, std::size_t capacity, const std::string& text) {
  std::snprintf(out, capacity, "%s", text.c_str());
}

std::string executable_name() {
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);
  if (n <= 0) return program_invocation_short_name;
  path[n] = '\0';
  const char* slash = std::strrchr(path, '/');
  return slash != nullptr ? slash + 1 : path;
}

std::string working_directory() {
  char path[PATH_MAX];
  return getcwd(path, sizeof(path)) != nullptr ? path : ".";
}

const char* env(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && value[0] != '\0' ? value : nullptr;
}

/// The environment's settings; a bad value is reported once and ignored.
Config config_from_environment() {
  Config config;
  if (const char* dir = env("RECRASH_DUMP_DIR")) config.dump_dir = dir;
  if (const char* text = env("RECRASH_MODE")) {
    config.mode = parse_mode(text);
    if (!config.mode) {
      std::fprintf(stderr, "recrash: ignoring RECRASH_MODE=%s (expected full, second-chance or off)\n", text);
    }
  }
  if (const char* dir = env("RECRASH_STATE_DIR")) config.state_dir = dir;
  if (const char* paths = env("RECRASH_WATCH_LIST")) config.watch_lists = paths;
  if (const char* text = env("RECRASH_COPY")) {
    auto strategy = parse_copy_strategy(text);
    if (!strategy) std::fprintf(stderr, "recrash: ignoring RECRASH_COPY=%s (expected reference or copy)\n", text);
    config.receiver_strategy = config.argument_strategy = strategy;
  }
  if (const char* text = env("RECRASH_QUIET")) config.quiet = std::strcmp(text, "0") != 0;
  if (const char* text = env("RECRASH_MAX_DUMP_BYTES")) {
    char* end = nullptr;
    const unsigned long long bytes = std::strtoull(text, &end, 10);
    if (end != nullptr && *end == '\0' && bytes >= 4096 && bytes <= (1ull << 30)) {
      config.max_dump_bytes = static_cast<std::size_t>(bytes);
    } else {
      std::fprintf(stderr, "recrash: ignoring RECRASH_MAX_DUMP_BYTES=%s (expected 4096 to 1073741824)\n", text);
    }
  }
  return config;
}

/// $XDG_STATE_HOME/recrash/<program>, or ~/.local/state/recrash/<program>.
std::string default_state_dir(const std::string& program) {
  if (const char* state = env("XDG_STATE_HOME")) return std::string(state) + "/recrash/" + program;
  if (const char* home = env("HOME")) return std::string(home) + "/.local/state/recrash/" + program;
  return working_directory() + "/.recrash-state";
}

/// Second chance learns into the state directory; it is made now, since the crash path cannot.
void prepare_state_dir(const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) {
    std::fprintf(stderr, "recrash: cannot create the state directory %s: %s\n", dir.c_str(), error.message().c_str());
  }
}

/// The crash path's dump buffer is mapped here, at start-up, because it cannot allocate later.
void map_dump_buffer(std::size_t bytes) {
  ByteBuffer& buffer = crash_workspace().buffer;
  if (buffer.data != nullptr && buffer.capacity == bytes) return;
  if (buffer.data != nullptr) munmap(buffer.data, buffer.capacity);
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (memory == MAP_FAILED) {
    buffer = ByteBuffer{};
    std::fprintf(stderr, "recrash: cannot reserve %zu bytes for dumps: %s\n", bytes, std::strerror(errno));
    return;
  }
  buffer = ByteBuffer{static_cast<char*>(memory), bytes, 0, false};
}

void apply(const Config& code) {
  const Config environment = config_from_environment();
  auto pick = [](const auto& from_code, const auto& from_env, auto fallback) {
    return from_code ? *from_code : from_env ? *from_env : fallback;
  };
  copy_to(g_state.dump_dir, sizeof(g_state.dump_dir), pick(code.dump_dir, environment.dump_dir, working_directory()));
  copy_to(g_state.program, sizeof(g_state.program),
          pick(code.program_name, environment.program_name, executable_name()));
  copy_to(g_state.program_version, sizeof(g_state.program_version),
          pick(code.program_version, environment.program_version, std::string{}));
  g_state.quiet = pick(code.quiet, environment.quiet, false);
  detail::receiver_copy_strategy =
      static_cast<std::uint8_t>(pick(code.receiver_strategy, environment.receiver_strategy, CopyStrategy::Reference));
  detail::argument_copy_strategy =
      static_cast<std::uint8_t>(pick(code.argument_strategy, environment.argument_strategy, CopyStrategy::Reference));
  detail::copy_configured = detail::receiver_copy_strategy == static_cast<std::uint8_t>(CopyStrategy::Copy) ||
                            detail::argument_copy_strategy == static_cast<std::uint8_t>(CopyStrategy::Copy);
  detail::set_unusual_entries(detail::UnusualEntry::CopyConfigured, detail::copy_configured);
  g_state.mode = g_state.replaying ? Mode::Off : pick(code.mode, environment.mode, Mode::Full);
  map_dump_buffer(pick(code.max_dump_bytes, environment.max_dump_bytes, kDefaultMaxDumpBytes));
  const std::string state_dir = pick(code.state_dir, environment.state_dir, default_state_dir(g_state.program));
  copy_to(g_state.state_dir, sizeof(g_state.state_dir), state_dir);
  if (g_state.mode == Mode::SecondChance) {
    prepare_state_dir(state_dir);
    load_watch_lists(state_dir, pick(code.watch_lists, environment.watch_lists, std::string{}));
  }

  if (g_state.mode == Mode::Off) {
    detail::capture_enabled = false;
    remove_crash_handlers();
  } else {
    resolve_real_pthread_create();
    enter_main_thread();  // before the handlers: they run on its alternate stack
    install_pause_handler();
    install_fork_handler();
    // Once per dump directory: configure() applies the settings again, often to the same one.
    static std::string cleaned_dir;
    if (cleaned_dir != g_state.dump_dir) {
      remove_stale_temporaries(g_state.dump_dir, g_state.program);
      cleaned_dir = g_state.dump_dir;
    }
    install_crash_handlers();
    install_terminate_handler();
    detail::capture_enabled = true;
  }
  // The dynamic stage of the immutability analysis observes the calls the mode monitors; a
  // profile counts them (the observations count them too).
  const char* observed = env("RECRASH_OBSERVE_MUTATIONS");
  const char* counted = env("RECRASH_COUNT_CALLS");
  const char* variable = observed != nullptr ? "RECRASH_OBSERVE_MUTATIONS" : "RECRASH_COUNT_CALLS";
  if (observed != nullptr && counted != nullptr && !g_state.replaying) {
    std::fprintf(stderr,
                 "recrash: RECRASH_COUNT_CALLS is left aside: RECRASH_OBSERVE_MUTATIONS counts the calls too\n");
  }
  const char* path = observed != nullptr ? observed : counted;
  if (path != nullptr && g_state.mode == Mode::Off && !g_state.replaying) {
    std::fprintf(stderr, "recrash: %s counts monitored calls: none are with mode off\n", variable);
  }
  observe_mutations(path != nullptr && g_state.mode != Mode::Off ? path : "", observed == nullptr);
  reset_function_states();  // each function decides again, on its next call, under the new settings
}

Config g_code_config;  // what configure() was given; constant-initialised

// Priority 101 runs before ordinary static constructors, so hooks in them are captured.
__attribute__((constructor(101))) void initialise_from_environment() { apply(Config{}); }

}  // namespace

RuntimeState& runtime() noexcept { return g_state; }

}  // namespace capture

void configure(const Config& config) {
  std::lock_guard<std::mutex> lock(capture::g_configure_mutex);
  auto merge = [](auto& into, const auto& from) {
    if (from) into = from;
  };
  Config& current = capture::g_code_config;
  merge(current.dump_dir, config.dump_dir);
  merge(current.mode, config.mode);
  merge(current.receiver_strategy, config.receiver_strategy);
  merge(current.argument_strategy, config.argument_strategy);
  merge(current.program_name, config.program_name);
  merge(current.program_version, config.program_version);
  merge(current.quiet, config.quiet);
  merge(current.max_dump_bytes, config.max_dump_bytes);
  merge(current.state_dir, config.state_dir);
  merge(current.watch_lists, config.watch_lists);
  capture::apply(current);
}

void set_program_version(const std::string& version) {
  Config config;
  config.program_version = version;
  configure(config);
}

Mode mode() noexcept { return capture::g_state.mode; }
CopyStrategy receiver_strategy() noexcept { return static_cast<CopyStrategy>(detail::receiver_copy_strategy.load()); }
CopyStrategy argument_strategy() noexcept { return static_cast<CopyStrategy>(detail::argument_copy_strategy.load()); }
std::string dump_dir() { return capture::g_state.dump_dir; }
std::string state_dir() { return capture::g_state.state_dir; }

std::optional<Mode> parse_mode(const std::string& text) {
  if (text == "full") return Mode::Full;
  if (text == "off") return Mode::Off;
  if (text == "second-chance") return Mode::SecondChance;
  return std::nullopt;
}

std::optional<CopyStrategy> parse_copy_strategy(const std::string& text) {
  if (text == "reference") return CopyStrategy::Reference;
  if (text == "copy") return CopyStrategy::Copy;
  return std::nullopt;
}

}  // namespace recrash

extern "C" void recrash_capture_enter_replay(void (*on_requested)(const char* reason)) noexcept {
  recrash::capture::runtime().on_replayed_request = on_requested;
  recrash::capture::runtime().replaying = true;
  recrash::Config config;
  config.mode = recrash::Mode::Off;
  recrash::configure(config);
}
