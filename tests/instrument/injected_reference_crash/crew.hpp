// SPDX-License-Identifier: MIT
// A crew of workers that hand out jobs against a budget: a worker refers to the crew that owns
// it, and the crew to a budget it was given as an interface (dependency injection).
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace crew {

class Budget {
 public:
  virtual ~Budget() = default;
  /// How many more jobs may start.
  virtual int left() const = 0;
  virtual void spend(int jobs) = 0;
};

class Quota : public Budget {
 public:
  explicit Quota(int limit) : limit_(limit) {}
  int left() const override;
  void spend(int jobs) override;

 private:
  int limit_;
  int spent_ = 0;
};

class Crew;

class Worker {
 public:
  Worker(Crew& owner, std::string name) : owner_(owner), name_(std::move(name)) {}
  /// Starts this worker's share of `jobs`, returns how many it started.
  int run(int jobs);

 private:
  Crew& owner_;
  std::string name_;
  int started_ = 0;
  int pace_ = 0;
};

class Crew {
 public:
  explicit Crew(Budget& budget) : budget_(budget) {}
  void hire(const std::string& name);
  /// Shares `jobs` among the workers; returns how many started.
  int dispatch(int jobs);
  Budget& budget() { return budget_; }
  int size() const { return static_cast<int>(workers_.size()); }

 private:
  Budget& budget_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::mutex hiring_;
};

}  // namespace crew
