#include "ledger.hpp"

void Ledger::post(const Entry& entry) {
  total_ += entry.cents;
  out_ << owner_ << ": " << entry.text << "\n";
}

void Audit::note(const Entry& entry) {
  ++notes_;
  sink_.write(entry.text);
}

int watched_changes(Watch<Entry>& watch) { return watch.changes() * 2; }
