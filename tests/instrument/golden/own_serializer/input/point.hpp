#pragma once

#include <string>

class Point {
 public:
  Point() = default;
  void move_by(int dx, int dy);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(x_, y_);
  }

 private:
  int x_ = 0;
  int y_ = 0;
};

struct Label {
  std::string text;
  int size = 0;
};

template <class Archive>
void serialize(Archive& archive, Label& label) {
  archive(label.text, label.size);
}

class Version {
 public:
  void bump();

  template <class Archive>
  void save(Archive& archive) const {
    archive(number_);
  }
  template <class Archive>
  void load(Archive& archive) {
    archive(number_);
  }

 private:
  int number_ = 1;
};

// A function of the program's own that is named like cereal's loader: not a serializer (its first
// parameter is no archive), so Settings gets one generated.
struct Settings {
  std::string name;
  int port = 0;
};

bool load(const std::string& text, Settings& out, std::string& error);

// Members named like cereal's that are the class's own (a file that saves itself to disk and
// loads from a path): no archive comes first, so Document gets a serializer generated.
class Document {
 public:
  virtual ~Document() = default;
  virtual bool save();
  bool load(const std::string& path);

 private:
  std::string path_;
  int pages_ = 0;
};
