#pragma once

struct Part {
  int size = 0;
};
