// SPDX-License-Identifier: MIT
// A Dump written back as a file's bytes, with the archive the crash path writes with.
#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <string>

namespace recrash::format {

std::string dump_file_bytes(Dump dump) {
  dump.version = kVersion;  // what the records write depends on it
  // The archive writes into a fixed buffer and says when it overflowed: try again with twice the room.
  std::string body(std::size_t{64} << 10, '\0');
  for (;;) {
    ByteBuffer buffer{body.data(), body.size(), 0, false};
    OutputArchive archive(buffer);
    archive(dump);
    if (!buffer.overflowed) {
      body.resize(buffer.size);
      break;
    }
    body.assign(body.size() * 2, '\0');
  }
  const std::uint32_t version = kVersion;
  return std::string(kMagic, sizeof(kMagic)) + std::string(reinterpret_cast<const char*>(&version), sizeof(version)) +
         body;
}

}  // namespace recrash::format
