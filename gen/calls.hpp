// SPDX-License-Identifier: MIT
// How a generated test re-makes a frame's call: the function spelled as the program called it,
// template arguments included; public member functions by name where that reaches the very
// function, the others through a member pointer (recrash/access.hpp), so that private and
// protected ones can be called too; constructors only where a test may.
#pragma once

#include <recrash/format/dump.hpp>
#include <recrash/format/test_names.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace recrash::gen {

/// One argument as the test holds it.
struct CallArgument {
  std::string name;  ///< the test's variable
  std::string type;  ///< its type, as the test declares it (the recorded type, demangled)
  format::ValueKind kind = format::ValueKind::Unavailable;
};

/// How tests and tables name a frame's function.
struct CallName {
  std::string shown;           ///< "ns::Box<int>::get", "ns::(anonymous namespace)::f", or "(invalid name)"
  std::string test_name_part;  ///< "NsClamp": without template arguments
};
CallName name_call(const format::Function& function);

struct Call {
  std::string shown;  ///< the function as the test calls it: "ns::parse<int>"
  /// For a member function: the argument of RECRASH_ACCESS that exports it
  /// ("recrash::access::Parameters<int>::const_member(&Ledger::ratio)"), and a name for it.
  std::string access_member;
  std::string access_name;
  /// For a constructor: the class, which the test checks it may construct before calling.
  std::string constructed_type;
  std::string receiver;   ///< "receiver", "std::move(receiver)", or "" without one
  std::string arguments;  ///< the arguments as passed, comma separated
  std::string direct;     ///< the expression, for calls that export no member

  /// The call expression; `access_id` is the name the member was exported under.
  std::string expression(const std::string& access_id) const;
  /// The lines a test starts its check with: for a constructor, a skip when it may not call it.
  std::string guard() const;
};

/// What a test knows of the frame's receiver and of the names it may write.
struct CallContext {
  /// The class of the receiver the test loads ("" without one): a member is called by name only
  /// on an object of its own class, where no other class's member of that name could be picked.
  std::string receiver_class;
  /// The instrumenter's word on which functions a test may call by name (test_names.hpp).
  const format::TestNames* names = nullptr;
};

/// Spells the frame's call, or returns nullopt with `why` set. A member function the
/// instrumenter found callable by name is called as a developer would (`receiver.scale(f)`,
/// `Circle::from_text(t)`); other members through recrash/access.hpp.
std::optional<Call> spell_call(const format::Frame& frame, const std::vector<CallArgument>& arguments,
                               const CallContext& context, std::string& why);

/// The members a test file exports, each under one name.
class AccessDeclarations {
 public:
  /// The name `member` is exported under: `proposed`, or made unique when another member took it.
  std::string name_for(const std::string& proposed, const std::string& member);
  /// The alias a test names `type` by, a private or protected member type, declared with
  /// RECRASH_ACCESS_TYPE: its name in camel case ("ParserToken"), made unique when taken.
  std::string alias_for(const std::string& type);
  /// Whether any member or type is declared: the test file then includes recrash/access.hpp.
  bool empty() const { return lines_.empty() && type_lines_.empty(); }
  /// The RECRASH_ACCESS_TYPE and RECRASH_ACCESS lines, in the order their members and types were
  /// first named; "" when there are none.
  std::string text() const;

 private:
  /// The name `what` (a member pointer expression or a type) is declared under.
  std::string declare(const std::string& proposed, const std::string& what, bool type);

  std::map<std::string, std::string> names_;  // "member <what>" or "type <what>" -> name
  std::vector<std::string> lines_;
  std::vector<std::string> type_lines_;
  std::set<std::string> taken_;
};

}  // namespace recrash::gen
