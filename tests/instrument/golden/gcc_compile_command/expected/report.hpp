#line 1 "@INPUT@/report.hpp"
#pragma once

#include <string>

std::string summarize(const std::string& title, int failures);
// recrash-instrument copy @GENERATION@: 0 hooks, 0 serializers, 0 registrations
