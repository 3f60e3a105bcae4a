#pragma once

#include <ostream>
#include <string>

class Sink {
 public:
  virtual ~Sink() = default;
  virtual void write(const std::string& line) = 0;
};

struct Entry {
  std::string text;
  int cents = 0;
};

class Ledger {
 public:
  Ledger(const std::string& owner, int& total, std::ostream& out, Entry*& last)
      : owner_(owner), total_(total), out_(out), last_(last) {}
  void post(const Entry& entry);

 private:
  const std::string& owner_;
  int& total_;
  std::ostream& out_;
  Entry*& last_;
};

class Audit {
 public:
  explicit Audit(Sink& sink) : sink_(sink) {}
  void note(const Entry& entry);

 private:
  Sink& sink_;
  int notes_ = 0;
};

template <class T>
class Watch {
 public:
  explicit Watch(T& watched) : watched_(watched) {}
  int changes() const { return changes_ + 1; }

 private:
  T& watched_;
  int changes_ = 0;
};
