#pragma once

#include <memory>

// A class with a pointer to its implementation, complete only in its own source, and a handler
// that refers to one (yaml-cpp's EmitFromEvents and Emitter): the handler's source registers the
// handler; loading one makes a printer with the loader and destructor printer.cpp defines.
class Printer {
 public:
  Printer();
  ~Printer();
  void print(int value);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

class Handler {
 public:
  virtual ~Handler();
  virtual void on_value(int value) = 0;
};

class PrintingHandler : public Handler {
 public:
  explicit PrintingHandler(Printer& printer) : printer_(printer) {}
  void on_value(int value) override;

 private:
  Printer& printer_;
  int values_ = 0;
};
