// Instrumented by recrash-instrument from connection.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "connection.hpp"
#include <recrash/frame.hpp>
#include "connection.hpp"

#include <stdexcept>
#include <utility>

Connection::Connection(std::string host, int port)
    : host_(std::move(host)),
      port_(port) {
  RECRASH_CONSTRUCTOR(host, ::recrash::by_reference(port));
  if (port_ <= 0) throw std::invalid_argument("bad port");
}

Connection::Connection(const std::string& url) : Connection(url.substr(0, url.find(':')), 80) {
  RECRASH_CONSTRUCTOR(::recrash::by_reference(url));
  retries_ = 3;
}

Connection::Connection(const Connection& other) : host_(other.host_), port_(other.port_) {
  RECRASH_CONSTRUCTOR(::recrash::by_reference(other));
  retries_ = other.retries_ + 1;
}
