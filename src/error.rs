//! Why a game specification or a query was rejected.

use std::fmt;

use crate::{Cats, Player, Terminal};

/// A special place of the graph game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Where the mouse starts (node 1 by default).
    MouseStart,
    /// Where the cat starts (node 2 by default).
    CatStart,
    /// The mouse's goal, which the cat may not enter unless the rules allow it (node 0 by
    /// default); with several holes, any of them.
    Hole,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::MouseStart => "the mouse start",
            Role::CatStart => "the cat start",
            Role::Hole => "the hole",
        })
    }
}

/// An invalid game specification or query. The core never panics on user input: every
/// constructor and query that takes user data returns this instead.
///
/// `Display` gives a lower-case message naming the problem, with no trailing period; the wasm
/// layer throws it as the `message` of a JS `Error`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// An adjacency list names a node that does not exist.
    NodeOutOfRange {
        /// The list (`graph[node]`).
        node: usize,
        /// The neighbour it names.
        neighbour: usize,
        /// How many nodes the graph has.
        len: usize,
    },
    /// A node lists itself as a neighbour.
    SelfLoop {
        /// The node.
        node: usize,
    },
    /// A node lists the same neighbour twice.
    DuplicateNeighbour {
        /// The list (`graph[node]`).
        node: usize,
        /// The neighbour named twice.
        neighbour: usize,
    },
    /// `graph[node]` lists `neighbour`, but `graph[neighbour]` does not list `node`. Edges are
    /// undirected unless the rules say `directed`, so one-way edges are rejected rather than
    /// silently symmetrised.
    OneWayEdge {
        /// The list that names the edge.
        node: usize,
        /// The neighbour whose list lacks the way back.
        neighbour: usize,
    },
    /// A list of holes names one node twice (or the main hole again).
    RepeatedHole {
        /// The node named twice.
        node: usize,
    },
    /// A special node (mouse start, cat start or hole) does not exist.
    RoleOutOfRange {
        /// Which special node.
        role: Role,
        /// The node asked for.
        node: usize,
        /// How many nodes the graph has.
        len: usize,
    },
    /// Two special nodes are the same node.
    SameNode {
        /// The first role.
        first: Role,
        /// The second role.
        second: Role,
        /// The node they share.
        node: usize,
    },
    /// A list names more neighbours than the graph has other nodes, so some must repeat or be
    /// out of range. Checked from the lengths alone, before any neighbour is read.
    TooManyNeighbours {
        /// The list (`graph[node]`).
        node: usize,
        /// How many neighbours it names.
        count: usize,
        /// How many nodes the graph has.
        len: usize,
    },
    /// The game has more places than the memory budget allows.
    TooLarge {
        /// `"nodes"`, `"cells"`, or `"rows"` (a grid with more rows than the budget has cells).
        what: &'static str,
        /// How many the input has.
        count: usize,
        /// The most the budget allows.
        max: usize,
    },
    /// A grid row is longer than the memory budget allows for the whole grid. Its exact length
    /// is not measured: the check stops counting at the budget.
    RowTooLong {
        /// The row (0-based).
        row: usize,
        /// The most cells the budget allows.
        max: usize,
    },
    /// The game has more game moves (legal moves summed over every position) than the work
    /// budget allows: solving it would take too long. Counted before any move list is built.
    TooMuchWork {
        /// How many game moves the game has.
        moves: u64,
        /// The most the budget allows ([`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES)).
        max: u64,
    },
    /// A published baseline ([`baselines`](crate::baselines)) gave up: its search took more
    /// steps than its time budget allows. The exact solver answers the game at once.
    SearchTooLong {
        /// The steps it took ([`SEARCH_STEP_BUDGET`](crate::baselines::SEARCH_STEP_BUDGET)).
        steps: u64,
    },
    /// The grid has no rows, or its rows are empty.
    EmptyGrid,
    /// A row's length differs from the first row's.
    RaggedGrid {
        /// The row (0-based).
        row: usize,
        /// The first row's length.
        expected: usize,
        /// This row's length.
        found: usize,
    },
    /// A grid cell holds a character other than `#`, `.`, `C`, `M` or `F`.
    UnknownCell {
        /// The row (0-based).
        row: usize,
        /// The column (0-based).
        col: usize,
        /// The character found.
        found: char,
    },
    /// The grid lacks `C`, `M` or `F`.
    MissingPiece {
        /// The missing letter.
        piece: char,
    },
    /// The grid holds `C` or `M` more than once, or `F` more than once without the rule of
    /// several foods.
    RepeatedPiece {
        /// The repeated letter.
        piece: char,
        /// Where it first appears, as (row, column).
        first: (usize, usize),
        /// Where it appears again.
        second: (usize, usize),
    },
    /// A jump length is zero.
    BadJump {
        /// Whose jump.
        player: Player,
        /// The value given.
        jump: u32,
    },
    /// The turn limit is zero.
    BadTurnLimit {
        /// The value given.
        limit: u32,
    },
    /// A queried place does not exist.
    PlaceOutOfRange {
        /// The piece whose place it is.
        piece: Player,
        /// The place asked for.
        place: usize,
        /// How many places the game has.
        len: usize,
    },
    /// A queried state is not a position of the game: a piece stands where it may not (the cat
    /// in the hole, a piece on a wall).
    NotAPosition {
        /// The piece that may not stand there.
        piece: Player,
        /// Its place.
        place: usize,
    },
    /// A move was asked for in a finished position.
    GameOver {
        /// Why the game is over.
        terminal: Terminal,
    },
    /// A move that the rules do not allow.
    IllegalMove {
        /// The player to move.
        piece: Player,
        /// Its place.
        from: usize,
        /// Where it was asked to go.
        to: usize,
    },
    /// A game with several cats was given no cats, or more than [`MAX_CATS`](crate::MAX_CATS).
    CatCount {
        /// How many were given.
        count: usize,
        /// The most a game may have.
        max: usize,
    },
    /// A query named another number of cat places than the game has cats.
    CatsGiven {
        /// How many places were given.
        given: usize,
        /// How many cats the game has.
        cats: usize,
    },
    /// A game with several cats whose solve's memory cannot be allocated: its positions,
    /// `2 · nodes · C(nodes + cats − 1, cats)`, take
    /// [`cats_solve_bytes`](crate::cats_solve_bytes) (about 2 bytes a position), which the
    /// allocator refused when the solve started, or which could never be allocated here (then
    /// refused when the game is built).
    TooManyPositions {
        /// How many cats.
        cats: usize,
        /// How many nodes.
        nodes: usize,
        /// How many positions (saturating at `u64::MAX`).
        positions: u64,
        /// The bytes the solve needs (saturating at `u64::MAX`).
        bytes: u64,
    },
    /// A game with several cats has more moves, summed over every position, than the work
    /// budget allows ([`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES), a stated time at a measured
    /// speed): the cats' joint moves (the product of each cat's choices) and the mouse's,
    /// counted before anything is built.
    TooManyCatMoves {
        /// How many cats.
        cats: usize,
        /// How many positions the game has.
        positions: u64,
        /// The bytes its solve would take ([`cats_solve_bytes`](crate::cats_solve_bytes)).
        bytes: u64,
        /// How many moves (saturating at `u64::MAX`).
        moves: u64,
        /// The most the budget allows.
        max: u64,
    },
    /// An allocation failed: the machine (or the WebAssembly module's 4 GiB) has no room left
    /// (the one [`OutOfMemory`](crate::OutOfMemory) of every fallible solve).
    OutOfMemory(crate::OutOfMemory),
    /// A cats' move that the rules do not allow.
    IllegalCatsMove {
        /// Where the cats stand.
        from: Cats,
        /// Where they were asked to go.
        to: Cats,
    },
    /// A move named the wrong number of places: the mouse moves to one place, the cats to one
    /// place per cat.
    MovePlaces {
        /// The player to move.
        piece: Player,
        /// How many places were given.
        given: usize,
        /// How many the move needs.
        expected: usize,
    },
    /// A board's slice with the cat ranging over the places was asked of a game with several
    /// cats (a slice ranges one piece: the mouse, or the one cat).
    SliceOfCats {
        /// How many cats the game has.
        cats: usize,
    },
    /// A graph without nodes, where Cops and Robbers cannot be played.
    NoNodes,
    /// A graph6 text with no characters (after the optional header and whitespace).
    Graph6Empty,
    /// A text in another of nauty's formats than graph6.
    Graph6Format {
        /// `"sparse6"` or `"digraph6"`.
        format: &'static str,
        /// The character that marks it.
        prefix: char,
    },
    /// A graph6 character outside `'?'` to `'~'`.
    Graph6Char {
        /// Its position in the text (0-based, after the header and whitespace).
        position: usize,
        /// The character.
        found: char,
    },
    /// A graph6 text with too few or too many characters for its size.
    Graph6Length {
        /// The nodes its size says, or `None` if the text is too short to hold its size.
        nodes: Option<usize>,
        /// How many characters it must have (the size's, if `nodes` is `None`).
        expected: usize,
        /// How many it has.
        found: usize,
    },
    /// The last graph6 character's padding bits are not zero.
    Graph6Padding,
    /// A graph6 text whose size (its first 1, 4 or 8 characters) is more nodes than the
    /// memory budget ([`MAX_PLACES`](crate::MAX_PLACES)) allows: refused from the size alone.
    Graph6TooLarge {
        /// The nodes its size says (up to 2³⁶ − 1).
        nodes: u64,
        /// The most the budget allows.
        max: usize,
    },
    /// A graph6 text whose graph, as a game with the classic roles (hole 0, mouse 1, cat 2),
    /// has more game moves than the work budget ([`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES))
    /// allows: counted from the text's bits before any list is built. The same refusal as
    /// [`TooMuchWork`](SpecError::TooMuchWork) when the graph is solved, earlier.
    Graph6TooMuchWork {
        /// The nodes.
        nodes: usize,
        /// The edges.
        edges: u64,
        /// The game moves of the game on it.
        moves: u64,
        /// The most the budget allows.
        max: u64,
    },
}

