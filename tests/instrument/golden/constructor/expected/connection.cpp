// Instrumented by recrash-instrument from connection.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "connection.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/connection.cpp"
#include "connection.hpp"

#include <stdexcept>
#include <utility>

Connection::Connection(std::string host, int port)
    : host_(std::move(host)),
      port_(port) { RECRASH_ENTRY(1, CONSTRUCTOR, host, ::recrash::by_reference(port)) { [&](decltype(host)& host, decltype(port) port) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, host, ::recrash::by_reference(port));
#line 8

  if (port_ <= 0) throw std::invalid_argument("bad port");
}(host, port); return; } RECRASH_TWIN_END
#line 8

  if (port_ <= 0) throw std::invalid_argument("bad port");
}

Connection::Connection(const std::string& url) : Connection(url.substr(0, url.find(':')), 80) { RECRASH_ENTRY(2, CONSTRUCTOR, ::recrash::by_reference(url)) { [&](decltype(url)& url) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(2, ::recrash::by_reference(url));
#line 12

  retries_ = 3;
}(url); return; } RECRASH_TWIN_END
#line 12

  retries_ = 3;
}

Connection::Connection(const Connection& other) : host_(other.host_), port_(other.port_) { RECRASH_ENTRY(3, CONSTRUCTOR, ::recrash::by_reference(other)) { [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(3, ::recrash::by_reference(other));
#line 16

  retries_ = other.retries_ + 1;
}(other); return; } RECRASH_TWIN_END
#line 16

  retries_ = other.retries_ + 1;
}
