// A class of move-only elements whose std::unique_ptr<Part> this unit never instantiates: it is
// only named, as the vector's argument. Its copy still would not compile.
#pragma once

#include <memory>
#include <vector>

namespace store {

struct Part {
  int size = 0;
};

class Crate {
 public:
  int share(int among);

 private:
  std::vector<std::unique_ptr<Part>> parts_;
  int count_ = 0;
};

}  // namespace store
