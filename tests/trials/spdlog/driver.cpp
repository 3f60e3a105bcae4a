// SPDX-License-Identifier: MIT
// A session object logs when it closes. The program shuts logging down before the session goes
// out of scope, so the session's destructor logs after spdlog::shutdown(): the registry has
// released the default logger, spdlog::info() calls through its raw pointer, now null, and
// spdlog::logger::should_log reads the level of a logger that is gone (spdlog issue 1078).
#include "app_log.hpp"

namespace {

class Session {
 public:
  explicit Session(int id) : id_(id) { log_event("opened", id_); }
  ~Session() { log_event("closed", id_); }

 private:
  int id_;
};

}  // namespace

int main() {
  Session session(7);
  log_event("serving", 7);
  shutdown_logging();  // too early: `session` still has to log its closing
  return 0;
}