/// A value that an error's message names, for a caller that says the sentence again in its own
/// words (another language): see [`SpecError::params`]. In JS, a number, a string, an array of
/// numbers or `null`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A count, a node, a row, a limit...
    Number(u64),
    /// A name (`"mouseStart"`, `"cat"`, `"nodes"`) or a character of the input (`"X"`).
    Text(String),
    /// A list of numbers: a cell as `[row, column]`, the cats' places.
    Numbers(Vec<u64>),
    /// A value that this occurrence lacks (a graph6 text too short to hold its size).
    Absent,
}

impl From<usize> for Param {
    fn from(n: usize) -> Param {
        Param::Number(n as u64)
    }
}

impl From<u64> for Param {
    fn from(n: u64) -> Param {
        Param::Number(n)
    }
}

impl From<u32> for Param {
    fn from(n: u32) -> Param {
        Param::Number(u64::from(n))
    }
}

impl From<&str> for Param {
    fn from(s: &str) -> Param {
        Param::Text(s.to_string())
    }
}

impl From<String> for Param {
    fn from(s: String) -> Param {
        Param::Text(s)
    }
}

impl From<char> for Param {
    fn from(c: char) -> Param {
        Param::Text(c.to_string())
    }
}

impl From<Player> for Param {
    fn from(p: Player) -> Param {
        Param::from(match p {
            Player::Mouse => "mouse",
            Player::Cat => "cat",
        })
    }
}

