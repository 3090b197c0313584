//! The queries both solution classes answer, written once over `&dyn Solved` (the core's one
//! query interface): each reads the caller's arguments, asks the solved game once, and builds
//! the plain result. `GraphSolution` and `GridSolution` get them as methods from
//! [`solution_methods!`], each method one forward to a function here.
//!
//! A position's cats: one cat is a number (`cat place`), several cats an array of their places
//! in any order. A move: the mouse's (or one cat's) new place, several cats' new places as an
//! array. Moves out, the same way: a `Uint32Array` of places for the mouse and one cat, an
//! array of arrays for several cats.

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use super::enums::JsOutcome;
use super::input;
use super::memory::{self, refused};
use super::output;
use super::shield::shield;
use crate::line::LineEnd;
use crate::rules::Status;
use crate::{Cats, GridGame, Move, Player, Position, Solved, SpecError, DEFAULT_LINE_PLIES};

/// The `Error` of a core refusal, in the binding's words when memory ran out (`what`: what was
/// being done).
fn refusal(what: &str, e: SpecError) -> Thrown {
    match e {
        SpecError::OutOfMemory(e) => refused(what, e),
        e => e.into(),
    }
}

/// The largest place of `s`, for the readers' messages.
fn last_place(s: &dyn Solved) -> u32 {
    u32::try_from(s.places().saturating_sub(1)).unwrap_or(u32::MAX)
}

/// The cats of the JS argument `value` (named `what`, or `one` for one cat's place): one cat's
/// place as a number, several cats' places as an array (any order) of as many.
fn cats(s: &dyn Solved, value: &JsValue, what: &str, one: &str) -> Result<Cats, Thrown> {
    let k = s.cat_count();
    // (One cat: a place, in range.)
    if k == 1 {
        return Ok(Cats::one(input::whole(value, one, 0, last_place(s))?));
    }
    if value.as_f64().is_some() {
        let example = format!(
            "[{}]",
            (0..k).map(|c| c.to_string()).collect::<Vec<_>>().join(", ")
        );
        let got = input::describe(value);
        let message = format!(
            "this game has {k} cats: give their places as an array, like {example}, got {got}"
        );
        let params = vec![
            ("cats", k.into()),
            ("example", example.into()),
            ("got", got.into()),
        ];
        return Err(fail("CatsAsArray", params, message));
    }
    let places: Vec<u32> = input::cat_list(value, what)?
        .into_iter()
        .map(|p| u32::try_from(p).unwrap_or(u32::MAX))
        .collect();
    Ok(Cats::new(&places)?)
}

/// The position of the JS arguments `mouse`, `cats`, `turn`: every place in range and the
/// game's number of cats (a piece where it may not stand passes: the queries say what they do
/// with it).
pub(crate) fn position(
    s: &dyn Solved,
    mouse: &JsValue,
    cat: &JsValue,
    turn: &JsValue,
) -> Result<Position, Thrown> {
    let mouse = input::whole(mouse, "mouse place", 0, last_place(s))?;
    let cats = cats(s, cat, "cats", "cat place")?;
    let at = Position::new(mouse, cats, input::turn(turn)?);
    // One cat's place is read in range; several cats' are checked here (their number too).
    if s.cat_count() > 1 {
        s.index(at)?;
    }
    Ok(at)
}

/// Moves as the API returns them: the mouse's (or one cat's) new places as a `Uint32Array`,
/// several cats' new places as an array of arrays (each sorted).
fn moves(s: &dyn Solved, turn: Player, moves: &[Move]) -> Result<JsValue, Thrown> {
    let mut flat = Vec::with_capacity(moves.len() * s.cat_count());
    for m in moves {
        flat.extend_from_slice(m.places());
    }
    match (turn, s.cat_count()) {
        (Player::Mouse, _) | (Player::Cat, 1) => Ok(js_sys::Uint32Array::from(&flat[..]).into()),
        (Player::Cat, k) => output::moves(&flat, k as u32).map_err(output::failed),
    }
}

/// A position as the API returns it: `{mouse, cat, turn}` with one cat, `{mouse, cats, turn}`
/// with several.
fn position_object(at: Position) -> Result<JsValue, Thrown> {
    match at.cats.as_slice() {
        [cat] => output::position(at.mouse, *cat, at.turn as u8),
        cats => output::cats_position(at.mouse, cats, at.turn as u8),
    }
    .map_err(output::failed)
}

/// `index(mouse, cats, turn)`.
pub(crate) fn index(s: &dyn Solved, at: Position) -> Result<usize, Thrown> {
    Ok(s.index(at)?)
}

