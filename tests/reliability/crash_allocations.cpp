// SPDX-License-Identifier: MIT
// Proves the crash path makes no heap allocation: malloc and friends are interposed in this
// executable and count calls once the fault is near. The program's own SIGSEGV handler, which
// recrash chains to after writing its dump, reports the count.
#include <recrash/recrash.hpp>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);
void* __libc_memalign(std::size_t, std::size_t);
}

namespace {
std::atomic<bool> g_armed{false};
std::atomic<int> g_allocations{0};

void count() {
  if (g_armed.load()) g_allocations.fetch_add(1);
}
}  // namespace

extern "C" void* malloc(std::size_t size) {
  count();
  return __libc_malloc(size);
}
extern "C" void* calloc(std::size_t n, std::size_t size) {
  count();
  return __libc_calloc(n, size);
}
extern "C" void* realloc(void* p, std::size_t size) {
  count();
  return __libc_realloc(p, size);
}
extern "C" void* memalign(std::size_t alignment, std::size_t size) {
  count();
  return __libc_memalign(alignment, size);
}
extern "C" void* aligned_alloc(std::size_t alignment, std::size_t size) {
  count();
  return __libc_memalign(alignment, size);
}
extern "C" int posix_memalign(void** out, std::size_t alignment, std::size_t size) {
  count();
  *out = __libc_memalign(alignment, size);
  return *out != nullptr ? 0 : 12;
}

namespace {

void report(int) {
  char text[] = "allocations after the fault: 000\n";
  const int n = g_allocations.load();
  text[29] = static_cast<char>('0' + n / 100 % 10);
  text[30] = static_cast<char>('0' + n / 10 % 10);
  text[31] = static_cast<char>('0' + n % 10);
  [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text, sizeof(text) - 1);
}

}  // namespace

namespace shapes {

// Saved as their dynamic type, through cereal's polymorphic bindings; a type name longer than a
// std::string holds without allocating.
class Shape {
 public:
  virtual ~Shape() = default;
  virtual int corners() const = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(id);
  }
  int id = 1;
};

class RegularPolygonWithManyCorners : public Shape {
 public:
  int corners() const override { return count; }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(static_cast<Shape&>(*this), count);
  }
  int count = 12;
};

}  // namespace shapes

RECRASH_POLYMORPHIC_TYPE(::shapes::RegularPolygonWithManyCorners, ::shapes::Shape)

namespace {

struct Record {
  std::vector<std::string> names;
  std::map<int, std::string> table;
  std::shared_ptr<shapes::Shape> shared_shape;  // and a second owner of it: saved once
  std::shared_ptr<shapes::Shape> same_shape;
  std::unique_ptr<shapes::Shape> own_shape;
  std::shared_ptr<int> count;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(names, table, shared_shape, same_shape, own_shape, count);
  }
};

int crash(const Record& record, const std::string& label, const std::vector<double>& numbers, const int* missing) {
  RECRASH_FUNCTION(record, label, numbers, missing);  // numbers: rendered through an ostream
  g_armed = true;
  return *missing;
}

}  // namespace

int main() {
  // The interposed malloc must see allocations, or a count of zero proves nothing.
  g_armed = true;
  std::string* probe = new std::string(64, 'p');
  g_armed = false;
  delete probe;
  if (g_allocations.exchange(0) == 0) {
    [[maybe_unused]] ssize_t written = write(STDERR_FILENO, "malloc is not interposed\n", 25);
    return 3;
  }

  struct sigaction own {};
  own.sa_handler = &report;
  sigaction(SIGSEGV, &own, nullptr);
  recrash::configure({});  // takes SIGSEGV back; chains to `report` after the dump

  Record record{{"alpha", std::string(300, 'b')},
                {{1, "one"}, {2, "two"}},
                std::make_shared<shapes::RegularPolygonWithManyCorners>(),
                nullptr,
                std::make_unique<shapes::RegularPolygonWithManyCorners>(),
                std::make_shared<int>(5)};
  record.same_shape = record.shared_shape;
  return crash(record, std::string(100, 'x'), {1.5, 2.25, 1e300}, nullptr);
}
