#pragma once
// Card: one of 5 animals x 5 backgrounds.
#include <array>
#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

inline constexpr std::array<char, 5> kAnimalChar{'C', 'P', 'O', 'T', 'W'};
inline constexpr std::array<char, 5> kBackgroundChar{'r', 'g', 'p', 'b', 'y'};

class Card {
    friend class CardDeck;
    const FaceAnimal animal_;
    const FaceBackground background_;
    constexpr Card(FaceAnimal a, FaceBackground b) : animal_{a}, background_{b} {}

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    [[nodiscard]] constexpr int getNRows() const { return 3; }
    [[nodiscard]] std::string operator()(int row) const;
    [[nodiscard]] FaceAnimal animal() const { return animal_; }
    [[nodiscard]] FaceBackground background() const { return background_; }
    operator FaceAnimal() const { return animal_; }
    operator FaceBackground() const { return background_; }
};
