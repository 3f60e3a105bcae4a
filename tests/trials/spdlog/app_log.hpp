// SPDX-License-Identifier: MIT
// The program's logging, written with spdlog's default logger.
#pragma once

// Logs `what` about session `id` at level info.
void log_event(const char* what, int id);

// Flushes and releases every logger (spdlog::shutdown()), as a program does before it exits.
void shutdown_logging();
