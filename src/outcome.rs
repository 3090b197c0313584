//! Game values: who wins with perfect play, and how soon.

use std::fmt;

use crate::Player;

/// Who wins a position with perfect play.
///
/// The discriminants are part of the JS contract (the bytes of the outcome table) and equal
/// LeetCode 913's answer codes: `Draw = 0`, `MouseWin = 1`, `CatWin = 2`.
///
/// In the grid game there are no draws by repetition: a position where neither side can force
/// anything is reported as `Draw` by the solver and called *endless*; the turn limit makes it a
/// cat win (see [`GridGame`](crate::GridGame)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Outcome {
    /// Neither side can force a win: with best play the game goes on for ever.
    Draw = 0,
    /// The mouse can force a win.
    MouseWin = 1,
    /// The cat can force a win.
    CatWin = 2,
}

impl Outcome {
    /// All outcomes, in discriminant order.
    pub const ALL: [Outcome; 3] = [Outcome::Draw, Outcome::MouseWin, Outcome::CatWin];

    /// The outcome in which `player` wins.
    #[must_use]
    pub const fn win_for(player: Player) -> Outcome {
        match player {
            Player::Mouse => Outcome::MouseWin,
            Player::Cat => Outcome::CatWin,
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Draw => None,
            Outcome::MouseWin => Some(Player::Mouse),
            Outcome::CatWin => Some(Player::Cat),
        }
    }

    /// The outcome for a table byte (`0`, `1` or `2`); `None` for any other byte.
    #[must_use]
    pub const fn from_u8(byte: u8) -> Option<Outcome> {
        match byte {
            0 => Some(Outcome::Draw),
            1 => Some(Outcome::MouseWin),
            2 => Some(Outcome::CatWin),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Draw => "draw",
            Outcome::MouseWin => "mouse wins",
            Outcome::CatWin => "cat wins",
        })
    }
}

/// The value of a position: its outcome and, for a win, the exact number of plies to the end.
///
/// A ply is one move by either player. The distance is the length of the game under optimal play,
/// where the winner hurries and the loser delays: `0` for a finished position, and `0` for a draw,
/// which never ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Who wins.
    pub outcome: Outcome,
    /// Plies to the end with optimal play (0 for draws).
    pub distance: u32,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.outcome {
            Outcome::Draw => f.write_str("draw"),
            o => write!(f, "{o} in {} plies", self.distance),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discriminants_are_leetcode_codes() {
        assert_eq!(Outcome::Draw as u8, 0);
        assert_eq!(Outcome::MouseWin as u8, 1);
        assert_eq!(Outcome::CatWin as u8, 2);
        for o in Outcome::ALL {
            assert_eq!(Outcome::from_u8(o as u8), Some(o));
        }
        assert_eq!(Outcome::from_u8(3), None);
    }

    #[test]
    fn win_for_and_winner_agree() {
        for p in Player::ALL {
            assert_eq!(Outcome::win_for(p).winner(), Some(p));
        }
        assert_eq!(Outcome::Draw.winner(), None);
    }

    #[test]
    fn value_displays_plies() {
        let v = Value {
            outcome: Outcome::CatWin,
            distance: 16,
        };
        assert_eq!(v.to_string(), "cat wins in 16 plies");
    }
}
