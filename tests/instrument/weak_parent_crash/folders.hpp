// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <memory>
#include <string>

namespace folders {

/// A folder knows its parent by a weak pointer: the tree owns every folder.
struct Folder {
  std::string name;
  std::weak_ptr<Folder> parent;
};

/// Folders by name. Moving a folder under one of its own descendants closes a loop of parents,
/// and depth() then climbs it until the stack runs out.
class Tree {
 public:
  void add(const std::string& name, const std::string& parent);
  void move(const std::string& name, const std::string& parent);
  int depth(const Folder& folder) const;
  int depth_of(const std::string& name) const;

 private:
  std::map<std::string, std::shared_ptr<Folder>> folders_;
};

}  // namespace folders
