//! One query interface for every solved game: [`Solved`], answered by the graph and the grid
//! game ([`Solution`], one cat, over an [`OutcomeTable`]) and by the game with several cats
//! ([`CatsSolution`], over a [`CatsTable`]).
//!
//! A position is the mouse's place, the cats' places (one cat is a list of one) and the player
//! to move ([`Position`]); a move is the mover's new places ([`Move`]). Each game answers the
//! queries once, over its own table; the rules come from its [`Rulebook`], written once in
//! [`rules`](crate::rules). A caller that only asks questions holds a `&dyn Solved` and never
//! needs to know which game it is (shakmaty's `VariantPosition` forwards to `&dyn Position`
//! the same way).
//!
//! # Examples
//! ```
//! use cat_mouse::{Cats, CatsGame, CatsRoles, CatsRules, CatsSolution, GraphGame, Outcome, Player, Position, Solution, Solved};
//! let graph = [vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]];
//! let one = Solution::new(GraphGame::new(&graph)?);
//! let roles = CatsRoles { cats: vec![2, 4], ..CatsRoles::default() };
//! let two = CatsSolution::new(CatsGame::new(&graph, roles, CatsRules::default())?)?;
//! // The same questions, whichever game: one cat draws LeetCode 913's example 1, two win it.
//! let games: [&dyn Solved; 2] = [&one, &two];
//! let answers: Vec<Outcome> = games.iter().map(|s| s.start_value().outcome).collect();
//! assert_eq!(answers, [Outcome::Draw, Outcome::CatWin]);
//! let at = Position::new(3, Cats::new(&[4, 2])?, Player::Cat);
//! assert_eq!(two.line(at, 100)?.plies(), two.value(at)?.unwrap().distance as usize);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use std::borrow::Cow;

use crate::game::Game;
use crate::line::CatsLine;
use crate::rules::{self, GameEnd, Rulebook, Status};
use crate::table::check_places;
use crate::{
    best_moves, principal_line, reserve, solve, solve_cats, Cats, CatsGame, CatsSolveError,
    CatsTable, Move, Outcome, OutcomeTable, Player, Position, SpecError, Value,
};

/// The queries every solved game answers: what each position is worth, the moves and where
/// they lead, the optimal line, the whole table. Positions are [`Position`]s: the mouse, the
/// cats (one cat is a list of one), the player to move.
///
/// Every query checks its position: a position with another number of cats than the game has
/// is [`SpecError::CatsGiven`], a place out of range [`SpecError::PlaceOutOfRange`]. An entry
/// of the table that is not a position (a piece where it may not stand) has no value (`None`)
/// and no best move; the rules' queries ([`status`](Solved::status),
/// [`after`](Solved::after), …) refuse it ([`SpecError::NotAPosition`]).
pub trait Solved {
    /// The game's rules, as the position queries ask them.
    fn rulebook(&self) -> &dyn Rulebook;

    /// How many entries the tables have: `2 · places²` with one cat, `2 · places · M` with
    /// several (see [`CatsLayout`](crate::CatsLayout)).
    fn state_count(&self) -> usize;

    /// The game moves summed over every position: the solve's work (with several cats, the
    /// work budget's count, [`CatsGame::moves`]).
    fn game_moves(&self) -> u64;

    /// The starting position.
    fn start(&self) -> Position;

    /// The index of `at` in the tables ([`outcome_bytes`](Solved::outcome_bytes),
    /// [`distances`](Solved::distances)): the [`Layout`](crate::Layout) with one cat, the
    /// [`CatsLayout`](crate::CatsLayout) with several (the same with one cat).
    ///
    /// # Errors
    /// If `at` has another number of cats than the game, or a place out of range.
    fn index(&self, at: Position) -> Result<usize, SpecError>;

    /// The value of the entry at `index`, or `None` if it is not a position.
    ///
    /// # Panics
    /// If `index` is out of range.
    fn value_at(&self, index: usize) -> Option<Value>;

