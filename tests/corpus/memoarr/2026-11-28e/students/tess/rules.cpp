/*
 * rules.cpp
 */
#include "rules.h"
#include <algorithm>
#include <iostream>
#include "console.h"

Rules::~Rules() {}

bool Rules::isValid(const Game& game) {
    const Card* previous = game.getPreviousCard();
    const Card* current = game.getCurrentCard();
    if (previous == nullptr) {
        return true;
    }
    return current->fitsWith(*previous);
}

bool Rules::gameOver(const Game& game) {
    return game.getRound() >= 7;
}

bool Rules::roundOver(const Game& game) {
    return game.getNumberOfActivePlayers() <= 1;
}

void Rules::specialAction(TurnInfo& info) {
    (void)info;
}

AnimalRule::~AnimalRule() {}

namespace {

std::string locationList(const std::vector<Location>& locations) {
    std::string text;
    for (size_t i = 0; i < locations.size(); i++) {
        if (i > 0) {
            text += "/";
        }
        text += locations[i].toString();
    }
    return text;
}

/* asks until the answer is one of the allowed locations; an empty answer is allowed if emptyAllowed */
bool askLocation(const std::string& question, const std::vector<Location>& allowed, bool emptyAllowed,
                 Location& result) {
    while (true) {
        std::string answer = readAnswer(question);
        if (answer.empty() && emptyAllowed) {
            return false;
        }
        Location location;
        if (Location::parse(answer, location) &&
            std::find(allowed.begin(), allowed.end(), location) != allowed.end()) {
            result = location;
            return true;
        }
        std::cout << "Sorry, that is not one of the possible cards (" << locationList(allowed) << ")." << std::endl;
    }
}

template <FaceAnimal ANIMAL>
class RuleFor : public AnimalRule {
public:
    bool appliesTo(const Card& card) const override {
        return card.getAnimal() == ANIMAL;
    }
};

class OctopusRule : public RuleFor<Octopus> {
public:
    void execute(TurnInfo& info) const override {
        std::vector<Location> neighbours;
        const int rowStep[4] = {-1, 0, 0, 1};
        const int columnStep[4] = {0, -1, 1, 0};
        for (int i = 0; i < 4; i++) {
            Location neighbour(info.location.getRow() + rowStep[i], info.location.getColumn() + columnStep[i]);
            if (neighbour.hasCard()) {
                neighbours.push_back(neighbour);
            }
        }
        Location target;
        askLocation("Which neighbour should the octopus swap with? [" + locationList(neighbours) + "] ",
                    neighbours, false, target);
        info.game->exchange(info.location, target);
        std::cout << "The octopus swapped places with " << target.toString() << "." << std::endl;
        info.location = target;
        std::cout << *info.game;
    }
};

class PenguinRule : public RuleFor<Penguin> {
public:
    void execute(TurnInfo& info) const override {
        if (info.game->getPreviousCard() == nullptr) {
            return;  // the penguin was the first card of the round
        }
        std::vector<Location> faceUp = info.game->getFaceUpLocations();
        faceUp.erase(std::remove(faceUp.begin(), faceUp.end(), info.location), faceUp.end());
        if (faceUp.empty()) {
            return;
        }
        Location target;
        if (askLocation("Which face-up card should the penguin turn face down? (leave empty to skip) ", faceUp,
                        true, target)) {
            info.game->cover(target);
            std::cout << "The penguin turned " << target.toString() << " face down." << std::endl;
            std::cout << *info.game;
        }
    }
};

class WalrusRule : public RuleFor<Walrus> {
public:
    void execute(TurnInfo& info) const override {
        std::vector<Location> faceDown = info.game->getFaceDownLocations();
        if (faceDown.empty()) {
            return;
        }
        askLocation("Which face-down card should the walrus block? ", faceDown, false, info.blocked);
        info.blockSet = true;
        std::cout << "The walrus blocks " << info.blocked.toString() << " for the next player." << std::endl;
    }
};

class CrabRule : public RuleFor<Crab> {
public:
    void execute(TurnInfo& info) const override {
        info.mustTurnAgain = true;
    }
};

class TurtleRule : public RuleFor<Turtle> {
public:
    void execute(TurnInfo& info) const override {
        info.playersToSkip = 1;
        std::cout << "The turtle makes the next player skip a turn." << std::endl;
    }
};

}  // namespace

ExpertRules::ExpertRules() {
    this->animalRules.emplace_back(new OctopusRule());
    this->animalRules.emplace_back(new PenguinRule());
    this->animalRules.emplace_back(new WalrusRule());
    this->animalRules.emplace_back(new CrabRule());
    this->animalRules.emplace_back(new TurtleRule());
}

void ExpertRules::specialAction(TurnInfo& info) {
    const Card* card = info.game->getCurrentCard();
    for (const auto& rule : this->animalRules) {
        if (rule->appliesTo(*card)) {
            rule->execute(info);
        }
    }
}

#ifdef TEST_RULES_
int main() {
    Game game(false);
    game.addPlayer(Player("Ann", Top));
    game.addPlayer(Player("Bob", Left));
    game.startRound(0);
    Rules rules;
    game.uncover(Location(0, 0));
    std::cout << "valid: " << rules.isValid(game) << std::endl;
    game.uncover(Location(0, 1));
    std::cout << "valid: " << rules.isValid(game) << std::endl;
    std::cout << "round over: " << rules.roundOver(game) << ", game over: " << rules.gameOver(game) << std::endl;
    return 0;
}
#endif
