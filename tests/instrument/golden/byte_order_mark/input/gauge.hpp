// SPDX-License-Identifier: MIT
// Saved by an editor that starts a UTF-8 file with a byte order mark (EF BB BF), as some
// Windows editors do; a copy starts with recrash's lines, so the mark must not follow them.
#pragma once

class Gauge {
 public:
  explicit Gauge(int scale);
  int read(int raw) const;
  int level(int raw) const { return read(raw) / scale_; }

 private:
  int scale_;
};