impl From<Role> for Param {
    fn from(r: Role) -> Param {
        Param::from(match r {
            Role::MouseStart => "mouseStart",
            Role::CatStart => "catStart",
            Role::Hole => "hole",
        })
    }
}

impl From<Terminal> for Param {
    fn from(t: Terminal) -> Param {
        Param::from(match t {
            Terminal::Caught => "caught",
            Terminal::MouseHome => "mouseHome",
            Terminal::CatAtFood => "catAtFood",
        })
    }
}

impl From<(usize, usize)> for Param {
    fn from((row, col): (usize, usize)) -> Param {
        Param::Numbers(vec![row as u64, col as u64])
    }
}

impl From<Cats> for Param {
    fn from(cats: Cats) -> Param {
        Param::Numbers(cats.as_slice().iter().map(|&c| u64::from(c)).collect())
    }
}

/// Writes an error enum's `KINDS` table and its `kind()` from one list, each variant once with
/// the names of its params: its kind is `$prefix` and the variant's name. Used inside the enum's
/// `impl`, with the two items' docs.
macro_rules! error_kinds {
    (
        $enum:ident, $prefix:literal,
        $(#[$kinds_doc:meta])* KINDS;
        $(#[$kind_doc:meta])* kind();
        $($variant:ident: [$($param:literal),*],)*
    ) => {
        $(#[$kinds_doc])*
        pub const KINDS: &'static [(&'static str, &'static [&'static str])] = &[
            $((concat!($prefix, stringify!($variant)), &[$($param),*]),)*
        ];

        $(#[$kind_doc])*
        pub fn kind(&self) -> &'static str {
            // (`{ .. }` matches unit and tuple variants too.)
            match self {
                $($enum::$variant { .. } => concat!($prefix, stringify!($variant)),)*
            }
        }
    };
}
pub(crate) use error_kinds;

/// The [`Params`] of an error: each entry either a binding, named as it is (`node`), or
/// `"name" => value` (a limit, a value computed for the message); `params![node, "max" => M]`
/// is `vec![("node", node.into()), ("max", M.into())]`.
macro_rules! params {
    (@ [$($out:tt)*]) => { vec![$($out)*] };
    (@ [$($out:tt)*] $key:literal => $value:expr $(, $($rest:tt)*)?) => {
        $crate::error::params!(@ [$($out)* ($key, $value.into()),] $($($rest)*)?)
    };
    (@ [$($out:tt)*] $name:ident $(, $($rest:tt)*)?) => {
        $crate::error::params!(@ [$($out)* (stringify!($name), $name.into()),] $($($rest)*)?)
    };
    ($($entries:tt)*) => { $crate::error::params!(@ [] $($entries)*) };
}
pub(crate) use params;

