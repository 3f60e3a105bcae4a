#pragma once

#include <string>

class Connection {
 public:
  Connection(std::string host, int port);
  explicit Connection(const std::string& url);
  Connection(const Connection& other);

 private:
  std::string host_;
  int port_;
  int retries_ = 0;
};