    /// Every entry's outcome byte, in the layout of [`index`](Solved::index): an [`Outcome`]
    /// discriminant, or [`NOT_A_POSITION`](crate::NOT_A_POSITION). Borrowed where the table
    /// keeps them (one cat), else copied.
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if the copy cannot be allocated.
    fn outcome_bytes(&self) -> Result<Cow<'_, [u8]>, SpecError>;

    /// Every entry's distance in plies, in the layout of [`index`](Solved::index) (0 for
    /// draws and non-positions).
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if they cannot be allocated.
    fn distances(&self) -> Result<Vec<u32>, SpecError>;

    /// How many entries are draws, mouse wins, cat wins, and not positions.
    fn counts(&self) -> [usize; 4];

    /// The longest distance of any position (0 if none is decided).
    fn max_distance(&self) -> u32;

    /// The optimal moves of the player to move at `at`, in the order of
    /// [`legal_moves`](Solved::legal_moves): in a won position the moves to positions lost
    /// for the opponent one ply closer, in a lost one those that delay the loss longest, in a
    /// draw those that keep it. Empty for finished positions, non-positions, and a player with
    /// no legal move.
    ///
    /// # Errors
    /// If `at` has another number of cats than the game, or a place out of range.
    fn best_moves(&self, at: Position) -> Result<Vec<Move>, SpecError>;

    /// The principal line from `at`: each side in turn takes its first
    /// [best move](Solved::best_moves), until the game ends, a position repeats, or
    /// `max_plies` plies are played. A won or lost line is as long as the position's distance;
    /// a drawn line stops at the first repetition.
    ///
    /// # Errors
    /// If `at` is not a position (see [`rules::check_position`]).
    fn line(&self, at: Position, max_plies: usize) -> Result<CatsLine, SpecError>;

    /// The value of `at`, or `None` if it is an entry of the table but not a position.
    ///
    /// # Errors
    /// If `at` has another number of cats than the game, or a place out of range.
    fn value(&self, at: Position) -> Result<Option<Value>, SpecError> {
        Ok(self.value_at(self.index(at)?))
    }

    /// The outcome of `at` ([`value`](Solved::value) without the distance).
    ///
    /// # Errors
    /// As [`value`](Solved::value).
    fn outcome(&self, at: Position) -> Result<Option<Outcome>, SpecError> {
        Ok(self.value(at)?.map(|v| v.outcome))
    }

    /// The value of the starting position.
    fn start_value(&self) -> Value {
        // Not reachable: every game checks its start when it is built.
        self.value(self.start())
            .ok()
            .flatten()
            .expect("the start is a position of the game")
    }

    /// How many places: graph nodes, or grid cells (walls included).
    fn places(&self) -> usize {
        self.rulebook().place_count()
    }

    /// How many cats.
    fn cat_count(&self) -> usize {
        self.rulebook().cat_count()
    }

    /// The turn limit in plies, if the game has one (the grid game's): the table is the game
    /// without it, and [`game_end`](Solved::game_end) applies it.
    fn turn_limit(&self) -> Option<u32> {
        self.rulebook().turn_limit()
    }

    /// The legal moves of the player to move at `at` ([`rules::legal_moves`]).
    ///
    /// # Errors
    /// If `at` is not a position.
    fn legal_moves(&self, at: Position) -> Result<Vec<Move>, SpecError> {
        rules::legal_moves(self.rulebook(), at)
    }

    /// Whether play stops at `at`, and why ([`rules::status`]).
    ///
    /// # Errors
    /// If `at` is not a position.
    fn status(&self, at: Position) -> Result<Option<Status>, SpecError> {
        rules::status(self.rulebook(), at)
    }

    /// Whether a game that reached `at` after `plies_played` plies is over, and how
    /// ([`rules::game_end`], with the game's turn limit).
    ///
    /// # Errors
    /// If `at` is not a position.
    fn game_end(&self, at: Position, plies_played: u32) -> Result<Option<GameEnd>, SpecError> {
        rules::game_end(self.rulebook(), at, plies_played)
    }