/// The named values of an error, in the order of its kind's entry in a `KINDS` table.
pub type Params = Vec<(&'static str, Param)>;

impl SpecError {
    error_kinds! {
        SpecError, "",
        /// Every kind of [`SpecError`] with the names of its [`params`](SpecError::params), in
        /// declaration order: the stable, machine-readable names the wasm package puts on its
        /// errors as `kind` (the variant's name).
        KINDS;
        /// The kind of this error: its variant's name (`"NodeOutOfRange"`), one of
        /// [`KINDS`](SpecError::KINDS), stable across versions.
        kind();
        NodeOutOfRange: ["node", "neighbour", "len"],
        SelfLoop: ["node"],
        DuplicateNeighbour: ["node", "neighbour"],
        OneWayEdge: ["node", "neighbour"],
        RepeatedHole: ["node"],
        RoleOutOfRange: ["role", "node", "len"],
        SameNode: ["first", "second", "node"],
        TooManyNeighbours: ["node", "count", "len", "others"],
        TooLarge: ["what", "count", "max"],
        RowTooLong: ["row", "max"],
        TooMuchWork: ["moves", "max"],
        SearchTooLong: ["steps"],
        EmptyGrid: [],
        RaggedGrid: ["row", "expected", "found"],
        UnknownCell: ["row", "col", "found"],
        MissingPiece: ["piece"],
        RepeatedPiece: ["piece", "first", "second"],
        BadJump: ["player", "jump"],
        BadTurnLimit: ["limit"],
        PlaceOutOfRange: ["piece", "place", "len"],
        NotAPosition: ["piece", "place"],
        GameOver: ["terminal"],
        IllegalMove: ["piece", "from", "to"],
        CatCount: ["count", "max"],
        CatsGiven: ["given", "cats"],
        TooManyPositions: ["cats", "nodes", "positions", "bytes"],
        TooManyCatMoves: ["cats", "positions", "bytes", "moves", "max", "minutes"],
        OutOfMemory: ["bytes"],
        IllegalCatsMove: ["from", "to"],
        MovePlaces: ["piece", "given", "expected"],
        SliceOfCats: ["cats"],
        NoNodes: [],
        Graph6Empty: [],
        Graph6Format: ["format", "prefix"],
        Graph6Char: ["position", "found", "code"],
        Graph6Length: ["nodes", "expected", "found", "sizeChars", "edgeChars"],
        Graph6Padding: [],
        Graph6TooLarge: ["nodes", "max"],
        Graph6TooMuchWork: ["nodes", "edges", "moves", "max"],
    }

    /// The values the message names, by name (the names of the kind's entry in
    /// [`KINDS`](SpecError::KINDS), in its order): `NodeOutOfRange` gives
    /// `[("node", 3), ("neighbour", 7), ("len", 5)]`. Roles, players and terminals are
    /// camelCase names (`"mouseStart"`, `"cat"`, `"mouseHome"`); a cell is `[row, column]`.
    pub fn params(&self) -> Params {
        use Param::Number as N;
        match *self {
            SpecError::NodeOutOfRange {
                node,
                neighbour,
                len,
            } => params![node, neighbour, len],
            SpecError::SelfLoop { node } | SpecError::RepeatedHole { node } => params![node],
            SpecError::DuplicateNeighbour { node, neighbour }
            | SpecError::OneWayEdge { node, neighbour } => params![node, neighbour],
            SpecError::RoleOutOfRange { role, node, len } => params![role, node, len],
            SpecError::SameNode {
                first,
                second,
                node,
            } => params![first, second, node],
            SpecError::TooManyNeighbours { node, count, len } => {
                params![node, count, len, "others" => len.saturating_sub(1)]
            }
            SpecError::TooLarge { what, count, max } => params![what, count, max],
            SpecError::RowTooLong { row, max } => params![row, max],
            SpecError::TooMuchWork { moves, max } => params![moves, max],
            SpecError::SearchTooLong { steps } => params![steps],
            SpecError::EmptyGrid
            | SpecError::NoNodes
            | SpecError::Graph6Empty
            | SpecError::Graph6Padding => params![],
            SpecError::RaggedGrid {
                row,
                expected,
                found,
            } => params![row, expected, found],
            SpecError::UnknownCell { row, col, found } => params![row, col, found],
            SpecError::MissingPiece { piece } => params![piece],
            SpecError::RepeatedPiece {
                piece,
                first,
                second,
            } => params![piece, first, second],
            SpecError::BadJump { player, jump } => params![player, jump],
            SpecError::BadTurnLimit { limit } => params![limit],
            SpecError::PlaceOutOfRange { piece, place, len } => params![piece, place, len],
            SpecError::NotAPosition { piece, place } => params![piece, place],
            SpecError::GameOver { terminal } => params![terminal],
            SpecError::IllegalMove { piece, from, to } => params![piece, from, to],
            SpecError::CatCount { count, max } => params![count, max],
            SpecError::CatsGiven { given, cats } => params![given, cats],
            SpecError::TooManyPositions {
                cats,
                nodes,
                positions,
                bytes,
            } => params![cats, nodes, positions, bytes],
            SpecError::TooManyCatMoves {
                cats,
                positions,
                bytes,
                moves,
                max,
            } => {
                params![cats, positions, bytes, moves, max, "minutes" => N(crate::CAT_SOLVE_SECONDS / 60)]
            }
            SpecError::OutOfMemory(e) => params!["bytes" => e.bytes],
            SpecError::IllegalCatsMove { from, to } => params![from, to],
            SpecError::MovePlaces {
                piece,
                given,
                expected,
            } => params![piece, given, expected],
            SpecError::SliceOfCats { cats } => params![cats],
            SpecError::Graph6Format { format, prefix } => params![format, prefix],
            SpecError::Graph6Char { position, found } => {
                params![position, found, "code" => format!("U+{:04X}", found as u32)]
            }
            SpecError::Graph6Length {
                nodes,
                expected,
                found,
            } => {
                let (nodes, size, edges) = match nodes {
                    Some(n) => {
                        let size = graph6_size_chars(n);
                        (N(n as u64), N(size as u64), N((expected - size) as u64))
                    }
                    None => (Param::Absent, Param::Absent, Param::Absent),
                };
                params![nodes, expected, found, "sizeChars" => size, "edgeChars" => edges]
            }
            SpecError::Graph6TooLarge { nodes, max } => params![nodes, max],
            SpecError::Graph6TooMuchWork {
                nodes,
                edges,
                moves,
                max,
            } => params![nodes, edges, moves, max],
        }
    }
}

/// The characters of a graph6 size field for `n` nodes.
fn graph6_size_chars(n: usize) -> usize {
    match n {
        0..=62 => 1,
        63..=258_047 => 4,
        _ => 8,
    }
}

impl From<crate::OutOfMemory> for SpecError {
    fn from(e: crate::OutOfMemory) -> SpecError {
        SpecError::OutOfMemory(e)
    }
}

fn piece_name(piece: char) -> &'static str {
    match piece {
        'C' => "cat",
        'M' => "mouse",
        _ => "food",
    }
}

