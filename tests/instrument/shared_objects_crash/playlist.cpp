// SPDX-License-Identifier: MIT
#include "playlist.hpp"

namespace music {

Playlist::~Playlist() {
  while (head_ != nullptr) {
    Track* next = head_->next;
    delete head_;
    head_ = next;
  }
}

void Playlist::add(const std::string& title, int seconds) {
  Track* track = new Track{title, seconds, nullptr};
  if (head_ == nullptr) {
    head_ = track;
  } else {
    link(tail_, track);
  }
  tail_ = track;
  ++count_;
}

void Playlist::link(Track* before, Track* first) {
  before->next = first;
  for (Track* track = first; track != nullptr && track->seconds < 0; track = track->next) track->seconds = 0;
}

void Playlist::start(Track* track) {
  length_ = track->seconds;
  elapsed_ = 0;
  playing_ = track;
}

void Playlist::play(const std::string& title) {
  if (Track* track = find(title)) start(track);
}

void Playlist::take_all(Playlist& other) {
  if (other.head_ == nullptr) return;
  const bool empty = head_ == nullptr;
  Track* first = other.head_;
  Track* last = other.tail_;
  const int moved = other.count_;
  // The bug: `other` is emptied before its tracks are linked in, and when it is this playlist
  // (a playlist merged into itself) that empties this one too, and link() gets no tail.
  other.head_ = other.tail_ = other.playing_ = nullptr;
  other.count_ = 0;
  if (empty) {
    head_ = first;
  } else {
    link(tail_, first);
  }
  tail_ = last;
  count_ += moved;
}

void Playlist::remove(Track* track) {
  Track* before = nullptr;
  Track* at = head_;
  while (at != nullptr && at != track) {
    before = at;
    at = at->next;
  }
  if (at == nullptr) return;  // not one of this playlist's tracks
  // The track playing moves on to the next one. The bug: the last track has none.
  if (playing_ == track) start(track->next);
  (before != nullptr ? before->next : head_) = track->next;
  if (tail_ == track) tail_ = before;
  --count_;
  delete track;
}

Track* Playlist::find(const std::string& title) const {
  for (Track* track = head_; track != nullptr; track = track->next) {
    if (track->title == title) return track;
  }
  return nullptr;
}

int Playlist::total_seconds() const {
  int total = 0;
  for (Track* track = head_; track != nullptr; track = track->next) total += track->seconds;
  return total;
}

}  // namespace music
