// view.h - how the cards on the table are shown (Strategy pattern).
#ifndef KAI_VIEW_H
#define KAI_VIEW_H

#include <iosfwd>
#include <memory>
#include <vector>
#include "position.h"

class Board;

class TableView {
public:
    virtual ~TableView() = default;
    // faceUpOrder: face-up positions in the order they were turned.
    virtual void render(std::ostream& os, const Board& board,
                        const std::vector<Position>& faceUpOrder) const = 0;
    static std::unique_ptr<TableView> create(bool expertDisplay);
};

// Base game: the full 5x5 board.
class BoardView : public TableView {
public:
    void render(std::ostream& os, const Board& board, const std::vector<Position>&) const override;
};

// Expert display: only the face-up cards in a row with their positions.
class RowView : public TableView {
public:
    void render(std::ostream& os, const Board& board,
                const std::vector<Position>& faceUpOrder) const override;
};

#endif
