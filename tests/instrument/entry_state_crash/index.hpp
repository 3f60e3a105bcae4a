// SPDX-License-Identifier: MIT
// A container's chunk index: pairs of bytes (id, length); id 0 marks an entry with no chunk.
#pragma once

#include <tape.hpp>

#include <memory>
#include <vector>

namespace media {

struct Chunk {
  int id = 0;
  int length = 0;
};

class Index {
 public:
  /// The chunk of the next entry, or null for an entry with none.
  std::unique_ptr<Chunk> parse_entry(Tape& tape);
  /// Reads every entry left on the tape; returns the chunks' total length.
  int read_all(Tape& tape);
  std::size_t size() const { return chunks_.size(); }

 private:
  std::vector<std::unique_ptr<Chunk>> chunks_;
  int total_ = 0;
};

/// The total length of the chunks a tape's index lists.
int indexed_length(Tape& tape);

}  // namespace media
