// SPDX-License-Identifier: MIT
#include <recrash/replay.hpp>

#include <cstring>
#include <mutex>

namespace recrash::replay {

Dump::Dump(const std::string& path)
    : dump_(std::make_shared<format::Dump>(format::read_dump(path))), objects_(std::make_shared<LoadedObjects>()) {
  for (std::size_t f = 0; f < format::crashing_frames(*dump_).size(); ++f) {
    objects_->of_frame.push_back(std::make_unique<SavedObjectsOf<kFrameObjects>>());
  }
}

const format::Value* Dump::whole_receiver(std::size_t frame, std::size_t value) const {
  const std::vector<format::Value>& values = format::crashing_frames(*dump_)[frame].values;
  if (values[value].strategy != format::Strategy::UsedFields) return nullptr;
  for (std::size_t v = value + 1; v < values.size(); ++v) {
    if (values[v].same_object == values[value].first_object && !values[v].payload.empty()) return &values[v];
  }
  return nullptr;
}

std::pair<std::size_t, std::uint32_t> Dump::saved_before(const format::Value& recorded, std::size_t frame) {
  if (recorded.kind != format::ValueKind::EarlierObject) return {frame, recorded.same_object};
  const format::EarlierObject earlier = format::earlier_object(recorded);
  return {earlier.frame, earlier.object};
}

std::string Dump::not_loaded_before(std::size_t frame, std::size_t value, bool found) const {
  const auto& frames = format::crashing_frames(*dump_);
  const auto [saving_frame, number] = saved_before(frames[frame].values[value], frame);
  const std::string which = "value " + std::to_string(value) + " of frame " + std::to_string(frame);
  const std::string saving = "value " + std::to_string(format::value_saving(frames[saving_frame], number)) +
                             (saving_frame == frame ? "" : " of frame " + std::to_string(saving_frame));
  if (found) return which + " is an object " + saving + " loaded, of another type than the one asked for";
  return which + " is an object that " + saving + " saves: load " + saving + " first";
}

void Dump::keep_forever(const void* object) {
  static std::mutex lock;
  // Never deleted: the objects stay reachable from here, for a leak checker.
  static auto* kept = new std::vector<const void*>();
  const std::lock_guard<std::mutex> hold(lock);
  kept->push_back(object);
}

std::string_view Dump::text(std::size_t frame, std::size_t value) const {
  if (!format::is_text(recorded_value(frame, value).kind)) {
    throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) + " holds no text");
  }
  const std::string text = format::text_of(format::crashing_frames(*dump_), frame, value);
  // Never freed: reachable from here, for a leak checker, as the objects loaded are.
  auto* characters = new char[text.size() + 1];
  std::memcpy(characters, text.data(), text.size() + 1);
  keep_forever(characters);
  return {characters, text.size()};
}

char* Dump::c_string(std::size_t frame, std::size_t value) const {
  return const_cast<char*>(text(frame, value).data());  // the array text() made, which is ours
}

const format::Value& Dump::recorded_value(std::size_t frame, std::size_t value) const {
  const auto& frames = format::crashing_frames(*dump_);
  if (frame >= frames.size() || value >= frames[frame].values.size()) {
    throw format::DumpError("the dump has no value " + std::to_string(value) + " in frame " + std::to_string(frame) +
                            "; was the test generated from another dump?");
  }
  return frames[frame].values[value];
}

const format::Value& Dump::value_of(std::size_t frame, std::size_t value) const {
  const format::Value& v = recorded_value(frame, value);
  if (v.kind != format::ValueKind::Object && v.kind != format::ValueKind::Pointer &&
      v.kind != format::ValueKind::EarlierObject) {
    throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) +
                            " holds no object to load");
  }
  return v;
}

}  // namespace recrash::replay
