// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio. Assembles the dump in the
// workspace's fixed buffer with the schema's field order, then writes it under a fresh name.
#include "crash/crash_report.hpp"

#include "crash/dump_file.hpp"
#include "crash/exited_frame.hpp"
#include "crash/fault_guard.hpp"
#include "crash/signature.hpp"
#include "crash/text.hpp"
#include "crash/thread_registry.hpp"
#include "crash/value_writer.hpp"
#include "crash/watch_list_update.hpp"
#include "runtime.hpp"

#include <recrash/detail/shadow_stack.hpp>

#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef RECRASH_VERSION_STRING
#define RECRASH_VERSION_STRING "unknown"
#endif

namespace recrash::capture {
namespace {

using FunctionText = format::BasicFunction<Text>;

FunctionText describe(const detail::FunctionDescriptor& fn) noexcept {
  FunctionText out;
  out.qualified_name = fn.qualified_name != nullptr ? Text(fn.qualified_name) : qualified_name_of(fn.signature);
  out.signature = Text(fn.signature);
  out.parameters = Text(fn.parameters);
  out.file = Text(fn.file);
  out.line = fn.line;
  out.header = Text(fn.header);
  out.build_manifest = Text(fn.build_manifest);
  out.kind = fn.kind;
  return out;
}

/// The functions' signatures, written as a sequence of strings.
struct Signatures {
  const detail::FunctionDescriptor* const* functions = nullptr;
  std::uint32_t count = 0;
};

void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const Signatures& list) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(list.count)));
  for (std::uint32_t i = 0; i < list.count; ++i) ar(Text(list.functions[i]->signature));
}

bool has_receiver(format::FunctionKind kind) noexcept {
  return kind == format::FunctionKind::Member || kind == format::FunctionKind::ConstMember;
}

/// The frame written just before, and its number among the thread's frames.
struct WrittenFrame {
  const detail::FrameRecord* record = nullptr;
  std::uint32_t number = 0;
};

void write_frame(OutputArchive& ar, const detail::ShadowStack& stack, const detail::FrameRecord& record, bool exited,
                 FrameTables& tables, WrittenFrame previous, WrittenBefore& before, std::uint32_t number) {
  const format::FrameState state = record.left_by_exception ? format::FrameState::LeftByException
                                   : exited                 ? format::FrameState::ExitedBeforeCrash
                                                            : format::FrameState::InFlight;
  ar(record.id, record.depth, has_receiver(record.function->kind), state, describe(*record.function));
  if (previous.record != nullptr && repeats_values(record, *previous.record)) {
    // A recursion's frames hold the same objects: saved once, for the innermost.
    write_repeated_values(ar, record, previous.number);
  } else if (!record.frozen) {
    write_values(ar, record, tables, &before, number);
  } else if (record.frozen_size == 0) {
    ar(cereal::make_size_tag(static_cast<cereal::size_type>(0)));
  } else {
    ar.buffer().append(stack.arena + record.frozen_offset, record.frozen_size);
  }
}

/// Writes the thread's frames, top first, as many as fit, after `exited` (the crashing call,
/// when its hook had exited before it crashed). Returns false if some were cut.
bool write_thread(OutputArchive& ar, FrameTables& tables, WrittenBefore& before, const detail::ShadowStack& stack,
                  std::uint64_t thread_id, bool crashed, const detail::FrameRecord* exited = nullptr) {
  ByteBuffer& buffer = ar.buffer();
  std::uint32_t kept = 0;
  for (std::uint32_t d = 0; d < stack.depth; ++d) kept += detail::record_at(stack, d) != nullptr ? 1 : 0;
  ar(thread_id, crashed, stack.depth - kept);
  const std::size_t count_at = buffer.size;
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(0)));
  cereal::size_type written = 0;
  bool complete = true;
  WrittenFrame previous;
  before.receiver.valid = false;  // frames repeat their own thread's
  before.texts.clear();
  before.objects.clear();
  const auto write = [&](const detail::FrameRecord& record) {
    const ByteBuffer::Mark frame_at = buffer.mark();
    write_frame(ar, stack, record, &record == exited, tables, previous, before, static_cast<std::uint32_t>(written));
    if (buffer.overflowed) {
      buffer.rewind(frame_at);
      before.objects.discard();
      complete = false;
      return false;
    }
    before.objects.commit();
    previous = {&record, static_cast<std::uint32_t>(written)};
    ++written;
    return true;
  };
  if (exited == nullptr || write(*exited)) {
    for (std::uint32_t d = stack.depth; d-- > 0;) {
      const detail::FrameRecord* record = detail::record_at(stack, d);
      if (record != nullptr && !write(*record)) break;
    }
  }
  buffer.patch(count_at, &written, sizeof(written));
  return complete;
}

