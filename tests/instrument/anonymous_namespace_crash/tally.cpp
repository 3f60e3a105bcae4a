// SPDX-License-Identifier: MIT
// The allocator and its pages are classes of an anonymous namespace of this file: only code that
// compiles this file can name them, as a test that includes its instrumented copy does.
#include "tally.hpp"

namespace tally {
namespace {

struct Page {
  Page* next;
  int used;
  int capacity;
};

class PageAllocator {
 public:
  explicit PageAllocator(Page* root) : root_(root) {}

  int share_of(const Page* page, int total) {
    ++lookups_;
    return total / page->used;  // an empty page: division by zero
  }

 private:
  Page* root_;
  int lookups_ = 0;
};

int average(PageAllocator& allocator, const Page* page, int total) { return allocator.share_of(page, total); }

}  // namespace

int report(int total, int entries) {
  Page page{nullptr, entries, 8};
  PageAllocator allocator(&page);
  return average(allocator, &page, total);
}

}  // namespace tally
