//! The rules as answers about one position: is it a position, is it finished and how, and
//! where a move leads. The page asks these instead of re-deriving any rule.

use crate::game::{Game, Terminal};
use crate::table::check_places;
use crate::{Layout, Player, SpecError, State};

/// Why play cannot go on from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The position is finished.
    Finished(Terminal),
    /// The player to move has no legal move, and loses.
    Stuck,
}

impl Status {
    /// The name the JavaScript API uses: `"caught"`, `"home"`, `"catAtFood"` or `"stuck"`
    /// (the same words as the end of an optimal line).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Status::Finished(Terminal::Caught) => "caught",
            Status::Finished(Terminal::MouseHome) => "home",
            Status::Finished(Terminal::CatAtFood) => "catAtFood",
            Status::Stuck => "stuck",
        }
    }
}

/// Checks that `state` is a position of `game`: both places exist and each piece may stand on
/// its place.
///
/// # Errors
/// [`SpecError::PlaceOutOfRange`] or [`SpecError::NotAPosition`] (the cat in the hole, a piece
/// on a wall).
pub fn check_position<G: Game>(game: &G, state: State) -> Result<(), SpecError> {
    check_places(Layout::new(game.places()), state)?;
    for piece in Player::ALL {
        let place = state.place_of(piece) as usize;
        if !game.can_stand(piece, place) {
            return Err(SpecError::NotAPosition { piece, place });
        }
    }
    Ok(())
}

/// Whether play stops at `state`, and why: `Some(Finished(_))` for a finished position,
/// `Some(Stuck)` when the player to move has no legal move (it loses), `None` when play goes on.
///
/// # Errors
/// If `state` is not a position (see [`check_position`]).
///
/// ```
/// use cat_mouse::{rules, GraphGame, Player, State, Terminal};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// assert_eq!(rules::status(&game, State::new(0, 2, Player::Cat))?, Some(rules::Status::Finished(Terminal::MouseHome)));
/// assert_eq!(rules::status(&game, State::new(1, 2, Player::Mouse))?, None);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn status<G: Game>(game: &G, state: State) -> Result<Option<Status>, SpecError> {
    check_position(game, state)?;
    if let Some(terminal) = game.terminal(state.mouse as usize, state.cat as usize) {
        return Ok(Some(Status::Finished(terminal)));
    }
    let from = state.place_of(state.turn) as usize;
    Ok(game
        .moves(state.turn)
        .of(from)
        .is_empty()
        .then_some(Status::Stuck))
}

/// The position after the player to move at `state` goes to `to`.
///
/// # Errors
/// If `state` is not a position, the game is over there ([`SpecError::GameOver`]), or the move
/// is not legal ([`SpecError::IllegalMove`]; a stuck player has no legal move).
///
/// ```
/// use cat_mouse::{rules, GraphGame, Player, State};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// let next = rules::play(&game, State::new(1, 2, Player::Mouse), 0)?;
/// assert_eq!(next, State::new(0, 2, Player::Cat));
/// assert!(rules::play(&game, State::new(1, 2, Player::Cat), 0).is_err()); // never into the hole
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn play<G: Game>(game: &G, state: State, to: u32) -> Result<State, SpecError> {
    if let Some(Status::Finished(terminal)) = status(game, state)? {
        return Err(SpecError::GameOver { terminal });
    }
    let from = state.place_of(state.turn);
    // Move lists are sorted (see `Moves`).
    if game
        .moves(state.turn)
        .of(from as usize)
        .binary_search(&to)
        .is_err()
    {
        return Err(SpecError::IllegalMove {
            piece: state.turn,
            from: from as usize,
            to: to as usize,
        });
    }
    Ok(state.after(to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame};

    fn example1() -> GraphGame {
        GraphGame::new(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap()
    }

    #[test]
    fn status_names_each_way_play_stops() {
        let game = example1();
        let at = |m, c, t| status(&game, State::new(m, c, t)).unwrap();
        assert_eq!(
            at(3, 3, Player::Cat),
            Some(Status::Finished(Terminal::Caught))
        );
        assert_eq!(
            at(0, 3, Player::Cat),
            Some(Status::Finished(Terminal::MouseHome))
        );
        assert_eq!(at(1, 2, Player::Mouse), None);
        // A cat whose only neighbour is the hole is stuck.
        let game = GraphGame::new(&[vec![2, 1], vec![0], vec![0]]).unwrap();
        assert_eq!(
            status(&game, State::new(1, 2, Player::Cat)).unwrap(),
            Some(Status::Stuck)
        );
        let grid = GridGame::new(&["MC.F"], 1, 1).unwrap();
        assert_eq!(
            status(&grid, State::new(0, 3, Player::Mouse)).unwrap(),
            Some(Status::Finished(Terminal::CatAtFood))
        );
        assert_eq!(Status::Finished(Terminal::CatAtFood).name(), "catAtFood");
    }

    #[test]
    fn non_positions_are_errors() {
        let game = example1();
        assert_eq!(
            status(&game, State::new(1, 0, Player::Mouse)).unwrap_err(),
            SpecError::NotAPosition {
                piece: Player::Cat,
                place: 0
            }
        );
        let grid = GridGame::new(&["M#CF"], 1, 1).unwrap();
        assert_eq!(
            play(&grid, State::new(1, 2, Player::Mouse), 0).unwrap_err(),
            SpecError::NotAPosition {
                piece: Player::Mouse,
                place: 1
            }
        );
        assert_eq!(
            status(&game, State::new(6, 2, Player::Mouse)).unwrap_err(),
            SpecError::PlaceOutOfRange {
                piece: Player::Mouse,
                place: 6,
                len: 6
            }
        );
    }

    #[test]
    fn play_follows_the_move_lists_and_stops_at_the_end() {
        let game = example1();
        let start = State::new(1, 2, Player::Mouse);
        assert_eq!(
            play(&game, start, 3).unwrap(),
            State::new(3, 2, Player::Cat)
        );
        assert_eq!(
            play(&game, start, 2).unwrap_err(),
            SpecError::IllegalMove {
                piece: Player::Mouse,
                from: 1,
                to: 2
            }
        );
        // The cat never enters the hole.
        assert!(play(&game, State::new(3, 2, Player::Cat), 0).is_err());
        assert_eq!(
            play(&game, State::new(0, 2, Player::Cat), 4).unwrap_err(),
            SpecError::GameOver {
                terminal: Terminal::MouseHome
            }
        );
    }
}
