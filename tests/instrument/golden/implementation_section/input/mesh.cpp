// SPDX-License-Identifier: MIT
#define MESH_IMPLEMENTATION
#include "mesh.hpp"
