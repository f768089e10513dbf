/*
 * player.h
 * CSI2372 - Memoarr! - Ines
 */
#ifndef PLAYER_H
#define PLAYER_H

#include <iostream>
#include <string>

#include "cards.h"

enum class Side { top, bottom, left, right };

class Player {
 private:
  std::string name_;
  Side side_;
  int rubies_ = 0;
  bool active_ = true;
  bool endOfGame_ = false;

 public:
  Player(const std::string& name, Side side) : name_(name), side_(side) {}
  std::string getName() const { return name_; }
  Side getSide() const { return side_; }
  void setActive(bool a) { active_ = a; }
  bool isActive() const { return active_; }
  int getNRubies() const { return rubies_; }
  void addReward(const Reward& r) { rubies_ += r.rubies(); }
  void setDisplayMode(bool endOfGame) { endOfGame_ = endOfGame; }

  static std::string sideName(Side s) {
    switch (s) {
      case Side::top: return "top";
      case Side::bottom: return "bottom";
      case Side::left: return "left";
      default: return "right";
    }
  }

  friend std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.name_ << ": ";
    if (p.endOfGame_)
      os << p.rubies_ << " rubies";
    else
      os << sideName(p.side_) << (p.active_ ? " (active)" : " (inactive)");
    return os;
  }
};

#ifdef TEST_PLAYER_
int main() {
  Player p("Joe Remember Doe", Side::left);
  std::cout << p << std::endl;
  p.setDisplayMode(true);
  std::cout << p << std::endl;
}
#endif

#endif
