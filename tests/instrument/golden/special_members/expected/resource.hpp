#pragma once

class Resource {
 public:
  Resource() = default;
  explicit Resource(int handle);
  Resource(const Resource&) = delete;
  Resource& operator=(const Resource&) = delete;
  Resource(Resource&& other) noexcept;
  ~Resource();

 private:
  int handle_ = -1;
};
