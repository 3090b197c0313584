//! The rules as answers about one position of any game, one cat or several: is it a
//! position, is it finished and how, which moves are legal and where one leads; and, for a game
//! in progress, whether it is over after so many plies and who won. The page asks these instead
//! of re-deriving any rule.
//!
//! Each rule is written once, over what every game tells about a position ([`Rulebook`]): the
//! graph and the grid game (one cat) and the game with several cats answer it.

use crate::game::{Game, Terminal};
use crate::{Cats, CatsGame, GraphGame, GridGame, Move, Player, Position, SpecError};
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

/// What the rules ask of a game about one position: its size, where each piece may stand,
/// when a position is finished, which moves are legal, and its turn limit. The graph and the
/// grid game (one cat each: the cats of a [`Position`] are a list of one) and the game with
/// several cats ([`CatsGame`]) answer it, and every rule of this module is written once over it.
pub trait Rulebook {
    /// How many places: graph nodes, or grid cells (walls included).
    fn place_count(&self) -> usize;

    /// How many cats.
    fn cat_count(&self) -> usize;

    /// Whether `piece` may stand on `place` (a place in range): not a wall; for a cat, not a
    /// hole it may not enter.
    fn stands(&self, piece: Player, place: usize) -> bool;

    /// Whether the position `at` (a position: see [`check_position`]) is finished, and why.
    fn finished(&self, at: &Position) -> Option<Terminal>;

    /// The legal moves of the player to move at the position `at` (see [`check_position`]),
    /// finished or not: the mouse's in increasing order of place, the cats' in increasing rank
    /// of their multiset (one cat: of place).
    fn moves_at(&self, at: &Position) -> Vec<Move>;

    /// Whether the player to move at the position `at` has a legal move (that
    /// [`moves_at`](Rulebook::moves_at) is not empty).
    fn can_move(&self, at: &Position) -> bool {
        !self.moves_at(at).is_empty()
    }

    /// The turn limit in plies, if the game has one (the grid game): a game in progress that
    /// reaches it is over ([`game_end`]). The solved tables are the game without it.
    fn turn_limit(&self) -> Option<u32> {
        None
    }
}

/// [`Rulebook::finished`] of a one-cat game.
fn one_cat_finished<G: Game>(game: &G, at: &Position) -> Option<Terminal> {
    game.terminal(at.mouse as usize, at.cats.as_slice()[0] as usize)
}

/// The one-cat moves of the player to move at `at`: its move list, less the moves the other
/// piece blocks (see [`Game::legal_moves`]), as places.
fn one_cat_places<'g, G: Game>(game: &'g G, at: &Position) -> impl Iterator<Item = u32> + 'g {
    let cat = at.cats.as_slice()[0] as usize;
    let (from, other) = match at.turn {
        Player::Mouse => (at.mouse as usize, cat),
        Player::Cat => (cat, at.mouse as usize),
    };
    let blocking = game.blocking();
    game.moves(at.turn)
        .of(from)
        .iter()
        .copied()
        .filter(move |&to| !blocking || !game.blocked(from, to as usize, other))
}

/// [`Rulebook::moves_at`] of a one-cat game.
fn one_cat_moves<G: Game>(game: &G, at: &Position) -> Vec<Move> {
    let cat = at.cats.as_slice()[0];
    let list = game
        .moves(at.turn)
        .of(at.place_of(at.turn).unwrap_or(cat) as usize);
    let mut moves = Vec::with_capacity(list.len());
    moves.extend(one_cat_places(game, at).map(|to| match at.turn {
        Player::Mouse => Move::Mouse(to),
        Player::Cat => Move::Cats(Cats::one(to)),
    }));
    moves
}

/// The [`Rulebook`] of a one-cat game (`GraphGame`, `GridGame`): the same six answers, from the
/// game's own places and `can_stand` and the one-cat helpers above, plus the game's own `extra`
/// items (the grid's turn limit).
macro_rules! one_cat_rulebook {
    ($game:ty $(, $($extra:tt)+)?) => {
        impl Rulebook for $game {
            fn place_count(&self) -> usize {
                self.places()
            }
            fn cat_count(&self) -> usize {
                1
            }
            fn stands(&self, piece: Player, place: usize) -> bool {
                self.can_stand(piece, place)
            }
            fn finished(&self, at: &Position) -> Option<Terminal> {
                one_cat_finished(self, at)
            }
            fn moves_at(&self, at: &Position) -> Vec<Move> {
                one_cat_moves(self, at)
            }
            fn can_move(&self, at: &Position) -> bool {
                one_cat_places(self, at).next().is_some()
            }
            $($($extra)+)?
        }
    };
}

one_cat_rulebook!(GraphGame);
one_cat_rulebook!(
    GridGame,
    /// `Some` of [`GridGame::turn_limit`].
    fn turn_limit(&self) -> Option<u32> {
        Some(GridGame::turn_limit(self))
    }
);

