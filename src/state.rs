//! Positions of the game and their index in the outcome table.

use std::fmt;

use crate::Player;

/// A position: where the mouse and the cat stand, and who moves next.
///
/// Places are graph nodes, or grid cells numbered row-major (`row * cols + col`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The mouse's place.
    pub mouse: u32,
    /// The cat's place.
    pub cat: u32,
    /// The player to move.
    pub turn: Player,
}

impl State {
    /// A position.
    #[must_use]
    pub const fn new(mouse: u32, cat: u32, turn: Player) -> State {
        State { mouse, cat, turn }
    }

    /// The place of `piece`.
    #[must_use]
    pub const fn place_of(self, piece: Player) -> u32 {
        match piece {
            Player::Mouse => self.mouse,
            Player::Cat => self.cat,
        }
    }

    /// The position after the player to move goes to `to`.
    #[must_use]
    pub const fn after(self, to: u32) -> State {
        match self.turn {
            Player::Mouse => State::new(to, self.cat, Player::Cat),
            Player::Cat => State::new(self.mouse, to, Player::Mouse),
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "mouse on {}, cat on {}, {} to move",
            self.mouse, self.cat, self.turn
        )
    }
}

/// The index layout of every per-state table (outcomes, distances) handed to users.
///
/// With `n` places there are `2·n²` states, and
///
/// ```text
/// index = (turn · n + mouse) · n + cat        turn: 0 = mouse to move, 1 = cat to move
/// ```
///
/// so the table is two `n × n` planes, one per player to move, each with one row per mouse place
/// and one column per cat place. Entries whose places are impossible (a piece on a wall, the cat
/// in the hole) are still present, marked as not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    places: usize,
}

impl Layout {
    /// The layout for `places` places.
    #[must_use]
    pub const fn new(places: usize) -> Layout {
        Layout { places }
    }

    /// How many places.
    #[must_use]
    pub const fn places(self) -> usize {
        self.places
    }

    /// How many states: `2 · places²`.
    #[must_use]
    pub const fn len(self) -> usize {
        2 * self.places * self.places
    }

    /// Whether there are no states (no places).
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.places == 0
    }

    /// The index of `state`.
    ///
    /// # Panics
    /// If a place is out of range (callers check with [`Layout::contains`]).
    #[must_use]
    #[track_caller]
    pub fn index(self, state: State) -> usize {
        assert!(
            self.contains(state),
            "state {state} out of range for {} places",
            self.places
        );
        (state.turn.index() * self.places + state.mouse as usize) * self.places + state.cat as usize
    }

    /// The state at `index`.
    ///
    /// # Panics
    /// If `index >= self.len()`.
    #[must_use]
    #[track_caller]
    pub fn state(self, index: usize) -> State {
        assert!(index < self.len(), "index {index} out of range");
        let n = self.places;
        let cat = index % n;
        let mouse = (index / n) % n;
        let turn = if index / (n * n) == 0 {
            Player::Mouse
        } else {
            Player::Cat
        };
        // Places fit u32: the memory budget keeps them far below it.
        State::new(mouse as u32, cat as u32, turn)
    }

    /// Whether both places of `state` are in range.
    #[must_use]
    pub const fn contains(self, state: State) -> bool {
        (state.mouse as usize) < self.places && (state.cat as usize) < self.places
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_state_round_trip() {
        let layout = Layout::new(5);
        assert_eq!(layout.len(), 50);
        for i in 0..layout.len() {
            assert_eq!(layout.index(layout.state(i)), i);
        }
    }

    #[test]
    fn index_is_turn_plane_then_mouse_row_then_cat_column() {
        let layout = Layout::new(4);
        assert_eq!(layout.index(State::new(0, 0, Player::Mouse)), 0);
        assert_eq!(layout.index(State::new(0, 3, Player::Mouse)), 3);
        assert_eq!(layout.index(State::new(1, 0, Player::Mouse)), 4);
        assert_eq!(layout.index(State::new(0, 0, Player::Cat)), 16);
    }

    #[test]
    fn after_switches_turn_and_moves_the_mover() {
        let s = State::new(1, 2, Player::Mouse);
        assert_eq!(s.after(3), State::new(3, 2, Player::Cat));
        assert_eq!(s.after(3).after(0), State::new(3, 0, Player::Mouse));
    }
}
