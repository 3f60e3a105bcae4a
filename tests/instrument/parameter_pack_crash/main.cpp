// SPDX-License-Identifier: MIT
// Closes the journal before the last note, as spdlog issue 1078's program shuts logging down
// before a destructor logs.
#include "journal.hpp"

int main() {
  journal::note_session("opened", 7);
  journal::close_all();
  journal::note_session("closed", 7);  // SIGSEGV in Journal::enabled, through a null Journal*
  return 0;
}
