// SPDX-License-Identifier: MIT
#include "runner.hpp"

#include "ast_printer.hpp"
#include "interpreter.hpp"
#include "lexer.hpp"
#include "parser.hpp"

#include <memory>
#include <ostream>

namespace pebble {

namespace {

void report(const SourceText& source, const ScriptError& error, std::ostream& err) { err << source.diagnostic(error); }

// Lexes and parses, reporting every syntax error; nullptr if there were any.
std::unique_ptr<Program> parse_reporting(const SourceText& source, std::ostream& err) {
  std::vector<Token> tokens;
  try {
    tokens = Lexer(source.text()).tokenize();
  } catch (const ScriptError& error) {
    report(source, error, err);
    return nullptr;
  }
  Parser parser(std::move(tokens));
  std::unique_ptr<Program> program = parser.parse();
  for (const ScriptError& error : parser.errors()) report(source, error, err);
  return parser.errors().empty() ? std::move(program) : nullptr;
}

}  // namespace

int run_script(const std::string& name, const std::string& text, std::ostream& out, std::ostream& err) {
  SourceText source(name, text);
  std::unique_ptr<Program> program = parse_reporting(source, err);
  if (program == nullptr) return 1;

  Resolution resolution;
  Resolver resolver(resolution);
  resolver.resolve(*program);
  for (const Diagnostic& diagnostic : resolver.diagnostics()) {
    const char* severity = diagnostic.severity == Diagnostic::Severity::Error ? "error: " : "warning: ";
    report(source, ScriptError(diagnostic.where, severity + diagnostic.message), err);
  }
  if (resolver.has_errors()) return 1;

  Interpreter interpreter(out);
  try {
    interpreter.run(*program, resolution);
  } catch (const ScriptError& error) {
    out.flush();
    report(source, error, err);
    return 1;
  }
  out.flush();
  return 0;
}

int print_syntax_tree(const std::string& name, const std::string& text, std::ostream& out, std::ostream& err) {
  SourceText source(name, text);
  std::unique_ptr<Program> program = parse_reporting(source, err);
  if (program == nullptr) return 1;
  out << AstPrinter().print(*program);
  return 0;
}

int run_benchmark(int rounds, std::ostream& out, std::ostream& err) {
  return run_script("benchmark", benchmark_script(rounds), out, err);
}

std::string benchmark_script(int rounds) {
  static const char* const kBody = R"pebble(
// Recursion.
fn fib(n) {
  if n < 2 { return n; }
  return fib(n - 1) + fib(n - 2);
}

// Loops over a list that grows, and list indexing.
fn primes_below(limit) {
  let sieve = [true] * limit;
  let found = [];
  let i = 2;
  while i < limit {
    if sieve[i] {
      push(found, i);
      let multiple = i * i;
      while multiple < limit {
        sieve[multiple] = false;
        multiple = multiple + i;
      }
    }
    i = i + 1;
  }
  return found;
}

// Closures that keep state.
fn counter(step) {
  let count = 0;
  return fn () {
    count = count + step;
    return count;
  };
}

// Maps, strings and higher-order builtins.
fn word_lengths(sentence) {
  let lengths = {};
  for word in split(sentence, " ") {
    let key = lower(word);
    if has(lengths, key) {
      lengths[key] = lengths[key] + len(word);
    } else {
      lengths[key] = len(word);
    }
  }
  return lengths;
}

fn checksum_of(values, seed) {
  return reduce(fn (acc, v) { return (acc * 31 + v) % 1000000007; }, values, seed);
}

let sentence = "The quick brown fox jumps over the lazy dog and the dog sleeps";
let checksum = 7;
for round in range(ROUNDS) {
  checksum = (checksum * 17 + fib(14 + round % 3)) % 1000000007;
  let primes = primes_below(600 + round % 50);
  checksum = checksum_of(slice(primes, -10), checksum);
  let lengths = word_lengths(sentence);
  let words = keys(lengths);
  sort_by(words, fn (w) { return [0 - lengths[w], w]; });
  checksum = checksum_of(map(fn (w) { return len(w) * lengths[w]; }, words), checksum);
  let next = counter(round % 7 + 1);
  let total = 0;
  for i in range(40) { total = total + next(); }
  let odd = filter(fn (x) { return x % 2 == 1; }, range(round % 30 + 10));
  checksum = (checksum + total + len(odd) + len(join(words, ","))) % 1000000007;
  let squares = map(fn (x) { return x * x; }, odd);
  checksum = checksum_of(squares, checksum);
}
print("rounds", ROUNDS, "checksum", checksum);
)pebble";
  std::string script = kBody;
  const std::string placeholder = "ROUNDS";
  const std::string count = std::to_string(rounds);
  for (std::size_t at = script.find(placeholder); at != std::string::npos; at = script.find(placeholder, at)) {
    script.replace(at, placeholder.size(), count);
    at += count.size();
  }
  return script;
}

}  // namespace pebble