/// `word`, or `word` + "s" unless `count` is 1.
fn plural(count: usize, word: &str) -> String {
    if count == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// A count that saturates at `u64::MAX` in words: the number, or "more than" it when saturated
/// (the true count did not fit).
fn at_least(count: u64) -> String {
    if count == u64::MAX {
        format!("more than {count}")
    } else {
        count.to_string()
    }
}

impl fmt::Display for SpecError {
    /// Long because it is one arm per variant, each its sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SpecError::NodeOutOfRange { node, neighbour, len } => write!(
                f,
                "graph[{node}] lists node {neighbour} but the graph has {len} {}",
                plural(len, "node")
            ),
            SpecError::SelfLoop { node } => write!(f, "graph[{node}] lists node {node} itself"),
            SpecError::DuplicateNeighbour { node, neighbour } => {
                write!(f, "graph[{node}] lists node {neighbour} twice")
            }
            SpecError::OneWayEdge { node, neighbour } => write!(
                f,
                "graph[{node}] lists node {neighbour} but graph[{neighbour}] does not list node \
                 {node}: one-way edge {node}→{neighbour}: allowed only with `directed: true`"
            ),
            SpecError::RepeatedHole { node } => write!(f, "the holes name node {node} twice"),
            SpecError::RoleOutOfRange { role, node, len } => {
                let nodes = plural(len, "node");
                write!(f, "{role} is node {node} but the graph has {len} {nodes}")
            }
            SpecError::SameNode { first, second, node } => {
                write!(f, "{first} and {second} are both node {node}")?;
                if (first, second) == (Role::CatStart, Role::Hole) {
                    f.write_str(": the cat may stand on a hole only with `catEntersHole: true`")?;
                }
                Ok(())
            }
            SpecError::TooManyNeighbours { node, count, len } => write!(
                f,
                "graph[{node}] lists {count} {} but the graph has {len} {}, so at most {} other {}",
                plural(count, "neighbour"),
                plural(len, "node"),
                len.saturating_sub(1),
                plural(len.saturating_sub(1), "node"),
            ),
            SpecError::TooLarge { what, count, max } => write!(
                f,
                "the game has {count} {what}; the memory budget allows at most {max}"
            ),
            SpecError::RowTooLong { row, max } => write!(
                f,
                "row {row} has more than {max} cells; the memory budget allows at most {max} cells"
            ),
            SpecError::TooMuchWork { moves, max } => write!(
                f,
                "the game has {moves} game moves (legal moves summed over every position); the \
                 work budget allows at most {max}"
            ),
            SpecError::SearchTooLong { steps } => write!(
                f,
                "the published baseline gave up after {steps} steps of its search (its time \
                 budget, about a second): it is too slow for this game"
            ),
            SpecError::EmptyGrid => f.write_str("the grid is empty: give at least one non-empty row"),
            SpecError::RaggedGrid { row, expected, found } => write!(
                f,
                "row {row} has {found} cells but row 0 has {expected} (rows must be equally long)"
            ),
            SpecError::UnknownCell { row, col, found } => write!(
                f,
                "row {row}, column {col} holds {found:?}; use '#', '.', 'C', 'M' or 'F'"
            ),
            SpecError::MissingPiece { piece } => {
                write!(f, "the grid has no '{piece}' ({})", piece_name(piece))
            }
            SpecError::RepeatedPiece { piece, first, second } => write!(
                f,
                "the grid has more than one '{piece}' ({}): at row {}, column {} and row {}, column {}",
                piece_name(piece),
                first.0,
                first.1,
                second.0,
                second.1
            )
            .and_then(|()| {
                if piece == 'F' {
                    f.write_str(": several foods are allowed only with `severalFoods: true`")
                } else {
                    Ok(())
                }
            }),
            SpecError::BadJump { player, jump } => {
                write!(f, "{player}Jump must be at least 1, got {jump}")
            }
            SpecError::BadTurnLimit { limit } => {
                write!(f, "the turn limit must be at least 1 ply, got {limit}")
            }
            SpecError::PlaceOutOfRange { piece, place, len } => write!(
                f,
                "{piece} place {place} is out of range: the game has {len} places"
            ),
            SpecError::NotAPosition { piece, place } => write!(
                f,
                "not a position: the {piece} may not stand on place {place}"
            ),
            SpecError::GameOver { terminal } => write!(
                f,
                "the game is over ({}): no move is legal",
                match terminal {
                    Terminal::Caught => "the cat has caught the mouse",
                    Terminal::MouseHome => "the mouse is home",
                    Terminal::CatAtFood => "the cat has reached the food",
                }
            ),
            SpecError::IllegalMove { piece, from, to } => {
                write!(f, "the {piece} cannot move from {from} to {to}")
            }
            SpecError::CatCount { count, max } => {
                write!(f, "the game takes 1 to {max} cats, got {count}")
            }
            SpecError::CatsGiven { given, cats } => write!(
                f,
                "{given} cat {} given but the game has {cats} {}",
                if given == 1 { "place was" } else { "places were" },
                plural(cats, "cat")
            ),
            SpecError::TooManyPositions { cats, nodes, positions, bytes } => write!(
                f,
                "{cats} {} on {nodes} nodes make {} positions (nodes × multisets of cat places \
                 × 2): solving them takes {} bytes, more than can be allocated",
                plural(cats, "cat"),
                at_least(positions),
                at_least(bytes)
            ),
            SpecError::TooManyCatMoves { cats, positions, bytes, moves, max } => write!(
                f,
                "{cats} {} make {moves} moves over the {positions} positions (the cats' joint \
                 moves and the mouse's; {bytes} bytes to solve): the work budget allows at most \
                 {max}, about {} minutes of solving",
                plural(cats, "cat"),
                crate::CAT_SOLVE_SECONDS / 60
            ),
            SpecError::OutOfMemory(e) => e.fmt(f),
            SpecError::IllegalCatsMove { from, to } => {
                write!(f, "the cats cannot move from {from} to {to}")
            }
            SpecError::MovePlaces { piece, given, expected } => write!(
                f,
                "a {} move names {expected} {}, got {given}",
                match piece {
                    Player::Mouse => "mouse",
                    Player::Cat => "cats'",
                },
                plural(expected, "place")
            ),
            SpecError::SliceOfCats { cats } => write!(
                f,
                "a slice ranging the cat is for one cat, and this game has {cats} cats: range the \
                 mouse, or ask each state's outcome"
            ),
            SpecError::NoNodes => f.write_str("the graph has no nodes"),
            SpecError::Graph6Empty => f.write_str("the graph6 text is empty"),
            SpecError::Graph6Format { format, prefix } => write!(
                f,
                "this is {format} text (it starts with '{prefix}'), not graph6; only graph6 is \
                 read"
            ),
            SpecError::Graph6Char { position, found } => write!(
                f,
                "graph6 character {position} is {found:?} (U+{:04X}): every character must be \
                 '?' to '~'",
                found as u32
            ),
            SpecError::Graph6Length { nodes: None, expected, found } => write!(
                f,
                "graph6 text too short to hold its size: {expected} characters, got {found}"
            ),
            SpecError::Graph6Length { nodes: Some(n), expected, found } => {
                let size = graph6_size_chars(n);
                write!(
                    f,
                    "graph6 text of {n} {} has {expected} characters ({size} for the size, {} \
                     for the edges), got {found}",
                    plural(n, "node"),
                    expected - size
                )
            }
            SpecError::Graph6Padding => {
                f.write_str("graph6 padding bits are not zero: the text is corrupt or cut")
            }
            SpecError::Graph6TooLarge { nodes, max } => write!(
                f,
                "graph6 text of {nodes} {}: the memory budget allows at most {max} nodes",
                if nodes == 1 { "node" } else { "nodes" }
            ),
            SpecError::Graph6TooMuchWork { nodes, edges, moves, max } => write!(
                f,
                "graph6 text of {nodes} {} and {edges} {}: the game on it has {moves} game \
                 moves (legal moves summed over every position); the work budget allows at \
                 most {max}",
                plural(nodes, "node"),
                if edges == 1 { "edge" } else { "edges" }
            ),
        }
    }
}

