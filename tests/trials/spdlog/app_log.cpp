// SPDX-License-Identifier: MIT
#include "app_log.hpp"

#include <spdlog/spdlog.h>

void log_event(const char* what, int id) { spdlog::info("session {}: {}", id, what); }

void shutdown_logging() { spdlog::shutdown(); }
