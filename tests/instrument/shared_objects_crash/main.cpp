// SPDX-License-Identifier: MIT
// `shared_objects_crash splice` merges a playlist into itself (SIGSEGV in Playlist::link);
// `shared_objects_crash remove` removes the track playing, the last one (SIGSEGV in
// Playlist::start). Either way the call that went wrong had two values that were one object.
#include <playlist.hpp>

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  music::Playlist rock;
  rock.add("Intro", 61);
  rock.add("Anthem", 245);
  rock.add("Outro", 98);
  music::Playlist jazz;
  jazz.add("Blue", 301);
  rock.take_all(jazz);
  std::printf("rock: %d tracks, %d s; jazz: %d tracks\n", rock.size(), rock.total_seconds(), jazz.size());
  if (mode == "splice") rock.take_all(rock);
  if (mode == "remove") {
    rock.play("Blue");
    rock.remove(rock.find("Blue"));
  }
  std::printf("rock: %d tracks\n", rock.size());
  return 0;
}
