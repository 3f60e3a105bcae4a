// Instrumented by recrash-instrument from point.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "point.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/point.hpp"
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

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 52
};
// Added by recrash-instrument: Settings's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Settings::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name);
  ::recrash::generated::field(recrash_archive, port);
}
#line 53

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

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Document() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Document(RecrashTag&) noexcept : path_() {}
  template <class RecrashArchive>
  Document(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Document(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 67
};
// Added by recrash-instrument: Document's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Document::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, path_);
  ::recrash::generated::field(recrash_archive, pages_);
}
#line 68
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 2 serializers, 0 registrations
