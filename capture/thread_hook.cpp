// SPDX-License-Identifier: MIT
// Interposes pthread_create (a definition in the executable wins over libc's, for std::thread
// too) so that every thread the program starts gets an alternate signal stack, without which a
// stack overflow on it would kill the process silently, and a place in the thread registry, so a
// crash anywhere dumps its shadow stack. Runs at thread start and exit, not in the crash path.
#include "thread_hook.hpp"

#include "crash/thread_registry.hpp"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>

#include <cerrno>
#include <cstdlib>
#include <new>

namespace recrash::capture {
namespace {

using PthreadCreate = int (*)(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*);
PthreadCreate g_real_pthread_create = nullptr;

struct ThreadStart {
  void* (*routine)(void*);
  void* argument;
};

/// For the life of one thread: its alternate signal stack and its registration.
class ThreadScope {
 public:
  ThreadScope() noexcept {
    stack_t current{};
    if (sigaltstack(nullptr, &current) == 0 && (current.ss_flags & SS_DISABLE) != 0) {
      void* memory = mmap(nullptr, kAlternateStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (memory != MAP_FAILED) {
        stack_t stack{};
        stack.ss_sp = memory;
        stack.ss_size = kAlternateStackBytes;
        if (sigaltstack(&stack, nullptr) == 0) {
          alternate_stack_ = memory;
        } else {
          munmap(memory, kAlternateStackBytes);
        }
      }
    }
    register_current_thread();
  }
  ~ThreadScope() {
    unregister_current_thread();
    if (alternate_stack_ != nullptr) {
      stack_t off{};
      off.ss_flags = SS_DISABLE;
      sigaltstack(&off, nullptr);
      munmap(alternate_stack_, kAlternateStackBytes);
    }
  }
  ThreadScope(const ThreadScope&) = delete;
  ThreadScope& operator=(const ThreadScope&) = delete;

 private:
  void* alternate_stack_ = nullptr;
};

void* run_thread(void* raw) {
  const ThreadStart start = *static_cast<ThreadStart*>(raw);
  delete static_cast<ThreadStart*>(raw);
  ThreadScope scope;  // also undone when the thread ends by pthread_exit or cancellation
  return start.routine(start.argument);
}

}  // namespace

}  // namespace recrash::capture

// A sanitizer's runtime (clang's, up to LLVM 16) intercepts pthread_create under this name, and
// its `pthread_create` is a weak alias that ours replaces; the next one after ours must then be
// the sanitizer's, which registers the thread with it, not libc's.
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): the sanitizers' name
extern "C" int __interceptor_pthread_create(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*)
    __attribute__((weak));

namespace recrash::capture {

void resolve_real_pthread_create() noexcept {
  if (g_real_pthread_create != nullptr) return;
  if (&__interceptor_pthread_create != nullptr) {
    g_real_pthread_create = &__interceptor_pthread_create;
  } else {
    g_real_pthread_create = reinterpret_cast<PthreadCreate>(dlsym(RTLD_NEXT, "pthread_create"));
  }
}

void enter_main_thread() noexcept {
  // Never destroyed: the main thread keeps its alternate stack through exit handlers too.
  alignas(ThreadScope) static unsigned char storage[sizeof(ThreadScope)];
  static ThreadScope* main_scope = new (storage) ThreadScope;
  (void)main_scope;
}

}  // namespace recrash::capture

extern "C" int pthread_create(pthread_t* thread, const pthread_attr_t* attributes, void* (*routine)(void*),
                              void* argument) noexcept {
  using namespace recrash::capture;
  resolve_real_pthread_create();
  if (g_real_pthread_create == nullptr) return EAGAIN;
  auto* start = new (std::nothrow) ThreadStart{routine, argument};
  if (start == nullptr) return g_real_pthread_create(thread, attributes, routine, argument);
  const int result = g_real_pthread_create(thread, attributes, &run_thread, start);
  if (result != 0) delete start;
  return result;
}