impl Rulebook for CatsGame {
    fn place_count(&self) -> usize {
        self.nodes()
    }
    fn cat_count(&self) -> usize {
        self.cats()
    }
    fn stands(&self, piece: Player, place: usize) -> bool {
        piece == Player::Mouse || self.cat_stands(place)
    }
    fn finished(&self, at: &Position) -> Option<Terminal> {
        self.terminal(*at)
    }
    fn moves_at(&self, at: &Position) -> Vec<Move> {
        self.moves_of(*at)
    }
}

/// Plies left before a turn limit of `turn_limit` plies once `plies_played` plies are played
/// (the mouse's first move is ply 1): 0 once the limit is reached.
#[must_use]
pub const fn plies_left(turn_limit: u32, plies_played: u32) -> u32 {
    turn_limit.saturating_sub(plies_played)
}

/// Whether a game that has reached `at` after `plies_played` plies is over, and how: play
/// stops at the position ([`status`]), or the game's turn limit (the grid game's) is used up.
/// `None`: play goes on.
///
/// # Errors
/// If `at` is not a position (see [`check_position`]).
///
/// ```
/// use cat_mouse::{rules::{self, GameEnd}, GridGame, Player, State};
/// let game = GridGame::with_turn_limit(&["M..C.F"], 1, 1, 4)?;
/// let start = State::new(0, 3, Player::Mouse);
/// assert_eq!(rules::game_end(&game, start, 3)?, None);
/// assert_eq!(rules::game_end(&game, start, 4)?, Some(GameEnd::TurnLimit));
/// assert_eq!(GameEnd::TurnLimit.winner(Player::Mouse), Player::Cat);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn game_end<R: Rulebook + ?Sized>(
    game: &R,
    at: impl Into<Position>,
    plies_played: u32,
) -> Result<Option<GameEnd>, SpecError> {
    // A finished position ends the game even on the last ply: the mouse reaching the food on
    // ply `turn_limit` wins.
    if let Some(status) = status(game, at)? {
        return Ok(Some(GameEnd::Stopped(status)));
    }
    Ok(game
        .turn_limit()
        .is_some_and(|limit| plies_left(limit, plies_played) == 0)
        .then_some(GameEnd::TurnLimit))
}

/// Checks that `at` is a position of `game`: the game's number of cats, every place in range,
/// and each piece on a place it may stand on.
///
/// # Errors
/// In this order: [`SpecError::CatsGiven`], [`SpecError::PlaceOutOfRange`] (the mouse first,
/// then the cats), [`SpecError::NotAPosition`] (the cat on a hole it may not enter, a piece
/// on a wall).
///
/// ```
/// use cat_mouse::{rules, GraphGame, Player, State};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// assert!(rules::check_position(&game, State::new(1, 2, Player::Mouse)).is_ok());
/// let err = rules::check_position(&game, State::new(1, 0, Player::Mouse)).unwrap_err();
/// assert_eq!(err.to_string(), "not a position: the cat may not stand on place 0");
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn check_position<R: Rulebook + ?Sized>(
    game: &R,
    at: impl Into<Position>,
) -> Result<(), SpecError> {
    let at = at.into();
    let (len, cats) = (game.place_count(), game.cat_count());
    if at.cats.len() != cats {
        return Err(SpecError::CatsGiven {
            given: at.cats.len(),
            cats,
        });
    }
    let out = |piece, place: u32| SpecError::PlaceOutOfRange {
        piece,
        place: place as usize,
        len,
    };
    let off = |piece, place: u32| SpecError::NotAPosition {
        piece,
        place: place as usize,
    };
    if at.mouse as usize >= len {
        return Err(out(Player::Mouse, at.mouse));
    }
    if let Some(&cat) = at.cats.as_slice().iter().find(|&&c| c as usize >= len) {
        return Err(out(Player::Cat, cat));
    }
    if !game.stands(Player::Mouse, at.mouse as usize) {
        return Err(off(Player::Mouse, at.mouse));
    }
    match at
        .cats
        .as_slice()
        .iter()
        .find(|&&c| !game.stands(Player::Cat, c as usize))
    {
        Some(&cat) => Err(off(Player::Cat, cat)),
        None => Ok(()),
    }
}

/// Whether play stops at `at`, and why: `Some(Finished(_))` for a finished position,
/// `Some(Stuck)` when the player to move has no legal move (it loses), `None` when play goes on.
///
/// # Errors
/// If `at` is not a position (see [`check_position`]).
///
/// ```
/// use cat_mouse::{rules, GraphGame, Player, State, Terminal};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// assert_eq!(rules::status(&game, State::new(0, 2, Player::Cat))?, Some(rules::Status::Finished(Terminal::MouseHome)));
/// assert_eq!(rules::status(&game, State::new(1, 2, Player::Mouse))?, None);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn status<R: Rulebook + ?Sized>(
    game: &R,
    at: impl Into<Position>,
) -> Result<Option<Status>, SpecError> {
    let at = at.into();
    check_position(game, at)?;
    if let Some(terminal) = game.finished(&at) {
        return Ok(Some(Status::Finished(terminal)));
    }
    Ok((!game.can_move(&at)).then_some(Status::Stuck))
}

