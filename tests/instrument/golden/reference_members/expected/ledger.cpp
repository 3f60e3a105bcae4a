// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ledger.cpp"
#include "ledger.hpp"

void Ledger::post(const Entry& entry) { RECRASH_ENTRY(1, METHOD, entry) return [&](decltype(entry)& entry) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, entry);
#line 3

  total_ += entry.cents;
  out_ << owner_ << ": " << entry.text << "\n";
}(entry); RECRASH_TWIN_END
#line 3

  total_ += entry.cents;
  out_ << owner_ << ": " << entry.text << "\n";
}

void Audit::note(const Entry& entry) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(entry)) return [&](decltype(entry)& entry) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(2, ::recrash::by_reference(entry));
#line 8

  ++notes_;
  sink_.write(entry.text);
}(entry); RECRASH_TWIN_END
#line 8

  ++notes_;
  sink_.write(entry.text);
}

int watched_changes(Watch<Entry>& watch) { return watch.changes() * 2; }
