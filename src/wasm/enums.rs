//! The JavaScript mirrors of the core's enums, named as mirrors so the core types keep their
//! names: `JsOutcome` is exported to JS as `Outcome`, `JsPlayer` as `Player`.

use wasm_bindgen::prelude::*;

use crate::{Outcome, Player};

/// Who wins a position with perfect play: the bytes of `outcomes()`.
///
/// `NotAPosition` marks table entries that are not positions of the game: a piece on a wall, or
/// the cat in the hole. In the grid game `Draw` means *endless*: neither side can force
/// anything, and the turn limit makes it a cat win.
#[wasm_bindgen(js_name = Outcome)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsOutcome {
    /// Neither side can force a win (grid: endless).
    Draw = 0,
    /// The mouse can force a win.
    MouseWin = 1,
    /// The cat can force a win.
    CatWin = 2,
    /// Not a position of the game.
    NotAPosition = 3,
}

impl From<Outcome> for JsOutcome {
    fn from(outcome: Outcome) -> JsOutcome {
        match outcome {
            Outcome::Draw => JsOutcome::Draw,
            Outcome::MouseWin => JsOutcome::MouseWin,
            Outcome::CatWin => JsOutcome::CatWin,
        }
    }
}

impl From<Option<Outcome>> for JsOutcome {
    /// `None` (no outcome: not a position) is `NotAPosition`.
    fn from(outcome: Option<Outcome>) -> JsOutcome {
        outcome.map_or(JsOutcome::NotAPosition, JsOutcome::from)
    }
}

impl JsOutcome {
    /// The outcome of a table byte ([`Outcome::from_u8`], or `NotAPosition`).
    #[must_use]
    pub fn of_byte(byte: u8) -> JsOutcome {
        Outcome::from_u8(byte).into()
    }
}

/// A player; also the `turn` coordinate of a state (`Mouse = 0`: mouse to move).
#[wasm_bindgen(js_name = Player)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsPlayer {
    /// The mouse.
    Mouse = 0,
    /// The cat.
    Cat = 1,
}

impl From<Player> for JsPlayer {
    fn from(player: Player) -> JsPlayer {
        match player {
            Player::Mouse => JsPlayer::Mouse,
            Player::Cat => JsPlayer::Cat,
        }
    }
}

impl From<JsPlayer> for Player {
    fn from(player: JsPlayer) -> Player {
        match player {
            JsPlayer::Mouse => Player::Mouse,
            JsPlayer::Cat => Player::Cat,
        }
    }
}