/// `outcome(mouse, cats, turn)`.
pub(crate) fn outcome(s: &dyn Solved, at: Position) -> Result<JsOutcome, Thrown> {
    Ok(s.outcome(at)?.into())
}

/// `distance(mouse, cats, turn)`.
pub(crate) fn distance(s: &dyn Solved, at: Position) -> Result<u32, Thrown> {
    Ok(s.value(at)?.map_or(0, |v| v.distance))
}

/// `bestMoves(mouse, cats, turn)`: with several cats shielded (their joint moves may be many).
pub(crate) fn best_moves(s: &dyn Solved, at: Position) -> Result<JsValue, Thrown> {
    let best = if s.cat_count() == 1 {
        s.best_moves(at)?
    } else {
        shield("finding the best moves", || s.best_moves(at))??
    };
    moves(s, at.turn, &best)
}

/// `legalMoves(mouse, cats, turn)`: empty for a piece where it may not stand.
pub(crate) fn legal_moves(s: &dyn Solved, at: Position) -> Result<JsValue, Thrown> {
    let legal = match s.legal_moves(at) {
        Err(SpecError::NotAPosition { .. }) => Vec::new(),
        other => other?,
    };
    moves(s, at.turn, &legal)
}

/// `status(mouse, cats, turn)`: a status name, or `null`.
pub(crate) fn status(s: &dyn Solved, at: Position) -> Result<JsValue, Thrown> {
    Ok(match s.status(at)? {
        Some(status) => JsValue::from_str(status.name()),
        None => JsValue::NULL,
    })
}

/// `gameOver(mouse, cats, turn, pliesPlayed)`: `{reason, winner}`, or `null`.
pub(crate) fn game_over(
    s: &dyn Solved,
    at: Position,
    plies_played: &JsValue,
) -> Result<JsValue, Thrown> {
    let played = input::plies(plies_played, "pliesPlayed", 0)?;
    match s.game_end(at, played)? {
        Some(end) => {
            output::game_end(end.name(), end.winner(at.turn) as u8).map_err(output::failed)
        }
        None => Ok(JsValue::NULL),
    }
}

/// `after(mouse, cats, turn, to)`: the position after the move (`to`: the mouse's new place,
/// or the cats' as their places are given).
pub(crate) fn after(s: &dyn Solved, at: Position, to: &JsValue) -> Result<JsValue, Thrown> {
    let to: Vec<u32> = match at.turn {
        Player::Mouse => vec![input::whole(to, "to", 0, last_place(s))?],
        Player::Cat => cats(s, to, "to", "to")?.as_slice().to_vec(),
    };
    position_object(s.after(at, &to)?)
}

/// What a line allocates per ply, at most: the positions (one cat: also its own states) and
/// the set of those seen (all grown by doubling), the places handed to JS.
const LINE_BYTES_PER_PLY: usize = 256;

/// `line(mouse, cats, turn, maxPlies)`.
pub(crate) fn line(s: &dyn Solved, at: Position, max_plies: &JsValue) -> Result<JsValue, Thrown> {
    let max_plies = input::plies(max_plies, "maxPlies", DEFAULT_LINE_PLIES)?;
    crate::rules::check_position(s.rulebook(), at)?;
    // A decided line is as long as its distance; a drawn one stops at the first repeated
    // position, so it has fewer plies than there are positions.
    let longest = match s.value(at)? {
        Some(v) if v.outcome != crate::Outcome::Draw => v.distance as usize,
        _ => s.state_count(),
    };
    let plies = longest.min(max_plies as usize).saturating_add(1);
    memory::reserve("this line", plies.saturating_mul(LINE_BYTES_PER_PLY))?;
    let line = shield("following the line", || s.line(at, max_plies as usize))??;
    let mice: Vec<u32> = line.states.iter().map(|p| p.mouse).collect();
    let mut cats = Vec::with_capacity(line.states.len() * s.cat_count());
    for p in &line.states {
        cats.extend_from_slice(p.cats.as_slice());
    }
    let end = match line.end {
        LineEnd::Finished(terminal) => Status::Finished(terminal).name(),
        LineEnd::Stuck => Status::Stuck.name(),
        LineEnd::Repetition => "repetition",
        LineEnd::Cut => "cut",
    };
    let (turn, plies) = (at.turn as u8, line.plies() as f64);
    match s.cat_count() {
        1 => output::line(&mice, &cats, turn, plies, end),
        k => output::cats_line(&mice, &cats, k as u32, turn, plies, end),
    }
    .map_err(output::failed)
}

