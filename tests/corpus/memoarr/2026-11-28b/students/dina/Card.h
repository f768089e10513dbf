#ifndef CARD_H
#define CARD_H
#include <string>
#include <iostream>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
private:
    FaceAnimal animal;
    FaceBackground color;
    Card(FaceAnimal a, FaceBackground c) { animal = a; color = c; }
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const {
        char bg = ' ';
        switch (color) {
            case Red: bg = 'r'; break;
            case Green: bg = 'g'; break;
            case Purple: bg = 'p'; break;
            case Blue: bg = 'b'; break;
            case Yellow: bg = 'y'; break;
        }
        std::string s = "";
        s += bg; s += bg; s += bg;
        if (row == 1) {
            switch (animal) {
                case Crab: s[1] = 'C'; break;
                case Penguin: s[1] = 'P'; break;
                case Octopus: s[1] = 'O'; break;
                case Turtle: s[1] = 'T'; break;
                case Walrus: s[1] = 'W'; break;
            }
        }
        return s;
    }
    operator FaceAnimal() const { return animal; }
    operator FaceBackground() const { return color; }
};

class Reward {
private:
    int rubies;
    Reward(int r) { rubies = r; }
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) { os << r.rubies << " rubies"; return os; }
};

#endif
