// SPDX-License-Identifier: MIT
// crash_cases CASE: the crash path under conditions that break lesser crash reporters. Each case
// is checked from outside by crash_cases.sh: how the process ended and what its dump holds.
#include <recrash/recrash.hpp>

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

std::atomic<int> g_ready{0};
std::atomic<bool> g_go{false};

int wait_for_crash(int worker) {
  RECRASH_FUNCTION(worker);
  g_ready.fetch_add(1);
  for (;;) std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

int dereference(const int* pointer, int worker) {
  RECRASH_FUNCTION(pointer, worker);
  return *static_cast<const volatile int*>(pointer);  // volatile: a discarded load is still made
}

int crash_when_told(int worker) {
  RECRASH_FUNCTION(worker);
  g_ready.fetch_add(1);
  while (!g_go.load()) {
  }
  return dereference(nullptr, worker);
}

int recurse(int depth, const std::string& label) {
  RECRASH_FUNCTION(depth, label);
  volatile char frame[512];
  frame[0] = static_cast<char>(depth);
  if (depth < 0) return 0;  // never: only so the compiler does not call the recursion infinite
  return recurse(depth + 1, label) + frame[0];
}

void start_waiters(std::vector<std::thread>& threads, int count) {
  for (int i = 0; i < count; ++i) threads.emplace_back([i] { wait_for_crash(100 + i); });
  while (g_ready.load() < count) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

int corrupt_heap(std::vector<int>& numbers) {
  RECRASH_FUNCTION(numbers);
  int* volatile block = static_cast<int*>(std::malloc(64));  // volatile: no malloc/free elision
  std::free(block);
  std::free(block);  // glibc notices the double free and aborts from inside free()
  return numbers.front();
}

int dangling(const std::vector<int>* gone, int kept) {
  RECRASH_FUNCTION(gone, kept);
  std::abort();
}

int break_the_writer(int value) {
  RECRASH_FUNCTION(value);
  // Points this frame's record at garbage, as memory corruption would: writing the dump faults.
  auto& stack = recrash::detail::tls_shadow_stack;
  const_cast<recrash::detail::FrameRecord*>(recrash::detail::record_at(stack, stack.depth - 1))->function =
      reinterpret_cast<const recrash::detail::FunctionDescriptor*>(0x10);
  std::abort();
}

// Each frame's text is a copy of its own (one object shared by the frames would be saved once).
int big_arguments(std::vector<std::string> text, int depth) {
  RECRASH_FUNCTION(text, depth);
  if (depth == 0) std::abort();
  if (depth < 0) return 0;
  return big_arguments(text, depth - 1);
}

/// The call above the innermost is given 40 KB, the others 15 KB each: under a 64 KB cap its value,
/// over half of it, is not kept, so the three others are. (The innermost frame's values may take
/// the whole dump.)
int crowded(std::vector<std::string> text, int depth) {
  RECRASH_FUNCTION(text, depth);
  if (depth == 0) std::abort();
  if (depth < 0) return 0;
  std::vector<std::string> next = text;
  if (depth == 2) next = std::vector<std::string>(40, std::string(1000, 'y'));
  if (depth == 1) next = std::vector<std::string>(15, std::string(1000, 'z'));
  return crowded(next, depth - 1);
}

[[noreturn]] void throw_it(const std::string& what) {
  RECRASH_FUNCTION(what);
  throw std::runtime_error(what);
}

void noexcept_boundary(int value) noexcept {
  RECRASH_FUNCTION(value);
  throw_it("through noexcept");  // unwinds to here, then std::terminate
}

void rethrow(int value) {
  RECRASH_FUNCTION(value);
  try {
    throw_it("rethrown");
  } catch (...) {
    throw;  // unwinding reached this frame once already
  }
}

/// A value whose readable form (its operator<<) calls the hooked function that throws on it, as
/// nlohmann::json's operator<< calls dump(), which throws on a string that is not UTF-8: what
/// recrash's writing of a frame calls records nothing, so the exception is written once.
struct Doc {
  int bad;
};
template <class Archive>
void serialize(Archive& archive, Doc& doc) {
  archive(doc.bad);
}
std::string dump(const Doc& doc, int indent);
std::ostream& operator<<(std::ostream& out, const Doc& doc) { return out << dump(doc, 0); }
std::string dump(const Doc& doc, int indent) {
  RECRASH_FUNCTION(doc, indent);
  if (doc.bad != 0) throw std::runtime_error("bad document");
  return std::string(static_cast<std::size_t>(indent), ' ') + "{}";
}

/// Forks while three monitored threads run; the child, which has only the forking thread,
/// crashes; the parent then dies of the child's signal (with recrash off: one dump, the child's).
int crash_in_forked_child() {
  std::vector<std::thread> threads;
  start_waiters(threads, 3);
  const pid_t child = fork();
  if (child == 0) return dereference(nullptr, 9);
  int status = 0;
  waitpid(child, &status, 0);
  recrash::Config off;
  off.mode = recrash::Mode::Off;
  recrash::configure(off);
  for (auto& thread : threads) thread.detach();
  std::raise(WIFSIGNALED(status) ? WTERMSIG(status) : SIGUSR1);
  return 1;
}

}  // namespace

// What clang -O2 can make of `{ hook; return a / b; }`: the division after the hook's exit.
// Not checked by UBSan (the sanitizer build runs these too): the fault itself is the test.
__attribute__((noinline, no_sanitize("undefined"))) long divide_after_hook(long total, long count) {
  { RECRASH_FUNCTION(total, count); }
  return total / count;
}

__attribute__((noinline)) long average(const std::vector<long>& values, long count) {
  RECRASH_FUNCTION(values, count);
  long total = 0;
  for (long value : values) total += value;
  return divide_after_hook(total, count);
}

// A hooked function inlined into its hooked caller shares its code: a crash of the caller after
// the inlined call returned is the caller's, not the inlined function's.
__attribute__((always_inline)) inline int next_index(int index) {
  RECRASH_FUNCTION(index);
  return index + 1;
}

__attribute__((noinline, no_sanitize("undefined"))) int read_after_inlined_call(const int* table, int index) {
  RECRASH_FUNCTION(table, index);
  const int next = next_index(index);
  return table[next];
}

int main(int argc, char** argv) {
  const std::string which = argc > 1 ? argv[1] : "";
  std::vector<std::thread> threads;
  if (which == "worker-crash") {  // one thread crashes while three others run monitored code
    start_waiters(threads, 3);
    std::thread([] { dereference(nullptr, 7); }).join();
  } else if (which == "worker-overflow") {
    std::thread([] { recurse(0, "worker"); }).join();
  } else if (which == "main-overflow") {
    return recurse(0, "main");
  } else if (which == "two-crashes") {
    for (int i = 0; i < 2; ++i) threads.emplace_back([i] { crash_when_told(i); });
    while (g_ready.load() < 2) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    g_go = true;
    for (auto& thread : threads) thread.join();
  } else if (which == "heap") {
    std::vector<int> numbers = {1, 2, 3};
    return corrupt_heap(numbers);
  } else if (which == "dangling") {
    const long page = sysconf(_SC_PAGESIZE);
    void* memory = mmap(nullptr, static_cast<std::size_t>(page), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return dangling(static_cast<const std::vector<int>*>(memory), 5);
  } else if (which == "writer-fault") {
    return break_the_writer(3);
  } else if (which == "noexcept") {
    noexcept_boundary(4);
  } else if (which == "rethrow") {
    rethrow(5);
  } else if (which == "thread-exception") {
    std::thread([] { rethrow(6); }).join();
  } else if (which == "exited") {
    return static_cast<int>(average({3, 4}, argc - 2));  // argc is 2: divides by zero
  } else if (which == "inlined-exited") {
    return read_after_inlined_call(nullptr, argc);
  } else if (which == "throwing-render") {
    std::printf("%s\n", dump(Doc{1}, 2).c_str());
  } else if (which == "fork") {
    return crash_in_forked_child();
  } else if (which == "big") {
    return big_arguments(std::vector<std::string>(100, std::string(100, 'x')), 40);  // 10 KB a frame
  } else if (which == "crowded") {
    return crowded(std::vector<std::string>(15, std::string(1000, 'x')), 3);
  } else if (which == "huge") {
    return big_arguments(std::vector<std::string>(1000, std::string(1000, 'x')), 3);  // 1 MB a value
  }
  for (auto& thread : threads) thread.detach();
  std::fprintf(stderr,
               "usage: crash_cases "
               "worker-crash|worker-overflow|main-overflow|two-crashes|heap|dangling|writer-fault|exited|inlined-"
               "exited|big|crowded|huge|noexcept|rethrow|thread-exception|fork|throwing-render\n");
  return 2;
}