/// `slice(ranging, fixed, turn)`: with `ranging` `Player.Mouse` the mouse on each place and the
/// cats on `fixed` (one cat: a place; several: their places), with `Player.Cat` (one cat) the
/// cat on each place and the mouse on `fixed`. `{outcomes, distances, limited}`, `limited`
/// (the outcome under the whole turn limit) with a turn limit only, else `null`.
pub(crate) fn slice(
    s: &dyn Solved,
    ranging: &JsValue,
    fixed: &JsValue,
    turn: &JsValue,
) -> Result<JsValue, Thrown> {
    let ranging = input::player(ranging, "ranging")?;
    let at = match ranging {
        Player::Mouse => Position::new(0, cats(s, fixed, "fixed", "fixed place")?, Player::Mouse),
        Player::Cat => {
            let mouse = input::whole(fixed, "fixed place", 0, last_place(s))?;
            let cats = Cats::new(&vec![0; s.cat_count()])?;
            Position::new(mouse, cats, Player::Mouse)
        }
    };
    let at = Position {
        turn: input::turn(turn)?,
        ..at
    };
    let values = s.slice(ranging, at)?;
    let outcomes: Vec<u8> = values
        .iter()
        .map(|v| JsOutcome::from(v.map(|v| v.outcome)) as u8)
        .collect();
    let distances: Vec<u32> = values.iter().map(|v| v.map_or(0, |v| v.distance)).collect();
    let limited: Vec<u8> = match s.turn_limit() {
        Some(limit) => values.iter().map(|&v| limited(v, limit) as u8).collect(),
        None => Vec::new(),
    };
    output::views(&outcomes, &distances, &limited).map_err(output::failed)
}

/// The outcome of a position of unlimited value `value` (`None`: not a position) with
/// `plies_left` plies before the turn limit.
pub(crate) fn limited(value: Option<crate::Value>, plies_left: u32) -> JsOutcome {
    value.map_or(JsOutcome::NotAPosition, |v| {
        GridGame::limited(v, plies_left).into()
    })
}

/// `outcomes()`: every entry's outcome byte, copied for JS.
pub(crate) fn outcomes(s: &dyn Solved) -> Result<Vec<u8>, Thrown> {
    const WHAT: &str = "copying the outcomes";
    let bytes = s.outcome_bytes().map_err(|e| refusal(WHAT, e))?;
    if let std::borrow::Cow::Borrowed(bytes) = &bytes {
        memory::reserve(WHAT, bytes.len())?;
    }
    Ok(bytes.into_owned())
}

/// `distances()`: every entry's distance, copied for JS.
pub(crate) fn distances(s: &dyn Solved) -> Result<Vec<u32>, Thrown> {
    const WHAT: &str = "copying the distances";
    shield(WHAT, || s.distances())?.map_err(|e| refusal(WHAT, e))
}

/// `counts()`: `{draw, mouseWin, catWin, notAPosition}`.
pub(crate) fn counts(s: &dyn Solved) -> Result<JsValue, Thrown> {
    #[allow(clippy::cast_precision_loss)] // counts below 2^53: exact as f64
    let [draw, mouse_win, cat_win, not_a_position] = s.counts().map(|c| c as f64);
    output::counts(draw, mouse_win, cat_win, not_a_position).map_err(output::failed)
}

/// `startCat`: the cat's starting place, with one cat.
pub(crate) fn start_cat(s: &dyn Solved) -> Result<u32, Thrown> {
    match s.start().cats.as_slice() {
        [cat] => Ok(*cat),
        cats => Err(fail(
            "UseStartCats",
            vec![("cats", cats.len().into())],
            format!(
                "this game has {} cats: read startCats for their places",
                cats.len()
            ),
        )),
    }
}

