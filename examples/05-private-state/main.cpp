// SPDX-License-Identifier: MIT
// Opens three accounts, closes one, and prints the monthly statement: the closed account has no
// deposits left, and its average deposit divides by zero (SIGFPE).
#include "branch.hpp"

#include <iostream>

int main() {
  bank::Branch branch("Harbour Street", bank::Currency("EUR", 100));
  bank::Account& alice = branch.open("alice", 50000);
  alice.deposit(120000);
  alice.deposit(30000);
  bank::Account& bob = branch.open("bob", 0);
  bob.deposit(2500);
  bob.withdraw(1000);
  bank::Account& carol = branch.open("carol", 10000);
  carol.deposit(7000);
  carol.close();
  std::cout << branch.monthly_statement();
  return 0;
}
