// SPDX-License-Identifier: MIT
#include "folders.hpp"

namespace folders {

void Tree::add(const std::string& name, const std::string& parent) {
  auto folder = std::make_shared<Folder>();
  folder->name = name;
  if (auto found = folders_.find(parent); found != folders_.end()) folder->parent = found->second;
  folders_[name] = folder;
}

void Tree::move(const std::string& name, const std::string& parent) { folders_.at(name)->parent = folders_.at(parent); }

int Tree::depth(const Folder& folder) const {
  const std::shared_ptr<Folder> parent = folder.parent.lock();
  return parent ? 1 + depth(*parent) : 0;
}

int Tree::depth_of(const std::string& name) const { return depth(*folders_.at(name)); }

}  // namespace folders
