// view.cpp
#include "view.h"
#include "board.h"
#include <iostream>
#include <sstream>

std::unique_ptr<TableView> TableView::create(bool expertDisplay) {
    if (expertDisplay) return std::unique_ptr<TableView>(new RowView);
    return std::unique_ptr<TableView>(new BoardView);
}

void BoardView::render(std::ostream& os, const Board& board, const std::vector<Position>&) const {
    os << board;
}

void RowView::render(std::ostream& os, const Board& board,
                     const std::vector<Position>& faceUpOrder) const {
    if (faceUpOrder.empty()) {
        os << "(no cards face up)\n";
        return;
    }
    for (int row = 0; row < 3; ++row) {
        std::ostringstream line;
        for (std::size_t k = 0; k < faceUpOrder.size(); ++k) {
            const Position& p = faceUpOrder[k];
            line << (k ? " " : "") << (*board.getCard(p.letter, p.number))(row);
        }
        os << line.str() << '\n';
    }
    os << '\n';
    std::ostringstream labels;
    for (std::size_t k = 0; k < faceUpOrder.size(); ++k) labels << (k ? "  " : "") << faceUpOrder[k].str();
    os << labels.str() << '\n' << '\n';
}

#ifdef TEST_VIEW_
int main() {
    Board board;
    std::vector<Position> up{Position::at(0, 0), Position::at(3, 0), Position::at(1, 3)};
    for (const Position& p : up) board.turnFaceUp(p.letter, p.number);
    TableView::create(false)->render(std::cout, board, up);
    TableView::create(true)->render(std::cout, board, up);
    TableView::create(true)->render(std::cout, board, {});
    return 0;
}
#endif
