// SPDX-License-Identifier: MIT
// Shares a total among the entries of a page of a ledger.
#pragma once

namespace tally {

/// The share of `total` each of `entries` entries gets.
int report(int total, int entries);

}  // namespace tally