    /// The position after the player to move at `at` goes to `to` ([`rules::play`]).
    ///
    /// # Errors
    /// As [`rules::play`].
    fn after(&self, at: Position, to: &[u32]) -> Result<Position, SpecError> {
        rules::play(self.rulebook(), at, to)
    }

    /// A board's slice: the value of `at` with the `ranging` piece (the mouse, or the one cat)
    /// on each place in turn, one entry a place (`None`: not a position). The other pieces and
    /// the player to move are `at`'s; the ranging piece's place in `at` is not read.
    ///
    /// # Errors
    /// [`SpecError::SliceOfCats`] if the cat ranges in a game with several cats; as
    /// [`value`](Solved::value) if `at`'s other pieces are not in range.
    fn slice(&self, ranging: Player, at: Position) -> Result<Vec<Option<Value>>, SpecError> {
        if ranging == Player::Cat && self.cat_count() != 1 {
            return Err(SpecError::SliceOfCats {
                cats: self.cat_count(),
            });
        }
        let places = u32::try_from(self.places()).unwrap_or(u32::MAX);
        (0..places)
            .map(|p| self.value(at.with(ranging, p)?))
            .collect()
    }
}

/// A solved one-cat game (the graph or the grid game) and its table: the one-cat
/// [`Solved`].
///
/// ```
/// use cat_mouse::{GridGame, Outcome, Solution, Solved};
/// let solved = Solution::new(GridGame::new(&["M.C...F"], 1, 4)?);
/// let start = solved.start_value();
/// assert_eq!((start.outcome, start.distance), (Outcome::MouseWin, 3));
/// assert_eq!(solved.turn_limit(), Some(1000));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution<G> {
    game: G,
    table: OutcomeTable,
}

impl<G: Game> Solution<G> {
    /// `game`, solved ([`solve`]).
    #[must_use]
    pub fn new(game: G) -> Solution<G> {
        let table = solve(&game);
        Solution { game, table }
    }

    /// `game` with its table, as [`solve`] (or [`try_solve`](crate::try_solve),
    /// [`solve_observed`](crate::solve_observed)) made it.
    ///
    /// # Panics
    /// If the table is not the size of the game's.
    #[must_use]
    #[track_caller]
    pub fn from_table(game: G, table: OutcomeTable) -> Solution<G> {
        assert_eq!(
            table.layout().places(),
            game.places(),
            "a table of another game"
        );
        Solution { game, table }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The solved table.
    #[must_use]
    pub fn table(&self) -> &OutcomeTable {
        &self.table
    }
}

impl<G: Game + Rulebook> Solved for Solution<G> {
    fn rulebook(&self) -> &dyn Rulebook {
        &self.game
    }

    fn places(&self) -> usize {
        self.game.places()
    }

    fn cat_count(&self) -> usize {
        1
    }

    // The rules of the one-cat game, called on it directly (the defaults ask through the
    // rulebook).
    fn legal_moves(&self, at: Position) -> Result<Vec<Move>, SpecError> {
        rules::legal_moves(&self.game, at)
    }

    fn status(&self, at: Position) -> Result<Option<Status>, SpecError> {
        rules::status(&self.game, at)
    }

    fn game_end(&self, at: Position, plies_played: u32) -> Result<Option<GameEnd>, SpecError> {
        rules::game_end(&self.game, at, plies_played)
    }

    fn after(&self, at: Position, to: &[u32]) -> Result<Position, SpecError> {
        rules::play(&self.game, at, to)
    }

    fn state_count(&self) -> usize {
        self.table.len()
    }

    fn game_moves(&self) -> u64 {
        self.game.game_moves()
    }

    fn start(&self) -> Position {
        self.game.start().into()
    }

    fn index(&self, at: Position) -> Result<usize, SpecError> {
        let state = at.one_cat()?;
        check_places(self.table.layout(), state)?;
        Ok(self.table.layout().index(state))
    }

