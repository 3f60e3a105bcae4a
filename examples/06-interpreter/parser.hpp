// SPDX-License-Identifier: MIT
// A recursive-descent parser from tokens to a Program.
#pragma once

#include "ast.hpp"
#include "token.hpp"

#include <initializer_list>
#include <memory>
#include <vector>

namespace pebble {

class Parser {
 public:
  explicit Parser(std::vector<Token> tokens);

  /// The program; statements with a syntax error are left out and the errors, one for each
  /// statement, are in errors().
  std::unique_ptr<Program> parse();
  const std::vector<ScriptError>& errors() const { return errors_; }

 private:
  // Statements.
  StmtPtr statement();
  StmtPtr let_statement();
  StmtPtr function_statement();
  StmtPtr if_statement();
  StmtPtr while_statement();
  StmtPtr for_statement();
  StmtPtr return_statement();
  StmtPtr expression_statement();
  StmtList block();
  std::unique_ptr<FunctionExpr> function_rest(Location where, std::string name);

  // Expressions, lowest precedence first.
  ExprPtr expression();
  ExprPtr assignment();
  ExprPtr logical_or();
  ExprPtr logical_and();
  ExprPtr equality();
  ExprPtr comparison();
  ExprPtr term();
  ExprPtr factor();
  ExprPtr unary();
  struct OperatorToken {
    TokenKind token;
    BinaryOp op;
  };
  /// One level of left-associative operators: `operand (operator operand)*`.
  ExprPtr binary_level(ExprPtr (Parser::*operand)(), std::initializer_list<OperatorToken> operators);
  ExprPtr postfix();
  ExprPtr primary();
  ExprPtr list_literal(Location where);
  ExprPtr map_literal(Location where);
  std::vector<ExprPtr> arguments();

  // Tokens.
  const Token& peek() const { return tokens_[current_]; }
  const Token& previous() const { return tokens_[current_ - 1]; }
  bool check(TokenKind kind) const { return peek().kind == kind; }
  bool match(TokenKind kind);
  const Token& advance();
  const Token& expect(TokenKind kind, const char* context);
  void synchronize(std::size_t failed_at);

  /// Counts nesting, so that a pathological input is an error rather than a stack overflow.
  class DepthGuard {
   public:
    explicit DepthGuard(Parser& parser);
    ~DepthGuard() { --parser_->depth_; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;

   private:
    Parser* parser_;
  };

  std::vector<Token> tokens_;
  std::size_t current_ = 0;
  int depth_ = 0;
  int braces_ = 0;  ///< `{` read and not yet closed
  std::vector<ScriptError> errors_;
};

/// Lexes and parses `text`; throws the first ScriptError if there is any.
std::unique_ptr<Program> parse_program(const std::string& text);

}  // namespace pebble