impl std::error::Error for SpecError {}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// One error of every variant (a new variant must be added here, or the count of
    /// `KINDS` below fails).
    ///
    /// Long because it is one error a variant, each a few lines.
    pub(crate) fn one_of_each() -> Vec<SpecError> {
        let cats = Cats::new(&[2, 5]).unwrap();
        vec![
            SpecError::NodeOutOfRange {
                node: 3,
                neighbour: 7,
                len: 5,
            },
            SpecError::SelfLoop { node: 1 },
            SpecError::DuplicateNeighbour {
                node: 1,
                neighbour: 2,
            },
            SpecError::OneWayEdge {
                node: 0,
                neighbour: 1,
            },
            SpecError::RepeatedHole { node: 4 },
            SpecError::RoleOutOfRange {
                role: Role::Hole,
                node: 6,
                len: 6,
            },
            SpecError::SameNode {
                first: Role::CatStart,
                second: Role::Hole,
                node: 0,
            },
            SpecError::TooManyNeighbours {
                node: 0,
                count: 9,
                len: 3,
            },
            SpecError::TooLarge {
                what: "nodes",
                count: 7000,
                max: 6000,
            },
            SpecError::RowTooLong { row: 2, max: 6000 },
            SpecError::TooMuchWork {
                moves: 431_964_000_000,
                max: 5_000_000_000,
            },
            SpecError::SearchTooLong { steps: 1000 },
            SpecError::EmptyGrid,
            SpecError::RaggedGrid {
                row: 1,
                expected: 5,
                found: 4,
            },
            SpecError::UnknownCell {
                row: 0,
                col: 3,
                found: 'x',
            },
            SpecError::MissingPiece { piece: 'F' },
            SpecError::RepeatedPiece {
                piece: 'C',
                first: (0, 1),
                second: (2, 3),
            },
            SpecError::BadJump {
                player: Player::Cat,
                jump: 0,
            },
            SpecError::BadTurnLimit { limit: 0 },
            SpecError::PlaceOutOfRange {
                piece: Player::Mouse,
                place: 9,
                len: 6,
            },
            SpecError::NotAPosition {
                piece: Player::Cat,
                place: 0,
            },
            SpecError::GameOver {
                terminal: Terminal::MouseHome,
            },
            SpecError::IllegalMove {
                piece: Player::Mouse,
                from: 1,
                to: 5,
            },
            SpecError::CatCount { count: 9, max: 8 },
            SpecError::CatsGiven { given: 1, cats: 2 },
            SpecError::TooManyPositions {
                cats: 8,
                nodes: 6000,
                positions: 1 << 60,
                bytes: 1 << 61,
            },
            SpecError::TooManyCatMoves {
                cats: 3,
                positions: 10,
                bytes: 20,
                moves: 30,
                max: 25,
            },
            SpecError::OutOfMemory(crate::OutOfMemory { bytes: 1 << 30 }),
            SpecError::IllegalCatsMove {
                from: cats,
                to: cats,
            },
            SpecError::MovePlaces {
                piece: Player::Cat,
                given: 1,
                expected: 2,
            },
            SpecError::SliceOfCats { cats: 2 },
            SpecError::NoNodes,
            SpecError::Graph6Empty,
            SpecError::Graph6Format {
                format: "sparse6",
                prefix: ':',
            },
            SpecError::Graph6Char {
                position: 2,
                found: ' ',
            },
            SpecError::Graph6Length {
                nodes: Some(41),
                expected: 138,
                found: 5,
            },
            SpecError::Graph6Padding,
            SpecError::Graph6TooLarge {
                nodes: 1 << 30,
                max: 6000,
            },
            SpecError::Graph6TooMuchWork {
                nodes: 6000,
                edges: 9,
                moves: 10,
                max: 5,
            },
        ]
    }

    /// Checks an error enum's `kinds` table against `errors`, one error of each variant in
    /// declaration order: each error's kind (by `kind`) is its entry's, no kind is repeated,
    /// and its params (by `params`) are named as the entry says.
    pub(crate) fn check_kinds<E: fmt::Debug>(
        errors: &[E],
        kinds: &[(&'static str, &'static [&'static str])],
        kind: impl Fn(&E) -> &'static str,
        params: impl Fn(&E) -> Params,
    ) {
        assert_eq!(errors.len(), kinds.len(), "one example per kind");
        let mut seen = std::collections::HashSet::new();
        for (e, &(listed, names)) in errors.iter().zip(kinds) {
            println!("{e:?}");
            assert_eq!(
                kind(e),
                listed,
                "KINDS lists the variants in declaration order"
            );
            assert!(seen.insert(listed), "{listed} is not repeated");
            let got: Vec<&str> = params(e).iter().map(|(name, _)| *name).collect();
            assert_eq!(got, names, "{listed}'s params are its KINDS entry's");
        }
    }

    #[test]
    fn every_variant_has_a_distinct_kind_listed_with_its_params() {
        check_kinds(
            &one_of_each(),
            SpecError::KINDS,
            SpecError::kind,
            SpecError::params,
        );
    }

    #[test]
    fn params_hold_the_values_the_message_names() {
        let e = SpecError::NodeOutOfRange {
            node: 3,
            neighbour: 7,
            len: 5,
        };
        assert_eq!(
            e.params(),
            vec![
                ("node", Param::Number(3)),
                ("neighbour", Param::Number(7)),
                ("len", Param::Number(5))
            ]
        );
        let e = SpecError::RepeatedPiece {
            piece: 'C',
            first: (0, 1),
            second: (2, 3),
        };
        assert_eq!(e.params()[2], ("second", Param::Numbers(vec![2, 3])));
        let e = SpecError::Graph6Length {
            nodes: None,
            expected: 4,
            found: 2,
        };
        assert_eq!(e.params()[0], ("nodes", Param::Absent));
        let e = SpecError::Graph6Length {
            nodes: Some(41),
            expected: 138,
            found: 5,
        };
        assert_eq!(
            e.params()[3..],
            [
                ("sizeChars", Param::Number(1)),
                ("edgeChars", Param::Number(137))
            ]
        );
        // Every number the message names is a param (the message's own constants aside).
        for e in one_of_each() {
            let message = e.to_string();
            let mut rest = message.replace("graph6", " ");
            let mut numbers = Vec::new();
            for (_, p) in e.params() {
                match p {
                    Param::Number(n) => numbers.push(n),
                    Param::Numbers(ns) => numbers.extend(ns),
                    Param::Text(t) => rest = rest.replace(&t, " "),
                    Param::Absent => {}
                }
            }
            for word in rest
                .split(|c: char| !c.is_ascii_digit())
                .filter(|w| !w.is_empty())
            {
                let n: u64 = word.parse().unwrap();
                let constant = matches!(
                    (e.kind(), n),
                    ("RaggedGrid", 0)
                        | ("CatCount" | "BadJump" | "BadTurnLimit", 1)
                        | ("TooManyPositions", 2)
                );
                assert!(
                    numbers.contains(&n) || constant,
                    "{}: {n} in {message:?} is a param",
                    e.kind()
                );
            }
        }
    }

    #[test]
    fn messages_name_the_problem() {
        let e = SpecError::NodeOutOfRange {
            node: 3,
            neighbour: 7,
            len: 5,
        };
        assert_eq!(
            e.to_string(),
            "graph[3] lists node 7 but the graph has 5 nodes"
        );
        let e = SpecError::SameNode {
            first: Role::MouseStart,
            second: Role::CatStart,
            node: 1,
        };
        assert_eq!(
            e.to_string(),
            "the mouse start and the cat start are both node 1"
        );
        let e = SpecError::BadJump {
            player: Player::Cat,
            jump: 0,
        };
        assert_eq!(e.to_string(), "catJump must be at least 1, got 0");
        // one node, in the singular (a pasted one-node graph6, "@")
        let e = SpecError::RoleOutOfRange {
            role: Role::MouseStart,
            node: 1,
            len: 1,
        };
        assert_eq!(
            e.to_string(),
            "the mouse start is node 1 but the graph has 1 node"
        );
        let e = SpecError::NodeOutOfRange {
            node: 0,
            neighbour: 1,
            len: 1,
        };
        assert_eq!(
            e.to_string(),
            "graph[0] lists node 1 but the graph has 1 node"
        );
    }

    #[test]
    fn budget_messages_name_the_count_and_the_limit() {
        let e = SpecError::TooMuchWork {
            moves: 431_964_000_000,
            max: 5_000_000_000,
        };
        assert_eq!(
            e.to_string(),
            "the game has 431964000000 game moves (legal moves summed over every position); the \
             work budget allows at most 5000000000"
        );
        let e = SpecError::TooManyNeighbours {
            node: 0,
            count: 9,
            len: 3,
        };
        assert_eq!(
            e.to_string(),
            "graph[0] lists 9 neighbours but the graph has 3 nodes, so at most 2 other nodes"
        );
        let e = SpecError::TooManyNeighbours {
            node: 1,
            count: 1,
            len: 1,
        };
        assert_eq!(
            e.to_string(),
            "graph[1] lists 1 neighbour but the graph has 1 node, so at most 0 other nodes"
        );
        let e = SpecError::RowTooLong { row: 2, max: 6000 };
        assert_eq!(
            e.to_string(),
            "row 2 has more than 6000 cells; the memory budget allows at most 6000 cells"
        );
    }

    #[test]
    fn query_messages_name_the_position_problem() {
        let e = SpecError::NotAPosition {
            piece: Player::Cat,
            place: 0,
        };
        assert_eq!(
            e.to_string(),
            "not a position: the cat may not stand on place 0"
        );
        let e = SpecError::GameOver {
            terminal: Terminal::MouseHome,
        };
        assert_eq!(
            e.to_string(),
            "the game is over (the mouse is home): no move is legal"
        );
        let e = SpecError::IllegalMove {
            piece: Player::Mouse,
            from: 1,
            to: 5,
        };
        assert_eq!(e.to_string(), "the mouse cannot move from 1 to 5");
    }
}