/// The methods both solution classes share, each one forward to this module over the class's
/// `solved()` (`&dyn Solved`); those that take a position are listed once, as signatures, and
/// written by one rule. `$cat` is the TypeScript type of a position's cats, `$moves`
/// of a list of moves, `$position` of a position.
macro_rules! solution_methods {
    ($class:ident, $cat:tt, $moves:tt, $position:tt) => {
        $crate::wasm::queries::solution_methods!(@impl $class, $cat, [
            #[doc = " The index of a state in `outcomes()` and `distances()` (see there)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid."]
            fn index() -> usize;

            #[doc = " The outcome of one state (`NotAPosition` for a piece where it may not stand)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid."]
            fn outcome() -> JsOutcome;

            #[doc = " The distance of one state in plies (0 for finished positions, draws,"]
            #[doc = " non-positions)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid."]
            fn distance() -> u32;

            #[doc = " The optimal moves of the player to move: in a win the fastest wins, in a loss"]
            #[doc = " the longest delays, in a draw the moves that keep it. The mouse's (and one"]
            #[doc = " cat's) as a `Uint32Array` of destinations; several cats' as an array of moves,"]
            #[doc = " each the list of the cats' new places (sorted). Empty for finished positions and"]
            #[doc = " non-positions."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid."]
            #[wasm_bindgen(js_name = bestMoves, unchecked_return_type = $moves)]
            fn best_moves() -> JsValue;

            #[doc = " Where the player to move may go from a state (its legal moves, as `bestMoves`"]
            #[doc = " gives them; empty for a piece where it may not stand)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid."]
            #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = $moves)]
            fn legal_moves() -> JsValue;

            #[doc = " Whether play stops at a position, and why: `\"caught\"` (a cat is on the mouse),"]
            #[doc = " `\"home\"` (the mouse reached a hole / the food), `\"catAtFood\"`, `\"stuck\"` (the"]
            #[doc = " player to move has no legal move and loses), or `null` when play goes on. The"]
            #[doc = " repetition rule depends on a game's history, not on a position: see `line()`."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid, or the state is not"]
            #[doc = " a position (a cat in a hole, a piece on a wall)."]
            #[wasm_bindgen(unchecked_return_type = "Status | null")]
            fn status() -> JsValue;

            #[doc = " Whether a game that has reached this position after `pliesPlayed` plies"]
            #[doc = " (default 0) is over, how, and who won: `{reason, winner}` with `reason` a"]
            #[doc = " `Status` or `\"turnLimit\"` (the grid's limit is used up: the cat wins), or `null`"]
            #[doc = " when play goes on. A repeated position (a draw) depends on the game's history,"]
            #[doc = " which the caller keeps."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats, the turn or `pliesPlayed` is invalid, or"]
            #[doc = " the state is not a position."]
            #[wasm_bindgen(js_name = gameOver, unchecked_return_type = "GameOver | null")]
            fn game_over(#[wasm_bindgen(js_name = pliesPlayed, unchecked_optional_param_type = "number")] plies_played) -> JsValue;

            #[doc = " The position after the player to move goes to `to`: the mouse's (or one cat's)"]
            #[doc = " new place, or several cats' new places as an array in any order. `{mouse, cat,"]
            #[doc = " turn}` with one cat, `{mouse, cats, turn}` with several (`cats` sorted)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats or the turn is invalid, the state is not a"]
            #[doc = " position, the game is over there, or the move is not legal."]
            #[wasm_bindgen(unchecked_return_type = $position)]
            fn after(#[wasm_bindgen(unchecked_param_type = $cat)] to) -> JsValue;

            #[doc = " The principal line of optimal play from a position, at most `maxPlies` plies"]
            #[doc = " (default: `limits().defaultLinePlies`). With several cats, `cats[i]` is the list"]
            #[doc = " of the cats' places after `i` plies (sorted)."]
            #[doc = ""]
            #[doc = " @throws {Error} if a place, the cats, the turn or `maxPlies` is invalid, or the"]
            #[doc = " state is not a position."]
            #[wasm_bindgen(unchecked_return_type = "OptimalLine")]
            fn line(#[wasm_bindgen(js_name = maxPlies, unchecked_optional_param_type = "number")] max_plies) -> JsValue;
        ]);
    };
    // The queries of one position, each `fn name(further arguments) -> result;` with its doc
    // and attributes: a method that reads the position and forwards to `queries::name`. (Their
    // docs are written `#[doc = "…"]`: a `///` matched by a macro becomes a raw string, which
    // wasm-bindgen would copy into the TypeScript docs as `r"…`.)
    (@impl $class:ident, $cat:tt, [$(
        $(#[$($meta:tt)*])*
        fn $name:ident($(#[$($extra_meta:tt)*] $extra:ident),*) -> $ret:ident;
    )*]) => {
        #[wasm_bindgen]
        impl $class {
            /// How many places: graph nodes, or grid cells with the walls (`rows * cols`).
            #[wasm_bindgen(getter)]
            pub fn places(&self) -> usize {
                self.solved().places()
            }

            /// How many entries the tables have: `2 · places²` with one cat,
            /// `2 · places · multisets` with several.
            #[wasm_bindgen(getter, js_name = stateCount)]
            pub fn state_count(&self) -> usize {
                self.solved().state_count()
            }

            /// The number of game moves summed over every position (the solver's work; with
            /// several cats, the work budget's count: the cats' joint moves counted as the
            /// product of their choices).
            #[wasm_bindgen(getter, js_name = gameMoves)]
            pub fn game_moves(&self) -> f64 {
                self.solved().game_moves() as f64
            }

            /// The mouse's starting place.
            #[wasm_bindgen(getter, js_name = startMouse)]
            pub fn start_mouse(&self) -> u32 {
                self.solved().start().mouse
            }

            /// The cat's starting place.
            ///
            /// @throws {Error} if the game has several cats (read `startCats`).
            #[wasm_bindgen(getter, js_name = startCat)]
            pub fn start_cat(&self) -> Result<u32, Thrown> {
                super::queries::start_cat(self.solved())
            }

            /// Who moves first.
            #[wasm_bindgen(getter, js_name = firstPlayer)]
            pub fn first_player(&self) -> JsPlayer {
                self.solved().start().turn.into()
            }

            /// Every state's outcome byte (an `Outcome` value), copied into a `Uint8Array`.
            ///
            /// Index layout, with `n = places`: one cat, `index = (turn * n + mouse) * n +
            /// cat`; `k` cats, `index = (turn * n + mouse) * multisets + rank`, `rank` the
            /// cats' multiset in colexicographic order (with the places sorted, `c0 ≤ c1 ≤ …`:
            /// `rank = C(c0, 1) + C(c1 + 1, 2) + … + C(c(k−1) + k − 1, k)`; `index()` computes
            /// it). `turn` is 0 when the mouse is to move and 1 when the cat(s) are.
            ///
            /// @throws {Error} if wasm memory cannot hold the copy.
            pub fn outcomes(&self) -> Result<Vec<u8>, Thrown> {
                super::queries::outcomes(self.solved())
            }

            /// Every state's distance in plies (same layout as `outcomes()`): the length of the
            /// game under optimal play, 0 for finished positions, draws and non-positions.
            ///
            /// @throws {Error} if wasm memory cannot hold them.
            pub fn distances(&self) -> Result<Vec<u32>, Thrown> {
                super::queries::distances(self.solved())
            }

            // The queries of one position (see the list above): the position read from
            // `mouse`, `cat`, `turn`, then any further arguments handed on as they are.
            $(
                $(#[$($meta)*])*
                pub fn $name(
                    &self,
                    #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                    #[wasm_bindgen(unchecked_param_type = $cat)] cat: JsValue,
                    #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                    $(#[$($extra_meta)*] $extra: JsValue,)*
                ) -> Result<$ret, Thrown> {
                    let s = self.solved();
                    let at = super::queries::position(s, &mouse, &cat, &turn)?;
                    super::queries::$name(s, at $(, &$extra)*)
                }
            )*

            /// The board's slice: with `ranging` `Player.Mouse` the mouse on each place in turn
            /// and the cats on `fixed` (one cat: its place; several: their places), with
            /// `Player.Cat` (one cat) the cat on each place and the mouse on `fixed`; `turn` to
            /// move. `{outcomes, distances, limited}`, one entry a place (`Uint8Array`,
            /// `Uint32Array`, and with a turn limit, the grid's, a `Uint8Array`, else `null`):
            /// what `outcome`, `distance` and `limitedOutcome` (the whole limit) give for each
            /// of those states, in one call.
            ///
            /// @throws {Error} if `ranging`, `fixed` or `turn` is invalid, or the cat ranges in
            /// a game with several cats.
            #[wasm_bindgen(unchecked_return_type = "SliceViews")]
            pub fn slice(
                &self,
                #[wasm_bindgen(unchecked_param_type = "Player")] ranging: JsValue,
                #[wasm_bindgen(unchecked_param_type = $cat)] fixed: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<JsValue, Thrown> {
                super::queries::slice(self.solved(), &ranging, &fixed, &turn)
            }

            /// How many states have each outcome.
            #[wasm_bindgen(unchecked_return_type = "OutcomeCounts")]
            pub fn counts(&self) -> Result<JsValue, Thrown> {
                super::queries::counts(self.solved())
            }

            /// The starting position's outcome (without any turn limit).
            #[wasm_bindgen(js_name = startOutcome)]
            pub fn start_outcome(&self) -> JsOutcome {
                self.solved().start_value().outcome.into()
            }

            /// The starting position's distance in plies.
            #[wasm_bindgen(js_name = startDistance)]
            pub fn start_distance(&self) -> u32 {
                self.solved().start_value().distance
            }

            /// The longest distance of any state.
            #[wasm_bindgen(js_name = maxDistance)]
            pub fn max_distance(&self) -> u32 {
                self.solved().max_distance()
            }
        }
    };
}
pub(crate) use solution_methods;