/// The legal moves of the player to move at `at`, finished or not (see
/// [`Rulebook::moves_at`]).
///
/// # Errors
/// If `at` is not a position (see [`check_position`]).
pub fn legal_moves<R: Rulebook + ?Sized>(
    game: &R,
    at: impl Into<Position>,
) -> Result<Vec<Move>, SpecError> {
    let at = at.into();
    check_position(game, at)?;
    Ok(game.moves_at(&at))
}

/// The position after the player to move at `at` goes to `to`: the mouse's new place, or the
/// cats' new places (one per cat, in any order; one cat: its new place).
///
/// # Errors
/// In this order: `at` is not a position; the game is over there ([`SpecError::GameOver`]);
/// `to` names the wrong number of places ([`SpecError::MovePlaces`]); a place is out of range
/// ([`SpecError::PlaceOutOfRange`]); the move is not legal ([`SpecError::IllegalMove`] for the
/// mouse and for one cat, [`SpecError::IllegalCatsMove`] for several; a stuck player has no
/// legal move).
///
/// ```
/// use cat_mouse::{rules, GraphGame, Player, Position, State};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// let next = rules::play(&game, State::new(1, 2, Player::Mouse), &[0])?;
/// assert_eq!(next, Position::from(State::new(0, 2, Player::Cat)));
/// assert!(rules::play(&game, State::new(1, 2, Player::Cat), &[0]).is_err()); // never into the hole
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn play<R: Rulebook + ?Sized>(
    game: &R,
    at: impl Into<Position>,
    to: &[u32],
) -> Result<Position, SpecError> {
    let at = at.into();
    check_position(game, at)?;
    if let Some(terminal) = game.finished(&at) {
        return Err(SpecError::GameOver { terminal });
    }
    let (piece, cats) = (at.turn, game.cat_count());
    let expected = match piece {
        Player::Mouse => 1,
        Player::Cat => cats,
    };
    if to.len() != expected {
        return Err(SpecError::MovePlaces {
            piece,
            given: to.len(),
            expected,
        });
    }
    let len = game.place_count();
    if let Some(&place) = to.iter().find(|&&place| place as usize >= len) {
        return Err(SpecError::PlaceOutOfRange {
            piece,
            place: place as usize,
            len,
        });
    }
    let mv = match piece {
        Player::Mouse => Move::Mouse(to[0]),
        Player::Cat => Move::Cats(Cats::new(to)?),
    };
    if game.moves_at(&at).contains(&mv) {
        return Ok(mv.after(at));
    }
    Err(match (mv, at.cats.as_slice()) {
        (Move::Mouse(to), _) => SpecError::IllegalMove {
            piece,
            from: at.mouse as usize,
            to: to as usize,
        },
        (Move::Cats(_), &[from]) => SpecError::IllegalMove {
            piece,
            from: from as usize,
            to: to[0] as usize,
        },
        (Move::Cats(to), _) => SpecError::IllegalCatsMove { from: at.cats, to },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame, State};

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
            play(&grid, State::new(1, 2, Player::Mouse), &[0]).unwrap_err(),
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
        let start = State::new(0, 2, Player::Mouse);
        assert_eq!(game_end(&grid, start, 0).unwrap(), None);
        assert_eq!(game_end(&grid, start, 5).unwrap(), None);
        assert_eq!(game_end(&grid, start, 6).unwrap(), Some(GameEnd::TurnLimit));
        assert_eq!(
            game_end(&grid, start, u32::MAX).unwrap(),
            Some(GameEnd::TurnLimit)
        );
        // Reaching the food on the last ply still wins: the position decides first.
        let home = State::new(4, 2, Player::Cat);
        let end = game_end(&grid, home, 6).unwrap().unwrap();
        assert_eq!(end, GameEnd::Stopped(Status::Finished(Terminal::MouseHome)));
        assert_eq!(end.winner(Player::Cat), Player::Mouse);
        assert_eq!(end.name(), "home");
        // Without a limit (the graph game) only the position counts.
        let game = example1();
        let start = State::new(1, 2, Player::Mouse);
        assert_eq!(game_end(&game, start, u32::MAX).unwrap(), None);
        let caught = GameEnd::Stopped(Status::Finished(Terminal::Caught));
        assert_eq!(
            game_end(&game, State::new(3, 3, Player::Mouse), 7).unwrap(),
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
            play(&game, start, &[3]).unwrap(),
            State::new(3, 2, Player::Cat).into()
        );
        assert_eq!(
            play(&game, start, &[2]).unwrap_err(),
            SpecError::IllegalMove {
                piece: Player::Mouse,
                from: 1,
                to: 2
            }
        );
        // The cat never enters the hole; a move names one place.
        assert!(play(&game, State::new(3, 2, Player::Cat), &[0]).is_err());
        assert_eq!(
            play(&game, start, &[3, 4]).unwrap_err().to_string(),
            "a mouse move names 1 place, got 2"
        );
        assert_eq!(
            play(&game, State::new(0, 2, Player::Cat), &[4]).unwrap_err(),
            SpecError::GameOver {
                terminal: Terminal::MouseHome
            }
        );
    }
}
