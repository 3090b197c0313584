//! The two sides of the game.

use std::fmt;

/// One of the two players.
///
/// The discriminants are part of the JS contract (the `turn` coordinate of a state index):
/// `Mouse = 0`, `Cat = 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Player {
    /// The mouse, who wants to reach the hole (graph) or the food (grid).
    Mouse = 0,
    /// The cat, who wants to catch the mouse (or, on the grid, reach the food first).
    Cat = 1,
}

impl Player {
    /// Both players, mouse first.
    pub const ALL: [Player; 2] = [Player::Mouse, Player::Cat];

    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Player {
        match self {
            Player::Mouse => Player::Cat,
            Player::Cat => Player::Mouse,
        }
    }

    /// `0` for the mouse, `1` for the cat.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player with the given [`index`](Player::index), if it is 0 or 1.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Player> {
        match index {
            0 => Some(Player::Mouse),
            1 => Some(Player::Cat),
            _ => None,
        }
    }

    /// The lower-case name, `"mouse"` or `"cat"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::Mouse => "mouse",
            Player::Cat => "cat",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_an_involution() {
        for p in Player::ALL {
            assert_ne!(p.other(), p);
            assert_eq!(p.other().other(), p);
        }
    }

    #[test]
    fn index_round_trips() {
        for p in Player::ALL {
            assert_eq!(Player::from_index(p.index()), Some(p));
        }
        assert_eq!(Player::from_index(2), None);
    }
}
