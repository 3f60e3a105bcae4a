// SPDX-License-Identifier: MIT
// A private header of the library (its include directory is not the public one): generated
// tests of the functions it declares must still find it.
#pragma once

namespace tab {

/// `cents` split among `guests`, rounded up to the next cent. Nothing checks that guests > 0.
int share_of(int cents, int guests);

}  // namespace tab
