// SPDX-License-Identifier: MIT
// A playlist of tracks linked by raw pointers, with the two bugs of tests/instrument's
// shared-objects cases: each shows only when two values of a call are one object.
#pragma once

#include <string>

namespace music {

struct Track {
  std::string title;
  int seconds = 0;
  Track* next = nullptr;
};

class Playlist {
 public:
  Playlist() = default;
  Playlist(const Playlist&) = delete;
  Playlist& operator=(const Playlist&) = delete;
  ~Playlist();

  void add(const std::string& title, int seconds);
  /// Starts playing the track with this title, if there is one.
  void play(const std::string& title);
  /// Moves every track of `other` to the end of this playlist, leaving `other` empty.
  void take_all(Playlist& other);
  /// Takes `track` out of this playlist, if it is one of its tracks, and deletes it; the track
  /// playing moves on to the next one.
  void remove(Track* track);
  Track* find(const std::string& title) const;
  int total_seconds() const;
  int size() const { return count_; }

 private:
  static void link(Track* before, Track* first);
  void start(Track* track);

  Track* head_ = nullptr;
  Track* tail_ = nullptr;
  Track* playing_ = nullptr;
  int count_ = 0;
  int length_ = 0;   // of the track playing, in seconds
  int elapsed_ = 0;
};

}  // namespace music
