// SPDX-License-Identifier: MIT
#include <index.hpp>

#include <utility>

namespace media {

Tape::Tape(std::vector<unsigned char> bytes) : bytes_(std::move(bytes)) {}

bool Tape::at_end() const { return position_ >= bytes_.size(); }

unsigned char Tape::read() { return at_end() ? 0 : bytes_[position_++]; }

std::unique_ptr<Chunk> Index::parse_entry(Tape& tape) {
  const int id = tape.read();
  const int length = tape.read();
  if (id == 0) return nullptr;
  return std::make_unique<Chunk>(Chunk{id, length});
}

int Index::read_all(Tape& tape) {
  while (!tape.at_end()) {
    std::unique_ptr<Chunk> chunk = parse_entry(tape);
    total_ += chunk->length;  // the bug: an entry with no chunk
    chunks_.push_back(std::move(chunk));
  }
  return total_;
}

int indexed_length(Tape& tape) {
  Index index;
  return index.read_all(tape);
}

}  // namespace media
