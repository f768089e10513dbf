// expertrules.h - the expert rules: every animal has a special effect.
#ifndef KAI_EXPERTRULES_H
#define KAI_EXPERTRULES_H

#include <map>
#include <memory>
#include "card.h"
#include "rules.h"

// One effect per animal (Command/Strategy pattern).
class CardEffect {
public:
    virtual ~CardEffect() = default;
    // returns true when the player must turn over another card
    virtual bool apply(Game& game, std::ostream& os) const = 0;
};

class OctopusEffect : public CardEffect { public: bool apply(Game&, std::ostream&) const override; };
class PenguinEffect : public CardEffect { public: bool apply(Game&, std::ostream&) const override; };
class WalrusEffect : public CardEffect { public: bool apply(Game&, std::ostream&) const override; };
class CrabEffect : public CardEffect { public: bool apply(Game&, std::ostream&) const override; };
class TurtleEffect : public CardEffect { public: bool apply(Game&, std::ostream&) const override; };

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::unique_ptr<CardEffect>> d_effects;

public:
    ExpertRules();
    bool applyCardEffect(Game& game, std::ostream& os) override;
};

#endif
