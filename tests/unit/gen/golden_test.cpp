// SPDX-License-Identifier: MIT
// Golden tests of the generator: a dump in, the expected test source and CMakeLists.txt out.
// Set RECRASH_UPDATE_GOLDEN=1 to rewrite the expected files after a deliberate change.
#include "project_writer.hpp"
#include "test_writer.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>

namespace {

using namespace recrash::format;

std::string raw(const void* data, std::size_t size) { return std::string(static_cast<const char*>(data), size); }
template <class T>
std::string scalar(T value) {
  return raw(&value, sizeof(value));
}
std::string text(const std::string& s) { return scalar<std::uint64_t>(s.size()) + s; }

Value value(const char* type, ValueKind kind, std::string payload, const char* rendering,
            Strategy strategy = Strategy::Reference) {
  Value v;
  v.type = type;
  v.kind = kind;
  v.strategy = strategy;
  v.payload = std::move(payload);
  v.rendering = rendering;
  return v;
}

/// A value numbered among its frame's objects, `same` the earlier one it is (or kNoObject).
Value numbered(Value v, std::uint32_t first, std::uint32_t same) {
  v.first_object = first;
  v.same_object = same;
  return v;
}

Frame frame(const char* name, const char* signature, const char* parameters, FunctionKind kind,
            std::vector<Value> values) {
  Frame f;
  f.invocation_id = 1;
  f.function.qualified_name = name;
  f.function.signature = signature;
  f.function.parameters = parameters;
  f.function.file = "/src/shapes/shapes.cpp";
  f.function.line = 42;
  f.function.header = "shapes/shapes.hpp";
  f.function.build_manifest = "/build/recrash-manifests/shapes.cmake";
  f.function.kind = kind;
  f.has_receiver = kind == FunctionKind::Member || kind == FunctionKind::ConstMember;
  f.values = std::move(values);
  return f;
}

Dump base_dump() {
  Dump dump;
  dump.program = "shape_tool";
  dump.program_version = "4.2";
  dump.recrash_version = "0.1.0";
  dump.pid = 1234;
  dump.modules.push_back({"/usr/bin/shape_tool", 0x5555, "abcdef"});
  dump.backtrace.push_back({0, 0x1234});
  dump.backtrace.push_back({kNoModule, 0x7fff0000});
  Thread thread;
  thread.crashed = true;
  dump.threads.push_back(thread);
  return dump;
}

std::vector<Frame>& frames_of(Dump& dump) { return dump.threads[0].frames; }

void check_golden(const std::string& name, const std::string& actual) {
  const std::string path = std::string(RECRASH_GOLDEN_DIR) + "/" + name;
  if (std::getenv("RECRASH_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << "missing " << path << "; run with RECRASH_UPDATE_GOLDEN=1 to create it";
  const std::string expected((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (actual == expected) return;
  std::istringstream a(actual);
  std::istringstream e(expected);
  std::string actual_line;
  std::string expected_line;
  for (int line = 1;; ++line) {
    const bool more_actual = static_cast<bool>(std::getline(a, actual_line));
    const bool more_expected = static_cast<bool>(std::getline(e, expected_line));
    if (actual_line != expected_line || more_actual != more_expected) {
      ADD_FAILURE() << path << ":" << line << " differs\n  expected: " << (more_expected ? expected_line : "(end)")
                    << "\n  actual:   " << (more_actual ? actual_line : "(end)");
      return;
    }
  }
}

/// The dumps here name modules no machine has: where a signal comes from is given, or unknown.
recrash::gen::TestFile generate(const Dump& dump, std::map<std::string, std::string> dropped = {},
                                std::optional<std::vector<std::string>> fault_sites = std::nullopt,
                                std::set<std::string> included_last = {}) {
  return recrash::gen::write_test_file(dump, {"shape_tool-20261122-101010-1234.bin", false, std::move(dropped),
                                              std::move(fault_sites), std::move(included_last)});
}

/// A crash below a call of every kind: members, a static member, a constructor, free functions,
/// values of every kind, objects that earlier frames saved.
Dump every_kind_of_call_dump() {
  Dump dump = base_dump();
  dump.failure.kind = FailureKind::Signal;
  dump.failure.signal = 11;
  dump.failure.code = 1;
  const char* circle = "N6shapes6CircleE";
  frames_of(dump).push_back(frame("shapes::Circle::scale", "void shapes::Circle::scale(double, bool)", "factor, clamp",
                                  FunctionKind::Member,
                                  {value(circle, ValueKind::Object, "\x01\x02", "Circle{r=1}", Strategy::Copy),
                                   value("d", ValueKind::Floating, scalar(0.1), "0.1"),
                                   value("b", ValueKind::Bool, scalar<std::uint8_t>(1), "true")}));
  frames_of(dump).push_back(frame("shapes::Circle::area", "double shapes::Circle::area() const", "",
                                  FunctionKind::ConstMember, {value(circle, ValueKind::Object, "\x01", "")}));
  frames_of(dump).push_back(frame("shapes::Circle::fromText",
                                  "static shapes::Circle shapes::Circle::fromText(const char*, long)",
                                  "text, recrash::by_copy(limit)", FunctionKind::Static,
                                  {value("PKc", ValueKind::CString, text("r=\"1\"\n"), "\"r=\\\"1\\\"\\n\""),
                                   value("l", ValueKind::SignedInteger, scalar<std::int64_t>(-3), "-3")}));
  frames_of(dump).push_back(frame("shapes::Circle::Circle", "shapes::Circle::Circle(const shapes::Point*, int)",
                                  "centre, radius", FunctionKind::Constructor,
                                  {value("PKN6shapes5PointE", ValueKind::Pointer, "\x05", "(1, 2)"),
                                   value("i", ValueKind::SignedInteger, scalar<std::int64_t>(0), "0")}));
  frames_of(dump).push_back(frame("shapes::parse",
                                  "shapes::Shape shapes::parse(const std::string&, shapes::Unit, shapes::Shape*)",
                                  "input, unit, previous", FunctionKind::Free,
                                  {value("NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", ValueKind::String,
                                         text(std::string("a\0b", 3)), "\"a\\x00b\""),
                                   value("N6shapes4UnitE", ValueKind::Enum, scalar<std::int64_t>(2), "2"),
                                   value("PN6shapes5ShapeE", ValueKind::NullPointer, "", "nullptr")}));
  frames_of(dump).push_back(frame(
      "shapes::Canvas::take", "void shapes::Canvas::take(std::unique_ptr<shapes::Shape>, std::string&&, int&)",
      "shape, label, count", FunctionKind::Member,
      {numbered(value("N6shapes6CanvasE", ValueKind::Object, "", ""), 0, kNoObject),
       numbered(value("St10unique_ptrIN6shapes5ShapeESt14default_deleteIS1_EE", ValueKind::Object, "", ""), 1,
                kNoObject),
       numbered(value("NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", ValueKind::String, text("x"), "\"x\""), 2,
                kNoObject),
       numbered(value("i", ValueKind::SignedInteger, scalar<std::int64_t>(2), "2"), 2, kNoObject)}));
  frames_of(dump).push_back(frame("shapes::Canvas::operator[]",
                                  "shapes::Shape& shapes::Canvas::operator[](std::size_t)", "index",
                                  FunctionKind::Member,
                                  {value("N6shapes6CanvasE", ValueKind::Object, "", ""),
                                   value("m", ValueKind::UnsignedInteger, scalar<std::uint64_t>(7), "7")}));
  // `canvas.merge(canvas, canvas.shapes[1])`: one canvas, and a shape it holds.
  frames_of(dump).push_back(frame("shapes::Canvas::merge",
                                  "void shapes::Canvas::merge(shapes::Canvas&, shapes::Shape*)", "other, focus",
                                  FunctionKind::Member,
                                  {numbered(value("N6shapes6CanvasE", ValueKind::Object, "\x02", ""), 0, kNoObject),
                                   numbered(value("N6shapes6CanvasE", ValueKind::Object, "", ""), 3, 0),
                                   numbered(value("PN6shapes5ShapeE", ValueKind::Pointer, "", "square"), 3, 2)}));
  // A parser's whole input: loaded from the dump, not written out.
  frames_of(dump).push_back(frame("shapes::load_svg", "shapes::Shape shapes::load_svg(char*, const std::string&)",
                                  "document, name", FunctionKind::Free,
                                  {value("Pc", ValueKind::CString, text(std::string(1500, '<')), "\"<<<<\"..."),
                                   value("NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", ValueKind::String,
                                         text(std::string(1025, 'x')), "\"xxxx\"...")}));
  // Objects that earlier frames saved: the canvas of merge() and the shape its canvas holds; the
  // shape that take() was given, whose frame's canvas is loaded first.
  const auto earlier = [](std::uint32_t frame, std::uint32_t object, bool through_pointer) {
    return scalar(frame) + scalar(object) + scalar<std::uint8_t>(through_pointer ? 1 : 0);
  };
  frames_of(dump).push_back(
      frame("shapes::Canvas::repaint", "void shapes::Canvas::repaint(shapes::Shape*)", "focus", FunctionKind::Member,
            {value("N6shapes6CanvasE", ValueKind::EarlierObject, earlier(7, 0, false), ""),
             value("PN6shapes5ShapeE", ValueKind::EarlierObject, earlier(7, 2, true), "square")}));
  frames_of(dump).push_back(frame("shapes::outline", "double shapes::outline(const std::unique_ptr<shapes::Shape>&)",
                                  "shape", FunctionKind::Free,
                                  {value("St10unique_ptrIN6shapes5ShapeESt14default_deleteIS1_EE",
                                         ValueKind::EarlierObject, earlier(5, 1, false), "")}));
  // An out-parameter a parser advances: the dump holds the point at its end.
  frames_of(dump).push_back(frame("shapes::advance", "bool shapes::advance(const shapes::Point**)", "next",
                                  FunctionKind::Free,
                                  {value("PPKN6shapes5PointE", ValueKind::Pointer, "\x05", "0x1234")}));
  // A cursor into a C string that a reader advances: the dump holds the text it points to.
  frames_of(dump).push_back(frame("shapes::skip_field", "int shapes::skip_field(const char**)", "rest",
                                  FunctionKind::Free,
                                  {value("PPKc", ValueKind::CString, text("blue:0;"), "\"blue:0;\"")}));
  return dump;
}

TEST(Golden, SignalWithEveryKindOfCall) {
  recrash::gen::TestFile file = generate(every_kind_of_call_dump());
  check_golden("signal_every_call_test.cpp.expected", file.source);
  // /build/recrash-manifests/shapes.cmake is on no machine that runs this test: the project says
  // it did not include it, and still names the library for a build from source.
  check_golden("missing_manifest_CMakeLists.txt.expected",
               recrash::gen::cmake_lists(file, "replay_test.cpp", "shape_tool-20261122-101010-1234.bin"));
  // As if recrash-gen had read it and found recrash_monitor(shapes)'s.
  ASSERT_EQ(file.manifests.size(), 1u);
  file.manifests[0] = recrash::gen::check_manifest_text(
      file.manifests[0].path, "shapes",
      "# Generated by recrash_monitor(shapes); included by the projects recrash-gen writes.\n"
      "list(APPEND RECRASH_SUBJECT_TARGETS shapes)\n");
  ASSERT_TRUE(file.manifests[0].manifest) << file.manifests[0].why_not;
  check_golden("signal_every_call_CMakeLists.txt.expected",
               recrash::gen::cmake_lists(file, "replay_test.cpp", "shape_tool-20261122-101010-1234.bin"));
}

// A header that --verify found does not compile where it was (another includes it part-way) goes
// after the others, said so.
TEST(Golden, HeaderThatDidNotCompileFirstIsIncludedLast) {
  Dump dump = every_kind_of_call_dump();
  for (Frame& frame : frames_of(dump)) frame.function.header = "shapes/shapes.hpp;shapes/kinds.hpp";
  const std::string first = generate(dump).source;
  EXPECT_LT(first.find("#include \"shapes/kinds.hpp\""), first.find("#include \"shapes/shapes.hpp\""));
  const std::string moved = generate(dump, {}, std::nullopt, {"shapes/kinds.hpp"}).source;
  const std::size_t kinds = moved.find("#include \"shapes/kinds.hpp\"");
  ASSERT_NE(kinds, std::string::npos);
  EXPECT_LT(moved.find("#include \"shapes/shapes.hpp\""), kinds);
  EXPECT_LT(moved.find("// Included after the others"), kinds);
}

// With the build that instrumented shapes at hand: the public members its test-names file lists
// are called by name (scale, fromText, operator[]; not area, which it does not list), and the
// enumeration it lists is spelled by its enumerator.
TEST(Golden, CallsAndEnumeratorsByNameWhereTheInstrumenterSaysSo) {
  const std::filesystem::path build = std::filesystem::path(testing::TempDir()) / "recrash-golden-names" / "build";
  std::filesystem::remove_all(build.parent_path());
  std::filesystem::create_directories(build / "recrash-manifests");
  std::filesystem::create_directories(build / "recrash-instrumented" / "shapes");
  const std::string manifest = (build / "recrash-manifests" / "shapes.cmake").string();
  std::ofstream(manifest) << "# Generated by recrash_monitor(shapes); included by the projects recrash-gen writes.\n"
                             "list(APPEND RECRASH_SUBJECT_TARGETS shapes)\n";
  std::ofstream(build / "recrash-instrumented" / "shapes" / "shapes.cpp.names.txt")
      << "# recrash test names 3\ncall\tshapes::Circle::scale\ncall\tshapes::Circle::fromText\n"
         "call\tshapes::Canvas::operator[]\nenumerator\tshapes::Unit\t0\tMetres\nenumerator\tshapes::Unit\t2\tYards\n";
  Dump dump = every_kind_of_call_dump();
  for (Frame& frame : frames_of(dump)) frame.function.build_manifest = manifest;
  check_golden("names_every_call_test.cpp.expected", generate(dump).source);
  std::filesystem::remove_all(build.parent_path());
}

TEST(Golden, ExceptionAndFramesThatCannotBeReplayed) {
  Dump dump = base_dump();
  dump.failure.kind = FailureKind::Exception;
  dump.failure.exception_type = "St12out_of_range";
  dump.failure.message = "map::at */ injected";
  frames_of(dump).push_back(frame(
      "shapes::Registry::lock", "void shapes::Registry::lock(std::mutex&)", "m", FunctionKind::Member,
      {value("N6shapes8RegistryE", ValueKind::Object, "", ""), value("St5mutex", ValueKind::Unavailable, "", "")}));
  frames_of(dump).push_back(frame("{anonymous}::helper", "int {anonymous}::helper(int)", "x", FunctionKind::Free,
                                  {value("i", ValueKind::SignedInteger, scalar<std::int64_t>(1), "1")}));
  frames_of(dump).push_back(
      frame("shapes::evil", "void shapes::evil(int)", "x", FunctionKind::Free,
            {value("i); system(\"id\"); (i", ValueKind::SignedInteger, scalar<std::int64_t>(1), "1")}));
  frames_of(dump).push_back(frame("shapes::Registry::find", "int shapes::Registry::find(int) const", "key",
                                  FunctionKind::ConstMember,
                                  {value("N6shapes8RegistryE", ValueKind::Object, "", "", Strategy::Copy),
                                   value("i", ValueKind::SignedInteger, scalar<std::int64_t>(9), "9")}));
  // The declaring header, then one defining a class of the signature; a name that cannot be
  // included safely is dropped, one already included is included once.
  frames_of(dump).back().function.header = "shapes/registry.hpp;shapes/shapes.hpp;bad\"name.hpp;";
  // A member of a class its source defines: the hook names the source as its declaring header.
  frames_of(dump).push_back(
      frame("shapes::Cache::trim", "int shapes::Cache::trim(shapes::Shape*, int)", "shape, size", FunctionKind::Member,
            {numbered(value("N6shapes5CacheE", ValueKind::Object, "", ""), 0, kNoObject),
             numbered(value("PN6shapes5ShapeE", ValueKind::Pointer, "\x01", ""), 1, kNoObject),
             numbered(value("i", ValueKind::SignedInteger, scalar<std::int64_t>(3), "3"), 2, kNoObject)}));
  frames_of(dump).back().function.header = frames_of(dump).back().function.file + ";shapes/shapes.hpp";
  // Objects that frame: its shape, which a test loads from there (the source is not included), and
  // its receiver, whose class only the source declares.
  const auto earlier = [](std::uint32_t object) {
    return scalar<std::uint32_t>(4) + scalar(object) + scalar<std::uint8_t>(0);
  };
  frames_of(dump).push_back(frame("shapes::draw", "void shapes::draw(shapes::Shape&)", "shape", FunctionKind::Free,
                                  {value("N6shapes5ShapeE", ValueKind::EarlierObject, earlier(1), "")}));
  frames_of(dump).push_back(frame("shapes::flush", "void shapes::flush(shapes::Cache&)", "cache", FunctionKind::Free,
                                  {value("N6shapes5CacheE", ValueKind::EarlierObject, earlier(0), "")}));
  check_golden("exception_test.cpp.expected", generate(dump).source);
}

TEST(Golden, VerifiedFileKeepsOnlyTheTestsThatReproduce) {
  Dump dump = base_dump();
  dump.failure.kind = FailureKind::Signal;
  dump.failure.signal = 8;
  dump.failure.code = 1;
  frames_of(dump).push_back(frame("jobs::Scheduler::process", "long jobs::Scheduler::process(const jobs::Job&)", "job",
                                  FunctionKind::Member,
                                  {value("N4jobs9SchedulerE", ValueKind::Object, "", ""),
                                   value("N4jobs3JobE", ValueKind::Object, "", "Job{weight 0}")}));
  frames_of(dump).push_back(frame("jobs::Scheduler::drain", "long jobs::Scheduler::drain(std::vector<jobs::Job>&)",
                                  "queue", FunctionKind::Member,
                                  {value("N4jobs9SchedulerE", ValueKind::Object, "", ""),
                                   value("St6vectorIN4jobs3JobESaIS1_EE", ValueKind::Object, "", "[]")}));
  const recrash::gen::TestFile file = generate(dump, {{"Frame1JobsSchedulerDrain", "no failure"}},
                                               std::vector<std::string>{"jobs::Scheduler::process(jobs::Job const&)"});
  ASSERT_EQ(file.tests.size(), 2u);  // both still listed, for the verdict table
  check_golden("verified_test.cpp.expected", file.source);
}

TEST(Golden, RequestedDump) {
  Dump dump = base_dump();
  dump.failure.kind = FailureKind::Requested;
  dump.failure.message = "minimized list is \"null\"";
  frames_of(dump).push_back(frame("lists::process", "void lists::process(std::vector<int>&)", "input",
                                  FunctionKind::Free, {value("St6vectorIiSaIiEE", ValueKind::Object, "\0", "")}));
  check_golden("requested_test.cpp.expected", generate(dump).source);
}

// Private, protected, overloaded and static members, and template instantiations, each frame as
// g++ or clang spells it. The generated files must compile against tests/golden/include/ledger
// (ctest golden.GeneratedCallsCompile.*), where the members really are private or protected.
Dump private_and_template_dump(bool clang) {
  Dump dump = base_dump();
  dump.failure.kind = FailureKind::Signal;
  dump.failure.signal = 8;
  dump.failure.code = 1;
  const char* book = "N6ledger4BookE";
  const char* window = "N6ledger6WindowIlLi3EEE";
  const char* string = "NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE";
  struct Row {
    const char* gcc_name;
    const char* gcc_signature;
    const char* clang_name;
    const char* clang_signature;
    const char* parameters;
    FunctionKind kind;
    std::vector<Value> values;
  };
  const std::vector<Row> rows = {
      {"ledger::Book::ratio",
       "long int ledger::Book::ratio(long int, int) const",
       "ledger::Book::ratio",
       "long ledger::Book::ratio(long, int) const",
       "amount, parts",
       FunctionKind::ConstMember,
       {value(book, ValueKind::Object, "\x01", ""),
        value("l", ValueKind::SignedInteger, scalar<std::int64_t>(120), "120"),
        value("i", ValueKind::SignedInteger, scalar<std::int64_t>(0), "0")}},
      {"ledger::Book::ratio",
       "long int ledger::Book::ratio(const std::string&) const",
       "ledger::Book::ratio",
       "long ledger::Book::ratio(const std::string &) const",
       "amount",
       FunctionKind::ConstMember,
       {value(book, ValueKind::Object, "\x01", ""), value(string, ValueKind::String, text("120/0"), "\"120/0\"")}},
      {"ledger::Book::audit",
       "virtual long int ledger::Book::audit(int)",
       "ledger::Book::audit",
       "virtual long ledger::Book::audit(int)",
       "year",
       FunctionKind::Member,
       {value(book, ValueKind::Object, "\x01", ""),
        value("i", ValueKind::SignedInteger, scalar<std::int64_t>(2024), "2024")}},
      {"ledger::Book::partsOf",
       "static int ledger::Book::partsOf(const std::string&)",
       "ledger::Book::partsOf",
       "static int ledger::Book::partsOf(const std::string &)",
       "text",
       FunctionKind::Static,
       {value(string, ValueKind::String, text("0 parts"), "\"0 parts\"")}},
      {"ledger::clamp",
       "T ledger::clamp(T, T, T) [with T = long int]",
       "ledger::clamp",
       "T ledger::clamp(T, T, T) [T = long]",
       "value, low, high",
       FunctionKind::Free,
       {value("l", ValueKind::SignedInteger, scalar<std::int64_t>(5), "5"),
        value("l", ValueKind::SignedInteger, scalar<std::int64_t>(9), "9"),
        value("l", ValueKind::SignedInteger, scalar<std::int64_t>(1), "1")}},
      {"ledger::parse",
       "T ledger::parse(const std::string&) [with T = int; std::string = std::__cxx11::basic_string<char>]",
       "ledger::parse",
       "T ledger::parse(const std::string &) [T = int]",
       "text",
       FunctionKind::Free,
       {value(string, ValueKind::String, text("x"), "\"x\"")}},
      {"ledger::Window<T, N>::sum",
       "T ledger::Window<T, N>::sum(const T&) const [with T = long int; int N = 3]",
       "ledger::Window<long, 3>::sum",
       "T ledger::Window<long, 3>::sum(const T &) const [T = long, N = 3]",
       "extra",
       FunctionKind::ConstMember,
       {value(window, ValueKind::Object, "\x02", ""),
        value("l", ValueKind::SignedInteger, scalar<std::int64_t>(7), "7")}},
      {"ledger::Window<T, N>::scaled",
       "U ledger::Window<T, N>::scaled(U) const [with U = double; T = long int; int N = 3]",
       "ledger::Window<long, 3>::scaled",
       "U ledger::Window<long, 3>::scaled(U) const [T = long, N = 3, U = double]",
       "factor",
       FunctionKind::ConstMember,
       {value(window, ValueKind::Object, "\x02", ""), value("d", ValueKind::Floating, scalar(0.5), "0.5")}},
      {"ledger::Vault::Vault",
       "ledger::Vault::Vault(int)",
       "ledger::Vault::Vault",
       "ledger::Vault::Vault(int)",
       "code",
       FunctionKind::Constructor,
       {value("i", ValueKind::SignedInteger, scalar<std::int64_t>(1), "1")}},
      // A dump is untrusted: template arguments that are not a type or a literal are not written.
      {"ledger::clamp",
       "T ledger::clamp(T) [with T = int); std::abort(); (int]",
       "ledger::clamp",
       "T ledger::clamp(T) [T = int); std::abort(); (int]",
       "value",
       FunctionKind::Free,
       {value("i", ValueKind::SignedInteger, scalar<std::int64_t>(1), "1")}},
  };
  for (const Row& row : rows) {
    Frame f = frame(clang ? row.clang_name : row.gcc_name, clang ? row.clang_signature : row.gcc_signature,
                    row.parameters, row.kind, row.values);
    f.function.file = "/src/ledger/ledger.cpp";
    f.function.header = "ledger/ledger.hpp";
    f.function.build_manifest = "/build/recrash-manifests/ledger.cmake";
    frames_of(dump).push_back(f);
  }
  return dump;
}

TEST(Golden, PrivateProtectedStaticAndTemplateCallsAsGccSpellsThem) {
  const recrash::gen::TestFile file = generate(private_and_template_dump(false));
  check_golden("private_and_template_calls_test.cpp.expected", file.source);
  EXPECT_EQ(file.tests[4].call, "ledger::clamp");  // T deduces as it was: no arguments spelled
  EXPECT_EQ(file.tests[5].call, "ledger::parse<int>");
  EXPECT_EQ(file.tests[7].call, "ledger::Window<long int, 3>::scaled<double>");
  EXPECT_EQ(file.tests[9].skipped_because, "its template arguments are not in a form recrash-gen can check");
}

TEST(Golden, PrivateProtectedStaticAndTemplateCallsAsClangSpellsThem) {
  const recrash::gen::TestFile file = generate(private_and_template_dump(true));
  check_golden("private_and_template_calls_clang_test.cpp.expected", file.source);
  EXPECT_EQ(file.tests[5].call, "ledger::parse<int>");
  EXPECT_EQ(file.tests[7].call, "ledger::Window<long, 3>::scaled<double>");
}

}  // namespace
