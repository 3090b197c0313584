//! The rules as answers about one position: is it a position, is it finished and how, and
//! where a move leads; and, for a game in progress, whether it is over after so many plies and
//! who won. The page asks these instead of re-deriving any rule.

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

/// Why a game in progress is over at a position: play stops there ([`Status`]), or the grid
/// game's turn limit is used up. (A repeated position, the graph game's draw, depends on the
/// game's history: the caller keeps that.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// Play stops at the position itself.
    Stopped(Status),
    /// The turn limit is reached and the mouse has not won: the cat wins.
    TurnLimit,
}

impl GameEnd {
    /// The name the JavaScript API uses: a [`Status::name`], or `"turnLimit"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameEnd::Stopped(status) => status.name(),
            GameEnd::TurnLimit => "turnLimit",
        }
    }

    /// Who wins a game that ends this way with `mover` to move: the cat when it catches the
    /// mouse, reaches the food first or outlasts the turn limit; the mouse when it reaches the
    /// hole or the food; the other player when the player to move is stuck.
    #[must_use]
    pub const fn winner(self, mover: Player) -> Player {
        match self {
            GameEnd::Stopped(Status::Finished(Terminal::MouseHome)) => Player::Mouse,
            GameEnd::Stopped(Status::Finished(Terminal::Caught | Terminal::CatAtFood))
            | GameEnd::TurnLimit => Player::Cat,
            GameEnd::Stopped(Status::Stuck) => mover.other(),
        }
    }
}

/// Plies left before a turn limit of `turn_limit` plies once `plies_played` plies are played
/// (the mouse's first move is ply 1): 0 once the limit is reached.
#[must_use]
pub const fn plies_left(turn_limit: u32, plies_played: u32) -> u32 {
    turn_limit.saturating_sub(plies_played)
}

/// Whether a game that has reached `state` after `plies_played` plies is over, and how: play
/// stops at the position ([`status`]), or, with a `turn_limit` (the grid game), the limit is
/// used up. `None`: play goes on.
///
/// # Errors
/// If `state` is not a position (see [`check_position`]).
///
/// ```
/// use cat_mouse::{rules::{self, GameEnd}, GridGame, Player, State};
/// let game = GridGame::with_turn_limit(&["M..C.F"], 1, 1, 4)?;
/// let (start, limit) = (State::new(0, 3, Player::Mouse), Some(game.turn_limit()));
/// assert_eq!(rules::game_end(&game, start, 3, limit)?, None);
/// assert_eq!(rules::game_end(&game, start, 4, limit)?, Some(GameEnd::TurnLimit));
/// assert_eq!(GameEnd::TurnLimit.winner(Player::Mouse), Player::Cat);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn game_end<G: Game>(
    game: &G,
    state: State,
    plies_played: u32,
    turn_limit: Option<u32>,
) -> Result<Option<GameEnd>, SpecError> {
    // A finished position ends the game even on the last ply: the mouse reaching the food on
    // ply `turn_limit` wins.
    if let Some(status) = status(game, state)? {
        return Ok(Some(GameEnd::Stopped(status)));
    }
    Ok(turn_limit
        .is_some_and(|limit| plies_left(limit, plies_played) == 0)
        .then_some(GameEnd::TurnLimit))
}

/// Checks that `state` is a position of `game`: both places exist and each piece may stand on
/// its place.
///
/// # Errors
/// [`SpecError::PlaceOutOfRange`] or [`SpecError::NotAPosition`] (the cat on a hole it may not enter, a piece
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
    Ok(game.legal_moves(state).is_empty().then_some(Status::Stuck))
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
    // Legal moves are sorted (see `Game::legal_moves`).
    if game.legal_moves(state).binary_search(&to).is_err() {
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

    use crate::fixtures::example1_game as example1;

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
    fn a_game_ends_at_a_finished_position_or_when_the_limit_is_used_up() {
        let grid = GridGame::with_turn_limit(&["M.C.F"], 1, 1, 6).unwrap();
        let limit = Some(grid.turn_limit());
        let start = State::new(0, 2, Player::Mouse);
        assert_eq!(game_end(&grid, start, 0, limit).unwrap(), None);
        assert_eq!(game_end(&grid, start, 5, limit).unwrap(), None);
        assert_eq!(
            game_end(&grid, start, 6, limit).unwrap(),
            Some(GameEnd::TurnLimit)
        );
        assert_eq!(
            game_end(&grid, start, u32::MAX, limit).unwrap(),
            Some(GameEnd::TurnLimit)
        );
        // Reaching the food on the last ply still wins: the position decides first.
        let home = State::new(4, 2, Player::Cat);
        let end = game_end(&grid, home, 6, limit).unwrap().unwrap();
        assert_eq!(end, GameEnd::Stopped(Status::Finished(Terminal::MouseHome)));
        assert_eq!(end.winner(Player::Cat), Player::Mouse);
        assert_eq!(end.name(), "home");
        // Without a limit (the graph game) only the position counts.
        let game = example1();
        let start = State::new(1, 2, Player::Mouse);
        assert_eq!(game_end(&game, start, u32::MAX, None).unwrap(), None);
        let caught = GameEnd::Stopped(Status::Finished(Terminal::Caught));
        assert_eq!(
            game_end(&game, State::new(3, 3, Player::Mouse), 7, None).unwrap(),
            Some(caught)
        );
        assert_eq!(caught.winner(Player::Mouse), Player::Cat);
        assert_eq!(GameEnd::TurnLimit.name(), "turnLimit");
    }

    #[test]
    fn a_stuck_player_loses_and_the_limit_counts_down_to_zero() {
        assert_eq!(
            GameEnd::Stopped(Status::Stuck).winner(Player::Cat),
            Player::Mouse
        );
        assert_eq!(
            GameEnd::Stopped(Status::Stuck).winner(Player::Mouse),
            Player::Cat
        );
        assert_eq!(
            GameEnd::Stopped(Status::Finished(Terminal::CatAtFood)).winner(Player::Mouse),
            Player::Cat
        );
        assert_eq!(plies_left(1000, 0), 1000);
        assert_eq!(plies_left(1000, 999), 1);
        assert_eq!(plies_left(1000, 1000), 0);
        assert_eq!(plies_left(1000, u32::MAX), 0);
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