    fn value_at(&self, index: usize) -> Option<Value> {
        self.table.value_at(index)
    }

    /// The outcome byte alone: no distance is looked up.
    fn outcome(&self, at: Position) -> Result<Option<Outcome>, SpecError> {
        Ok(Outcome::from_u8(
            self.table.outcome_bytes()[self.index(at)?],
        ))
    }

    fn outcome_bytes(&self) -> Result<Cow<'_, [u8]>, SpecError> {
        Ok(Cow::Borrowed(self.table.outcome_bytes()))
    }

    fn distances(&self) -> Result<Vec<u32>, SpecError> {
        reserve(4 * self.table.len())?;
        Ok(self.table.distances())
    }

    fn counts(&self) -> [usize; 4] {
        self.table.counts()
    }

    fn max_distance(&self) -> u32 {
        self.table.max_distance()
    }

    fn best_moves(&self, at: Position) -> Result<Vec<Move>, SpecError> {
        let state = at.one_cat()?;
        let moves = best_moves(&self.game, &self.table, state)?.into_iter();
        Ok(match at.turn {
            Player::Mouse => moves.map(Move::Mouse).collect(),
            Player::Cat => moves.map(|to| Move::Cats(Cats::one(to))).collect(),
        })
    }

    fn line(&self, at: Position, max_plies: usize) -> Result<CatsLine, SpecError> {
        rules::check_position(&self.game, at)?;
        let line = principal_line(&self.game, &self.table, at.one_cat()?, max_plies)?;
        Ok(line.into())
    }

    /// One row or column of a plane of the table, read in place: the layout's index steps by
    /// one place (the cat ranging) or by a row (the mouse), with no position built a place.
    fn slice(&self, ranging: Player, at: Position) -> Result<Vec<Option<Value>>, SpecError> {
        let first = self.index(at.with(ranging, 0)?)?;
        let n = self.table.layout().places();
        let step = match ranging {
            Player::Mouse => n,
            Player::Cat => 1,
        };
        Ok((0..n)
            .map(|p| self.table.value_at(first + p * step))
            .collect())
    }
}

/// A solved game with several cats (or one cat and no hole) and its table: the several-cat
/// [`Solved`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatsSolution {
    game: CatsGame,
    table: CatsTable,
}

impl CatsSolution {
    /// `game`, solved ([`solve_cats`]).
    ///
    /// # Errors
    /// As [`solve_cats`].
    pub fn new(game: CatsGame) -> Result<CatsSolution, CatsSolveError> {
        let table = solve_cats(&game)?;
        Ok(CatsSolution { game, table })
    }

    /// `game` with its table, as [`solve_cats`] (or
    /// [`solve_cats_observed`](crate::solve_cats_observed)) made it.
    ///
    /// # Panics
    /// If the table's layout is not the game's.
    #[must_use]
    #[track_caller]
    pub fn from_table(game: CatsGame, table: CatsTable) -> CatsSolution {
        assert_eq!(table.layout(), game.layout(), "a table of another game");
        CatsSolution { game, table }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &CatsGame {
        &self.game
    }

    /// The solved table.
    #[must_use]
    pub fn table(&self) -> &CatsTable {
        &self.table
    }
}

impl Solved for CatsSolution {
    fn rulebook(&self) -> &dyn Rulebook {
        &self.game
    }

    fn places(&self) -> usize {
        self.game.nodes()
    }

    fn cat_count(&self) -> usize {
        self.game.cats()
    }

    fn state_count(&self) -> usize {
        self.table.len()
    }

    fn game_moves(&self) -> u64 {
        self.game.moves()
    }

    fn start(&self) -> Position {
        self.game.start()
    }

    fn index(&self, at: Position) -> Result<usize, SpecError> {
        self.game.layout().index(at)
    }

    fn value_at(&self, index: usize) -> Option<Value> {
        self.table.value_at(index)
    }

    fn outcome_bytes(&self) -> Result<Cow<'_, [u8]>, SpecError> {
        self.table.outcome_bytes().map(Cow::Owned)
    }

