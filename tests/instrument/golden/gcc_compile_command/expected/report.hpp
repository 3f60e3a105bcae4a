#line 1 "@INPUT@/report.hpp"
#pragma once

#include <string>

std::string summarize(const std::string& title, int failures);
