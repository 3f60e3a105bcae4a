// SPDX-License-Identifier: MIT
#include <recrash/replay.hpp>

#include <mutex>

namespace recrash::replay {

void Dump::keep_forever(const void* object) {
  static std::mutex lock;
  // Never deleted: the objects stay reachable from here, for a leak checker.
  static auto* kept = new std::vector<const void*>();
  const std::lock_guard<std::mutex> hold(lock);
  kept->push_back(object);
}

const format::Value& Dump::value_of(std::size_t frame, std::size_t value) const {
  const auto& frames = format::crashing_frames(*dump_);
  if (frame >= frames.size() || value >= frames[frame].values.size()) {
    throw format::DumpError("the dump has no value " + std::to_string(value) + " in frame " +
                            std::to_string(frame) + "; was the test generated from another dump?");
  }
  const format::Value& v = frames[frame].values[value];
  if (v.kind != format::ValueKind::Object && v.kind != format::ValueKind::Pointer) {
    throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) +
                            " holds no object to load");
  }
  return v;
}

}  // namespace recrash::replay
