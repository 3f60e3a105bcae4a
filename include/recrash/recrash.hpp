// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Everything a program with hand-written hooks includes.

#include <recrash/config.hpp>
#include <recrash/dump.hpp>
#include <recrash/frame.hpp>
#include <recrash/serialization.hpp>