/// Writes the other registered threads after the crashing one; returns how many. Each is read
/// under a fault guard: a thread that would not pause may be caught mid-update.
cereal::size_type write_other_threads(OutputArchive& ar, FrameTables& tables, WrittenBefore& before,
                                      const detail::ShadowStack& self, bool& complete) {
  ByteBuffer& buffer = ar.buffer();
  cereal::size_type written = 0;
  for (std::size_t i = 0; i < kMaxThreads && complete; ++i) {
    ThreadEntry& entry = thread_entries()[i];
    const detail::ShadowStack* stack = entry.stack.load();
    const long thread_id = entry.thread_id.load();
    if (stack == nullptr || stack == &self || thread_id == 0) continue;
    const ByteBuffer::Mark thread_at = buffer.mark();
    bool thread_complete = true;
    auto body = [&] {
      thread_complete = write_thread(ar, tables, before, *stack, static_cast<std::uint64_t>(thread_id), false);
    };
    const bool read = run_guarded(body);
    if (!read || buffer.overflowed) {
      complete = !buffer.overflowed;  // a thread caught mid-update is skipped; a full buffer ends it
      buffer.rewind(thread_at);
      continue;
    }
    complete = thread_complete;
    ++written;
  }
  return written;
}

}  // namespace

ReportWorkspace& crash_workspace() noexcept {
  static ReportWorkspace workspace;
  return workspace;
}

bool write_crash_report(const CrashInfo& info, ReportWorkspace& workspace, char* path,
                        std::size_t path_capacity) noexcept {
  RuntimeState& state = runtime();
  ByteBuffer& buffer = workspace.buffer;
  if (buffer.data == nullptr) {
    report_failure("no memory was reserved for the dump");
    return false;
  }
  buffer.clear();

  std::uint32_t pc_count = 0;
  if (info.backtrace != nullptr) {
    for (; pc_count < info.backtrace_size && pc_count < kMaxBacktrace; ++pc_count) {
      workspace.pcs[pc_count] = info.backtrace[pc_count];
    }
  } else {
    pc_count = capture_backtrace(info.ucontext, workspace.pcs, kMaxBacktrace);
  }
  ResolvedBacktrace& resolved = workspace.resolved;
  resolve_backtrace(workspace.pcs, pc_count, resolved);
  format::BasicModule<Text> modules[kMaxModules];
  for (std::uint32_t i = 0; i < resolved.module_count; ++i) {
    modules[i] = {Text(resolved.modules[i].path), resolved.modules[i].bias, Text(resolved.modules[i].build_id)};
  }

  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  format::BasicFailure<Text> failure;
  failure.kind = info.kind;
  failure.signal = info.signal;
  failure.code = info.code;
  failure.address = info.address;
  failure.exception_type = Text(info.exception_type);
  failure.message = Text(info.message);

  // Second chance: the hooked functions on the stack are watched from the next run on.
  const bool second_chance = state.mode == Mode::SecondChance && info.kind != format::FailureKind::Requested;
  const std::uint32_t watch_count =
      second_chance ? unwatched_functions_on(workspace.pcs, pc_count, workspace.watch, kMaxBacktrace) : 0;
  format::BasicSecondChance<Signatures> second_chance_record{second_chance, {workspace.watch, watch_count}};

  OutputArchive ar(buffer);
  ar.saveBinary(format::kMagic, sizeof(format::kMagic));
  ar(format::kVersion);
  // Wire order of format::BasicDump.
  ar(Text(state.program), Text(state.program_version), Text(RECRASH_VERSION_STRING),
     static_cast<std::int64_t>(now.tv_sec), static_cast<std::int32_t>(getpid()), failure,
     Span<format::BasicModule<Text>>{modules, resolved.module_count},
     Span<format::Address>{resolved.addresses, resolved.address_count});
  const std::size_t truncated_at = buffer.size;
  ar(false, second_chance_record);
  const ByteBuffer::Mark threads_mark = buffer.mark();
  const std::size_t threads_at = buffer.size;
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(1)));
  if (buffer.overflowed) {
    report_failure("the dump size cap is smaller than the dump's header");
    return false;
  }
  const long self = syscall(SYS_gettid);
  // A signal may come from a call whose hook the optimizer let exit first.
  CrashSite site;
  const detail::FrameRecord* exited = nullptr;
  if (info.kind == format::FailureKind::Signal && pc_count != 0 &&
      interrupted_frame_extent(info.ucontext, site.frame_low, site.frame_high)) {
    site.pc = workspace.pcs[0];
    if (find_exited_frame(detail::tls_shadow_stack, site, workspace.exited)) exited = &workspace.exited.record;
  }
  bool complete = write_thread(ar, workspace.tables, workspace.before, detail::tls_shadow_stack,
                               static_cast<std::uint64_t>(self), true, exited);
  if (info.all_threads && complete) {
    pause_other_threads(self);
    const cereal::size_type threads =
        1 + write_other_threads(ar, workspace.tables, workspace.before, detail::tls_shadow_stack, complete);
    buffer.patch(threads_at, &threads, sizeof(threads));
  }
  if (buffer.overflowed) {
    // Not even the crashing thread's header fit: keep a well-formed dump without threads.
    buffer.rewind(threads_mark);
    ar(cereal::make_size_tag(static_cast<cereal::size_type>(0)));
    complete = false;
  }
  const bool truncated = !complete;
  buffer.patch(truncated_at, &truncated, sizeof(truncated));

  const bool written =
      write_dump_file(state, buffer.data, buffer.size, static_cast<std::int64_t>(now.tv_sec), path, path_capacity);
  if (watch_count != 0) add_to_watch_list(state, workspace.watch, watch_count);
  return written;
}

}  // namespace recrash::capture