    fn distances(&self) -> Result<Vec<u32>, SpecError> {
        self.table.distances()
    }

    fn counts(&self) -> [usize; 4] {
        self.table.counts()
    }

    fn max_distance(&self) -> u32 {
        self.table.max_distance()
    }

    fn best_moves(&self, at: Position) -> Result<Vec<Move>, SpecError> {
        self.table.best_moves(&self.game, at)
    }

    fn line(&self, at: Position, max_plies: usize) -> Result<CatsLine, SpecError> {
        rules::check_position(&self.game, at)?;
        self.table.line(&self.game, at, max_plies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CatsRoles, CatsRules, GraphGame, GraphRoles, GridGame, State};

    #[test]
    fn one_cat_queries_refuse_several_cats_and_out_of_range_places() {
        let solved = Solution::new(crate::fixtures::example1_game());
        let two = Position::new(1, Cats::new(&[2, 4]).unwrap(), Player::Mouse);
        assert_eq!(
            solved.value(two).unwrap_err().to_string(),
            "2 cat places were given but the game has 1 cat"
        );
        let far = Position::from(State::new(1, 9, Player::Mouse));
        assert_eq!(
            solved.best_moves(far).unwrap_err().to_string(),
            "cat place 9 is out of range: the game has 6 places"
        );
        // The cat on the hole: an entry, not a position.
        let on_hole = Position::from(State::new(1, 0, Player::Mouse));
        assert_eq!(solved.value(on_hole).unwrap(), None);
        assert_eq!(solved.outcome(on_hole).unwrap(), None);
        assert!(solved.best_moves(on_hole).unwrap().is_empty());
        assert_eq!(
            solved.status(on_hole).unwrap_err().to_string(),
            "not a position: the cat may not stand on place 0"
        );
        assert!(solved.line(on_hole, 10).is_err());
    }

    #[test]
    fn a_slice_ranges_the_mouse_or_the_one_cat() {
        let graph = [vec![1], vec![0, 2], vec![1, 3], vec![2]];
        let one = Solution::new(GraphGame::new(&graph).unwrap());
        let at = Position::from(State::new(1, 3, Player::Cat));
        let slice = one.slice(Player::Cat, at).unwrap();
        for (p, got) in slice.iter().enumerate() {
            let want = one
                .table()
                .value(State::new(1, p as u32, Player::Cat))
                .unwrap();
            assert_eq!(*got, want, "cat on {p}");
        }
        let roles = CatsRoles {
            mouse: 0,
            cats: vec![2, 3],
            holes: vec![],
            first: Player::Mouse,
        };
        let two =
            CatsSolution::new(CatsGame::new(&graph, roles, CatsRules::default()).unwrap()).unwrap();
        let at = two.start();
        assert_eq!(
            two.slice(Player::Cat, at).unwrap_err(),
            SpecError::SliceOfCats { cats: 2 }
        );
        let slice = two.slice(Player::Mouse, at).unwrap();
        for (p, got) in slice.iter().enumerate() {
            let here = Position {
                mouse: p as u32,
                ..at
            };
            assert_eq!(*got, two.value(here).unwrap(), "mouse on {p}");
        }
    }

    #[test]
    fn the_grid_has_a_turn_limit_and_the_graph_none() {
        let grid = Solution::new(GridGame::with_turn_limit(&["M.C.F"], 1, 1, 6).unwrap());
        assert_eq!(grid.turn_limit(), Some(6));
        let start = grid.start();
        assert_eq!(grid.game_end(start, 6).unwrap(), Some(GameEnd::TurnLimit));
        let roles = GraphRoles::default();
        let graph =
            Solution::new(GraphGame::with_roles(&[vec![1], vec![0, 2], vec![1]], roles).unwrap());
        assert_eq!(graph.turn_limit(), None);
        assert_eq!(graph.game_end(graph.start(), u32::MAX).unwrap(), None);
    }
}
