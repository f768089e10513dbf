/*
 * rules.h
 * Rules of the base game and, derived from them, the expert rules.
 */
#ifndef MOE_RULES_H
#define MOE_RULES_H

#include <memory>
#include <vector>

#include "game.h"

class Rules {
public:
    virtual ~Rules() = default;

    bool isValid(const Game& game);
    bool gameOver(const Game& game);
    bool roundOver(const Game& game);

    // What happens after a card was turned over and matched.
    // Returns true when the same player has to turn over another card.
    virtual bool afterMatch(Game& game);
};

// One special power of an animal in the expert rules.
class AnimalPower {
public:
    explicit AnimalPower(FaceAnimal animal) : m_animal(animal) {}
    virtual ~AnimalPower() = default;
    bool handles(FaceAnimal animal) const { return animal == m_animal; }
    virtual bool use(Game& game) = 0;

private:
    FaceAnimal m_animal;
};

class ExpertRules : public Rules {
public:
    ExpertRules();
    bool afterMatch(Game& game) override;

private:
    std::vector<std::unique_ptr<AnimalPower>> m_powers;
};

#endif
