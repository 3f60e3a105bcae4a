// SPDX-License-Identifier: MIT
#include "parser.hpp"

#include "lexer.hpp"

#include <algorithm>

namespace pebble {

namespace {

constexpr int kMaxNesting = 200;

}  // namespace

Parser::DepthGuard::DepthGuard(Parser& parser) : parser_(&parser) {
  if (++parser_->depth_ > kMaxNesting) {
    --parser_->depth_;
    throw ScriptError(parser.peek().where, "the program nests too deeply");
  }
}

Parser::Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {
  if (tokens_.empty() || tokens_.back().kind != TokenKind::End) {
    Location where = tokens_.empty() ? Location{} : tokens_.back().where;
    tokens_.push_back(Token{TokenKind::End, "", where, 0, 0.0});
  }
}

std::unique_ptr<Program> Parser::parse() {
  StmtList statements;
  while (!check(TokenKind::End)) {
    std::size_t start = current_;
    try {
      statements.push_back(statement());
    } catch (const ScriptError& error) {
      errors_.push_back(error);
      synchronize(start);
    }
  }
  return std::make_unique<Program>(std::move(statements));
}

bool Parser::match(TokenKind kind) {
  if (!check(kind)) return false;
  advance();
  return true;
}

const Token& Parser::advance() {
  if (check(TokenKind::End)) return peek();
  if (check(TokenKind::LeftBrace)) ++braces_;
  if (check(TokenKind::RightBrace) && braces_ > 0) --braces_;
  return tokens_[current_++];
}

const Token& Parser::expect(TokenKind kind, const char* context) {
  if (check(kind)) return advance();
  throw ScriptError(peek().where, "expected " + describe(kind) + " " + context + ", found " + describe(peek().kind));
}

// After an error, skips the rest of the top-level statement it is in: to the `;` or `}` that
// ends it, or to a keyword that starts the next one.
void Parser::synchronize(std::size_t failed_at) {
  if (current_ == failed_at) advance();  // always make progress
  while (!check(TokenKind::End)) {
    if (braces_ == 0) {
      TokenKind last = previous().kind;
      if (last == TokenKind::Semicolon || last == TokenKind::RightBrace) return;
      switch (peek().kind) {
        case TokenKind::Let:
        case TokenKind::If:
        case TokenKind::While:
        case TokenKind::For:
        case TokenKind::Return:
          return;
        default:
          break;
      }
    }
    advance();
  }
}

// ---- Statements

StmtPtr Parser::statement() {
  DepthGuard guard(*this);
  switch (peek().kind) {
    case TokenKind::Let:
      return let_statement();
    case TokenKind::If:
      return if_statement();
    case TokenKind::While:
      return while_statement();
    case TokenKind::For:
      return for_statement();
    case TokenKind::Return:
      return return_statement();
    case TokenKind::Break: {
      Location where = advance().where;
      expect(TokenKind::Semicolon, "after 'break'");
      return std::make_unique<BreakStmt>(where);
    }
    case TokenKind::Continue: {
      Location where = advance().where;
      expect(TokenKind::Semicolon, "after 'continue'");
      return std::make_unique<ContinueStmt>(where);
    }
    case TokenKind::LeftBrace: {
      Location where = peek().where;
      return std::make_unique<BlockStmt>(where, block());
    }
    case TokenKind::Fn:
      if (tokens_[current_ + 1].kind == TokenKind::Identifier) return function_statement();
      break;
    default:
      break;
  }
  return expression_statement();
}

StmtPtr Parser::let_statement() {
  Location where = advance().where;
  std::string name = expect(TokenKind::Identifier, "after 'let'").text;
  ExprPtr initializer;
  if (match(TokenKind::Equal)) initializer = expression();
  expect(TokenKind::Semicolon, "after the variable's declaration");
  return std::make_unique<LetStmt>(where, std::move(name), std::move(initializer));
}

StmtPtr Parser::function_statement() {
  Location where = advance().where;
  std::string name = expect(TokenKind::Identifier, "after 'fn'").text;
  return std::make_unique<FunctionStmt>(function_rest(where, std::move(name)));
}

std::unique_ptr<FunctionExpr> Parser::function_rest(Location where, std::string name) {
  expect(TokenKind::LeftParen, "before the parameters");
  std::vector<std::string> parameters;
  if (!check(TokenKind::RightParen)) {
    do {
      const Token& parameter = expect(TokenKind::Identifier, "as a parameter name");
      for (const std::string& earlier : parameters) {
        if (earlier == parameter.text) throw ScriptError(parameter.where, "parameter '" + earlier + "' appears twice");
      }
      parameters.push_back(parameter.text);
    } while (match(TokenKind::Comma));
  }
  expect(TokenKind::RightParen, "after the parameters");
  return std::make_unique<FunctionExpr>(where, std::move(name), std::move(parameters), block());
}

StmtPtr Parser::if_statement() {
  Location where = advance().where;
  ExprPtr condition = expression();
  Location then_at = peek().where;
  StmtPtr then_branch = std::make_unique<BlockStmt>(then_at, block());
  StmtPtr else_branch;
  if (match(TokenKind::Else)) {
    if (check(TokenKind::If)) {
      else_branch = if_statement();
    } else {
      Location else_at = peek().where;
      else_branch = std::make_unique<BlockStmt>(else_at, block());
    }
  }
  return std::make_unique<IfStmt>(where, std::move(condition), std::move(then_branch), std::move(else_branch));
}

StmtPtr Parser::while_statement() {
  Location where = advance().where;
  ExprPtr condition = expression();
  Location body_at = peek().where;
  return std::make_unique<WhileStmt>(where, std::move(condition), std::make_unique<BlockStmt>(body_at, block()));
}

StmtPtr Parser::for_statement() {
  Location where = advance().where;
  std::string variable = expect(TokenKind::Identifier, "after 'for'").text;
  expect(TokenKind::In, "after the loop variable");
  ExprPtr iterable = expression();
  Location body_at = peek().where;
  return std::make_unique<ForStmt>(where, std::move(variable), std::move(iterable),
                                   std::make_unique<BlockStmt>(body_at, block()));
}

StmtPtr Parser::return_statement() {
  Location where = advance().where;
  ExprPtr value;
  if (!check(TokenKind::Semicolon)) value = expression();
  expect(TokenKind::Semicolon, "after the returned value");
  return std::make_unique<ReturnStmt>(where, std::move(value));
}

StmtPtr Parser::expression_statement() {
  ExprPtr expr = expression();
  expect(TokenKind::Semicolon, "after the expression");
  return std::make_unique<ExpressionStmt>(std::move(expr));
}

StmtList Parser::block() {
  expect(TokenKind::LeftBrace, "to open a block");
  StmtList statements;
  while (!check(TokenKind::RightBrace) && !check(TokenKind::End)) statements.push_back(statement());
  expect(TokenKind::RightBrace, "to close the block");
  return statements;
}

// ---- Expressions

ExprPtr Parser::expression() {
  DepthGuard guard(*this);
  return assignment();
}

ExprPtr Parser::assignment() {
  ExprPtr target = logical_or();
  if (!check(TokenKind::Equal)) return target;
  Location where = advance().where;
  ExprPtr value = assignment();
  if (!target->is_assignable()) throw ScriptError(where, "cannot assign to " + target->describe());
  if (target->kind() == ExprKind::Variable) {
    std::string name = static_cast<const VariableExpr&>(*target).name();
    return std::make_unique<AssignExpr>(where, std::move(name), std::move(value));
  }
  auto [object, index] = static_cast<IndexExpr&>(*target).release();
  return std::make_unique<SetIndexExpr>(where, std::move(object), std::move(index), std::move(value));
}

ExprPtr Parser::logical_or() {
  ExprPtr left = logical_and();
  while (check(TokenKind::Or)) {
    Location where = advance().where;
    left = std::make_unique<LogicalExpr>(where, LogicalOp::Or, std::move(left), logical_and());
  }
  return left;
}

ExprPtr Parser::logical_and() {
  ExprPtr left = equality();
  while (check(TokenKind::And)) {
    Location where = advance().where;
    left = std::make_unique<LogicalExpr>(where, LogicalOp::And, std::move(left), equality());
  }
  return left;
}

ExprPtr Parser::binary_level(ExprPtr (Parser::*operand)(), std::initializer_list<OperatorToken> operators) {
  ExprPtr left = (this->*operand)();
  while (true) {
    auto found = std::find_if(operators.begin(), operators.end(),
                              [this](const OperatorToken& entry) { return check(entry.token); });
    if (found == operators.end()) return left;
    Location where = advance().where;
    left = std::make_unique<BinaryExpr>(where, found->op, std::move(left), (this->*operand)());
  }
}

ExprPtr Parser::equality() {
  return binary_level(&Parser::comparison,
                      {{TokenKind::EqualEqual, BinaryOp::Equal}, {TokenKind::BangEqual, BinaryOp::NotEqual}});
}

ExprPtr Parser::comparison() {
  return binary_level(&Parser::term, {{TokenKind::Less, BinaryOp::Less},
                                      {TokenKind::LessEqual, BinaryOp::LessEqual},
                                      {TokenKind::Greater, BinaryOp::Greater},
                                      {TokenKind::GreaterEqual, BinaryOp::GreaterEqual}});
}

ExprPtr Parser::term() {
  return binary_level(&Parser::factor, {{TokenKind::Plus, BinaryOp::Add}, {TokenKind::Minus, BinaryOp::Subtract}});
}

ExprPtr Parser::factor() {
  return binary_level(&Parser::unary, {{TokenKind::Star, BinaryOp::Multiply},
                                       {TokenKind::Slash, BinaryOp::Divide},
                                       {TokenKind::Percent, BinaryOp::Modulo}});
}

ExprPtr Parser::unary() {
  DepthGuard guard(*this);
  if (check(TokenKind::Minus)) {
    Location where = advance().where;
    return std::make_unique<UnaryExpr>(where, UnaryOp::Negate, unary());
  }
  if (check(TokenKind::Bang) || check(TokenKind::Not)) {
    Location where = advance().where;
    return std::make_unique<UnaryExpr>(where, UnaryOp::Not, unary());
  }
  return postfix();
}

ExprPtr Parser::postfix() {
  ExprPtr expr = primary();
  while (true) {
    if (check(TokenKind::LeftParen)) {
      Location where = advance().where;
      expr = std::make_unique<CallExpr>(where, std::move(expr), arguments());
    } else if (check(TokenKind::LeftBracket)) {
      Location where = advance().where;
      ExprPtr index = expression();
      expect(TokenKind::RightBracket, "after the index");
      expr = std::make_unique<IndexExpr>(where, std::move(expr), std::move(index));
    } else if (check(TokenKind::Dot)) {
      // `record.name` is `record["name"]`.
      Location where = advance().where;
      const Token& field = expect(TokenKind::Identifier, "after '.'");
      auto key = std::make_unique<LiteralExpr>(field.where, field.text);
      expr = std::make_unique<IndexExpr>(where, std::move(expr), std::move(key));
    } else {
      return expr;
    }
  }
}

std::vector<ExprPtr> Parser::arguments() {
  std::vector<ExprPtr> result;
  if (!check(TokenKind::RightParen)) {
    do {
      result.push_back(expression());
    } while (match(TokenKind::Comma));
  }
  expect(TokenKind::RightParen, "after the arguments");
  return result;
}

ExprPtr Parser::primary() {
  const Token& token = advance();
  switch (token.kind) {
    case TokenKind::Integer:
      return std::make_unique<LiteralExpr>(token.where, token.integer);
    case TokenKind::Float:
      return std::make_unique<LiteralExpr>(token.where, token.floating);
    case TokenKind::String:
      return std::make_unique<LiteralExpr>(token.where, token.text);
    case TokenKind::True:
      return std::make_unique<LiteralExpr>(token.where, true);
    case TokenKind::False:
      return std::make_unique<LiteralExpr>(token.where, false);
    case TokenKind::Nil:
      return std::make_unique<LiteralExpr>(token.where, std::monostate{});
    case TokenKind::Identifier:
      return std::make_unique<VariableExpr>(token.where, token.text);
    case TokenKind::LeftParen: {
      ExprPtr inner = expression();
      expect(TokenKind::RightParen, "to close the parenthesis");
      return inner;
    }
    case TokenKind::LeftBracket:
      return list_literal(token.where);
    case TokenKind::LeftBrace:
      return map_literal(token.where);
    case TokenKind::Fn:
      return function_rest(token.where, "");
    default:
      break;
  }
  throw ScriptError(token.where, "expected an expression, found " + describe(token.kind));
}

ExprPtr Parser::list_literal(Location where) {
  std::vector<ExprPtr> elements;
  while (!check(TokenKind::RightBracket)) {
    elements.push_back(expression());
    if (!match(TokenKind::Comma)) break;
  }
  expect(TokenKind::RightBracket, "to close the list");
  return std::make_unique<ListExpr>(where, std::move(elements));
}

ExprPtr Parser::map_literal(Location where) {
  std::vector<MapExpr::Entry> entries;
  while (!check(TokenKind::RightBrace)) {
    ExprPtr key = expression();
    expect(TokenKind::Colon, "after a key");
    entries.push_back(MapExpr::Entry{std::move(key), expression()});
    if (!match(TokenKind::Comma)) break;
  }
  expect(TokenKind::RightBrace, "to close the map");
  return std::make_unique<MapExpr>(where, std::move(entries));
}

std::unique_ptr<Program> parse_program(const std::string& text) {
  Parser parser(Lexer(text).tokenize());
  std::unique_ptr<Program> program = parser.parse();
  if (!parser.errors().empty()) throw parser.errors().front();
  return program;
}

}  // namespace pebble
