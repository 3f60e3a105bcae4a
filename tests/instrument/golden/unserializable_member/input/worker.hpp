#pragma once

#include <atomic>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct Job {
  std::string name;
  int priority = 0;
};

class Worker {
 public:
  Worker() = default;
  void run(const Job& job);

 private:
  std::mutex lock_;
  std::thread thread_;
  std::atomic<int> done_{0};
  std::function<void(const Job&)> on_done_;
  void (*logger_)(const char*) = nullptr;
  void* context_ = nullptr;
  std::FILE* log_file_ = nullptr;
  unsigned flags_ : 3;
  Job* current_ = nullptr;
  const char* label_ = "worker";
  std::string last_error_;
  std::vector<Job*> waiting_;
  std::map<int, std::vector<const Job*>> by_priority_;
};

class Borrower {
 public:
  explicit Borrower(Worker& worker) : worker_(worker) {}
  void lend(const Job& job);

 private:
  Worker& worker_;
  int lent_ = 0;
};
