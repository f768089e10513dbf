// rules.h -- base rules and the expert rules (animal powers).
#ifndef ABE_RULES_H
#define ABE_RULES_H

#include <map>
#include <memory>
#include <string>

#include "game.h"

// What an animal power may do during a turn; implemented by the game controller.
class TurnActions {
public:
    virtual ~TurnActions() = default;
    virtual Game& game() = 0;
    virtual std::ostream& out() = 0;
    virtual std::string ask(const std::string& prompt) = 0;
    virtual void flipAnotherCard(Player& player) = 0;
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& game) const;
    bool gameOver(const Game& game) const;
    bool roundOver(const Game& game) const;
    // called after a player turned over a card that fits; base game: nothing happens
    virtual void cardPower(TurnActions&, Player&, const Position&) const {}
};

class AnimalPower {
public:
    virtual ~AnimalPower() = default;
    virtual void apply(TurnActions& actions, Player& player, const Position& where) const = 0;
};

class OctopusPower : public AnimalPower {
public:
    void apply(TurnActions& actions, Player& player, const Position& where) const override;
};
class PenguinPower : public AnimalPower {
public:
    void apply(TurnActions& actions, Player& player, const Position& where) const override;
};
class WalrusPower : public AnimalPower {
public:
    void apply(TurnActions& actions, Player& player, const Position& where) const override;
};
class CrabPower : public AnimalPower {
public:
    void apply(TurnActions& actions, Player& player, const Position& where) const override;
};
class TurtlePower : public AnimalPower {
public:
    void apply(TurnActions& actions, Player& player, const Position& where) const override;
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::unique_ptr<AnimalPower>> d_powers;

public:
    ExpertRules();
    void cardPower(TurnActions& actions, Player& player, const Position& where) const override;
};

#endif
