//! The graph game with several cats: its rules, its budgets, its positions and its moves.

use crate::cats::multiset::{multisets, Cats, CatsLayout, CatsState, MAX_CATS};
use crate::game::{Moves, Terminal};
use crate::graph_game::{check_list_lengths, check_lists, check_roles};
use crate::{GraphRoles, GraphRules, Player, SpecError};

/// The measured speed of the several-cats solver behind [`MAX_CAT_MOVES`]: moves (as
/// [`CatsGame::moves`] counts them) solved per second natively, on the slowest of the
/// benchmark's games per move (see `benches/README.md`, "Several cats").
pub const CAT_MOVES_PER_SECOND: u64 = 400_000_000;

/// The time the work budget stands for: a game within [`MAX_CAT_MOVES`] solves in about this
/// many seconds natively, on one core of the machine [`CAT_MOVES_PER_SECOND`] was measured on
/// (in WebAssembly, up to 2.5 times as long).
pub const CAT_SOLVE_SECONDS: u64 = 180;

/// The most moves, summed over every position, a game with several cats may have: the work
/// budget, [`CAT_MOVES_PER_SECOND`] × [`CAT_SOLVE_SECONDS`]. A position with the cats to move
/// has as many moves as the cats have joint moves: the product of each cat's choices (its
/// steps, and staying if the cats may pass), or with [lazy cats](CatsRules::lazy_cats) the sum
/// of their steps (plus one for all staying). The cats count as distinct here, so cats sharing
/// a node count each of their choices; the solver looks at each distinct joint move at most
/// once per level, and far fewer in all. The mouse's moves are added. Counted exactly from the
/// lists before anything is built.
///
/// There is no budget of positions: a game is refused for its size only when its solve's
/// memory ([`cats_solve_bytes`](crate::cats_solve_bytes), about 2 bytes a position) cannot
/// be allocated (see [`solve_cats`](crate::solve_cats)).
pub const MAX_CAT_MOVES: u64 = CAT_MOVES_PER_SECOND * CAT_SOLVE_SECONDS;

/// Counts the positions of `cats` cats on `nodes` nodes and checks that a solve of them could
/// be allocated here at all: its memory count ([`cats_solve_bytes`](crate::cats_solve_bytes))
/// within `isize::MAX` bytes, and at most 2³² multisets of cat places (the solver numbers them
/// in 32 bits). Whether the memory is free is asked when the solve starts.
///
/// # Errors
/// [`SpecError::CatCount`] unless 1 to [`MAX_CATS`] cats; [`SpecError::TooManyPositions`].
pub(crate) fn check_positions(nodes: usize, cats: usize) -> Result<u64, SpecError> {
    if cats == 0 || cats > MAX_CATS {
        return Err(SpecError::CatCount {
            count: cats,
            max: MAX_CATS,
        });
    }
    let multisets = multisets(nodes as u64, cats);
    let positions = multisets.saturating_mul(2 * nodes as u64);
    let bytes = crate::cats_solve_bytes(nodes, cats);
    if multisets > u64::from(u32::MAX) || bytes > isize::MAX as u64 {
        return Err(SpecError::TooManyPositions {
            cats,
            nodes,
            positions,
            bytes,
        });
    }
    Ok(positions)
}

/// The rule variants of the game with several cats. The default is the classic game's: every
/// field off. Every variant combines with every other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CatsRules {
    /// One-way edges, as [`GraphRules::directed`].
    pub directed: bool,
    /// The cats may enter the holes, as [`GraphRules::cat_enters_hole`].
    pub cat_enters_hole: bool,
    /// The mouse may stay on its node for a move.
    pub mouse_passes: bool,
    /// Each cat may stay on its node while the others move (with
    /// [`lazy_cats`](CatsRules::lazy_cats): all the cats may stay).
    pub cat_passes: bool,
    /// Exactly one cat moves in the cats' move, and the others stay (with
    /// [`cat_passes`](CatsRules::cat_passes), the cats may also all stay). Off: every cat
    /// moves.
    pub lazy_cats: bool,
}

impl CatsRules {
    /// The rules of the graph game's variants, with `lazy_cats`. (The holes are roles here:
    /// see [`CatsRoles::from_graph`].)
    #[must_use]
    pub fn from_graph(rules: &GraphRules, lazy_cats: bool) -> CatsRules {
        CatsRules {
            directed: rules.directed,
            cat_enters_hole: rules.cat_enters_hole,
            mouse_passes: rules.mouse_passes,
            cat_passes: rules.cat_passes,
            lazy_cats,
        }
    }

    /// Classic Cops and Robbers: the cats and the mouse may pass (and there is no hole).
    #[must_use]
    pub fn cops_and_robbers(directed: bool, lazy_cats: bool) -> CatsRules {
        CatsRules {
            directed,
            cat_enters_hole: false,
            mouse_passes: true,
            cat_passes: true,
            lazy_cats,
        }
    }

    /// Whether `player` may pass.
    #[must_use]
    pub fn passes(&self, player: Player) -> bool {
        match player {
            Player::Mouse => self.mouse_passes,
            Player::Cat => self.cat_passes,
        }
    }
}

/// Where the pieces start, where the holes are, and who moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CatsRoles {
    /// The mouse's starting node. Classic: node 1.
    pub mouse: usize,
    /// The cats' starting nodes, 1 to [`MAX_CATS`] of them, in any order; cats may share a
    /// node. Their number is the game's number of cats. Classic: `[2]`.
    pub cats: Vec<usize>,
    /// The mouse's goals, which the cats enter only if the rules allow it; may be empty (then
    /// the mouse can at best survive forever: a draw). Classic: `[0]`.
    pub holes: Vec<usize>,
    /// Who moves first. Classic: the mouse.
    pub first: Player,
}

impl Default for CatsRoles {
    /// The classic roles: mouse on 1, one cat on 2, hole 0, mouse first.
    fn default() -> CatsRoles {
        CatsRoles {
            mouse: 1,
            cats: vec![2],
            holes: vec![0],
            first: Player::Mouse,
        }
    }
}

impl CatsRoles {
    /// The one-cat graph game's roles, with its holes ([`GraphRoles::hole`] first, then
    /// [`GraphRules::extra_holes`]).
    #[must_use]
    pub fn from_graph(roles: GraphRoles, rules: &GraphRules) -> CatsRoles {
        CatsRoles {
            mouse: roles.mouse,
            cats: vec![roles.cat],
            holes: std::iter::once(roles.hole)
                .chain(rules.extra_holes.iter().copied())
                .collect(),
            first: roles.first,
        }
    }
}

/// A move of any game: the mouse's new place, or the cats' new places (one per cat, as a
/// multiset; one cat is a list of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The mouse goes to this place.
    Mouse(u32),
    /// The cats go to these places.
    Cats(Cats),
}

/// The name of [`Move`] in the game with several cats.
pub type CatsMove = Move;

impl Move {
    /// The mover's new places: one node for the mouse, one per cat (sorted) for the cats.
    #[must_use]
    pub fn places(&self) -> &[u32] {
        match self {
            Move::Mouse(node) => std::slice::from_ref(node),
            Move::Cats(cats) => cats.as_slice(),
        }
    }

    /// The position after this move from `at`, whose player to move makes it (the other
    /// player moves next). The move is not checked: see [`rules::play`](crate::rules::play).
    #[must_use]
    pub fn after(self, at: CatsState) -> CatsState {
        match self {
            Move::Mouse(to) => CatsState::new(to, at.cats, Player::Cat),
            Move::Cats(to) => CatsState::new(at.mouse, to, Player::Mouse),
        }
    }
}

/// Cat and Mouse on a graph with one to eight cats, and Cops and Robbers.
///
/// The rules of [`GraphGame`](crate::GraphGame), with several cats:
/// - the cats are interchangeable and may share a node: a position is the mouse's node, the
///   multiset of the cats' nodes, and the player to move;
/// - in the cats' move every cat moves along an edge, or stays if the cats may
///   [pass](CatsRules::cat_passes); with [lazy cats](CatsRules::lazy_cats) exactly one cat
///   moves along an edge and the others stay (or, if they may pass, all stay);
/// - the mouse moves along an edge, or stays if it may [pass](CatsRules::mouse_passes);
/// - the end tests, in this order: a cat on the mouse wins for the cats; the mouse on a hole
///   wins for the mouse; a player with no legal move loses (with every cat moving, that is as
///   soon as one cat has no move); a repeated position is a draw;
/// - cats never enter a hole unless the rules say [so](CatsRules::cat_enters_hole); there
///   may be no hole at all.
///
/// With one cat this is exactly the [`GraphGame`](crate::GraphGame) with the same lists,
/// roles and rules, and [`solve_cats`](crate::solve_cats) gives exactly its
/// [`solve`](crate::solve) table.
///
/// ```
/// use cat_mouse::{solve_cats, CatsGame, CatsRoles, CatsRules, Outcome};
/// // A cycle of 5 nodes, hole 0: one cat cannot guard it, two can.
/// let cycle: Vec<Vec<usize>> = (0..5).map(|a| vec![(a + 4) % 5, (a + 1) % 5]).collect();
/// let roles = |cats: Vec<usize>| CatsRoles { mouse: 2, cats, holes: vec![0], ..CatsRoles::default() };
/// let one = CatsGame::new(&cycle, roles(vec![4]), CatsRules::default())?;
/// assert_eq!(solve_cats(&one)?.start_value(&one).outcome, Outcome::MouseWin);
/// let two = CatsGame::new(&cycle, roles(vec![4, 1]), CatsRules::default())?;
/// assert_eq!(solve_cats(&two)?.start_value(&two).outcome, Outcome::CatWin);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatsGame {
    layout: CatsLayout,
    /// The lists as given.
    neighbours: Moves,
    /// The mouse's moves (with the pass), and read backwards.
    mouse_moves: Moves,
    mouse_preds: Moves,
    /// One cat's steps along an edge (never into a hole it may not stand on, none out of
    /// one), and read backwards.
    cat_steps: Moves,
    cat_step_preds: Moves,
    /// One cat's choices when every cat moves: its steps, and its own node if the cats pass;
    /// and read backwards.
    cat_choices: Moves,
    cat_choice_preds: Moves,
    is_hole: Vec<bool>,
    cat_stands: Vec<bool>,
    roles: CatsRoles,
    rules: CatsRules,
    positions: u64,
    moves: u64,
}

impl CatsGame {
    /// The game on `adjacency` (`adjacency[a]` lists the nodes one move leads to from `a`)
    /// with the given roles and rules.
    ///
    /// # Errors
    /// Checked in this order, sizes before contents:
    /// 1. the number of cats ([`CatCount`](SpecError::CatCount)), the positions against the
    ///    memory budget ([`TooManyPositions`](SpecError::TooManyPositions)), a list longer than
    ///    the other nodes ([`TooManyNeighbours`](SpecError::TooManyNeighbours));
    /// 2. the lists, as [`GraphGame::with_rules`](crate::GraphGame::with_rules) checks them (the
    ///    same errors, the same messages), every edge both ways unless
    ///    [`directed`](CatsRules::directed);
    /// 3. the roles: every node in range, no hole named twice, the mouse on no cat and on no
    ///    hole, no cat on a hole unless the cats [enter holes](CatsRules::cat_enters_hole);
    /// 4. the moves against the work budget ([`TooManyCatMoves`](SpecError::TooManyCatMoves)).
    pub fn new(
        adjacency: &[Vec<usize>],
        roles: CatsRoles,
        rules: CatsRules,
    ) -> Result<CatsGame, SpecError> {
        let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
        CatsGame::check_sizes(&lengths, roles.cats.len(), &rules)?;
        let neighbours: Vec<usize> = adjacency.iter().flatten().copied().collect();
        CatsGame::from_lists(&lengths, &neighbours, roles, rules)
    }

    /// Step 1 of [`CatsGame::new`], from the list lengths alone (`lengths[a]` is the length of
    /// `adjacency[a]`), before any list is read: returns the number of positions.
    ///
    /// # Errors
    /// As step 1 of [`CatsGame::new`].
    pub fn check_sizes(
        lengths: &[usize],
        cats: usize,
        _rules: &CatsRules,
    ) -> Result<u64, SpecError> {
        let positions = check_positions(lengths.len(), cats)?;
        check_list_lengths(lengths)?;
        Ok(positions)
    }

    /// The game on the graph whose list `a` is the next `lengths[a]` entries of `neighbours`.
    ///
    /// # Errors
    /// As [`CatsGame::new`].
    ///
    /// # Panics
    /// If `neighbours` does not hold `sum(lengths)` entries (a bug in the caller, not bad
    /// input).
    #[track_caller]
    pub fn from_lists(
        lengths: &[usize],
        neighbours: &[usize],
        roles: CatsRoles,
        rules: CatsRules,
    ) -> Result<CatsGame, SpecError> {
        CatsGame::check_sizes(lengths, roles.cats.len(), &rules)?;
        let neighbours = check_lists(lengths, neighbours, rules.directed)?;
        let n = lengths.len();
        let is_hole = check_roles(
            n,
            roles.mouse,
            &roles.cats,
            &roles.holes,
            rules.cat_enters_hole,
        )?;
        CatsGame::build(neighbours, is_hole, roles, rules)
    }

    /// Classic Cops and Robbers on `adjacency` with `cats` cats: no hole, everyone may pass.
    /// The roles (which the solve does not read) are placeholders: every piece on node 0.
    pub(crate) fn cops_and_robbers(
        adjacency: &[Vec<usize>],
        cats: usize,
        rules: CatsRules,
    ) -> Result<CatsGame, SpecError> {
        let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
        CatsGame::check_sizes(&lengths, cats, &rules)?;
        let flat: Vec<usize> = adjacency.iter().flatten().copied().collect();
        let neighbours = check_lists(&lengths, &flat, rules.directed)?;
        let roles = CatsRoles {
            mouse: 0,
            cats: vec![0; cats],
            holes: Vec::new(),
            first: Player::Cat,
        };
        CatsGame::build(neighbours, vec![false; lengths.len()], roles, rules)
    }

    /// The game from checked lists and roles; checks the work budget.
    fn build(
        neighbours: Moves,
        is_hole: Vec<bool>,
        roles: CatsRoles,
        rules: CatsRules,
    ) -> Result<CatsGame, SpecError> {
        let n = neighbours.places();
        let k = roles.cats.len();
        let layout = CatsLayout::new(n, k)?;
        let cat_stands: Vec<bool> = (0..n)
            .map(|a| rules.cat_enters_hole || !is_hole[a])
            .collect();
        let pass = |a: usize, yes: bool| yes.then_some(a as u32);
        let mouse_moves = Moves::from_lists((0..n).map(|a| {
            neighbours
                .of(a)
                .iter()
                .copied()
                .chain(pass(a, rules.mouse_passes))
        }));
        let steps = |a: usize| {
            let list: &[u32] = if cat_stands[a] { neighbours.of(a) } else { &[] };
            list.iter().copied().filter(|&b| cat_stands[b as usize])
        };
        let cat_steps = Moves::from_lists((0..n).map(steps));
        let cat_choices = Moves::from_lists(
            (0..n).map(|a| steps(a).chain(pass(a, rules.cat_passes && cat_stands[a]))),
        );
        let positions = layout.len() as u64;
        let mut game = CatsGame {
            layout,
            mouse_preds: reverse(&mouse_moves),
            mouse_moves,
            cat_step_preds: reverse(&cat_steps),
            cat_steps,
            cat_choice_preds: reverse(&cat_choices),
            cat_choices,
            neighbours,
            is_hole,
            cat_stands,
            roles,
            rules,
            positions,
            moves: 0,
        };
        game.moves = game.count_moves();
        if game.moves > MAX_CAT_MOVES {
            return Err(SpecError::TooManyCatMoves {
                cats: k,
                positions,
                bytes: crate::cats_solve_bytes(n, k),
                moves: game.moves,
                max: MAX_CAT_MOVES,
            });
        }
        Ok(game)
    }

    /// The moves summed over every position (see [`MAX_CAT_MOVES`]), saturating.
    fn count_moves(&self) -> u64 {
        let k = self.cats();
        let standing: Vec<usize> = (0..self.nodes()).filter(|&a| self.cat_stands[a]).collect();
        let places = standing.len() as u64;
        let cat_places = multisets(places, k) as u128;
        let mouse: u128 = self.mouse_moves.total() as u128 * cat_places;
        let joint: u128 = if self.rules.lazy_cats {
            // Each cat's steps, once per multiset it is in (each multiset of the other k − 1
            // cats), and staying all together once per multiset.
            let steps: u128 = standing
                .iter()
                .map(|&a| self.cat_steps.of(a).len() as u128)
                .sum();
            let stay = u128::from(self.rules.cat_passes) * cat_places;
            steps * multisets(places + 1, k - 1) as u128 + stay
        } else {
            // The complete homogeneous symmetric polynomial h_k of the choice counts: the sum,
            // over every multiset, of the product of its cats' choices.
            let mut h = [0u128; MAX_CATS + 1];
            h[0] = 1;
            for &a in &standing {
                let d = self.cat_choices.of(a).len() as u128;
                for j in 1..=k {
                    h[j] = h[j].saturating_add(d.saturating_mul(h[j - 1]));
                }
            }
            h[k]
        };
        let total = mouse.saturating_add(joint.saturating_mul(self.nodes() as u128));
        u64::try_from(total).unwrap_or(u64::MAX)
    }

    /// The number of nodes.
    #[must_use]
    pub fn nodes(&self) -> usize {
        self.neighbours.places()
    }

    /// The number of cats.
    #[must_use]
    pub fn cats(&self) -> usize {
        self.layout.cats()
    }

    /// The index layout of the tables.
    #[must_use]
    pub fn layout(&self) -> &CatsLayout {
        &self.layout
    }

    /// The neighbours of `node` as listed, in increasing order.
    ///
    /// # Panics
    /// If `node` is out of range.
    #[must_use]
    pub fn neighbours(&self, node: usize) -> &[u32] {
        self.neighbours.of(node)
    }

    /// The starting nodes, the holes and who moves first.
    #[must_use]
    pub fn roles(&self) -> &CatsRoles {
        &self.roles
    }

    /// The rule variants in force.
    #[must_use]
    pub fn rules(&self) -> CatsRules {
        self.rules
    }

    /// Whether `node` is a hole.
    ///
    /// # Panics
    /// If `node` is out of range.
    #[must_use]
    pub fn is_hole(&self, node: usize) -> bool {
        self.is_hole[node]
    }

    /// Every hole, in increasing order.
    #[must_use]
    pub fn holes(&self) -> Vec<usize> {
        (0..self.nodes()).filter(|&a| self.is_hole[a]).collect()
    }

    /// Whether a cat may stand on `node` (not a hole, unless the cats enter holes).
    ///
    /// # Panics
    /// If `node` is out of range.
    #[must_use]
    pub fn cat_stands(&self, node: usize) -> bool {
        self.cat_stands[node]
    }

    /// The number of entries of the tables, positions or not: `2 · n · C(n + k − 1, k)` (the
    /// memory budget's count).
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// The moves summed over every position: the work budget's count (see
    /// [`MAX_CAT_MOVES`]).
    #[must_use]
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The starting position.
    ///
    /// # Panics
    /// Never for a game built by [`CatsGame::new`], whose starts are checked.
    #[must_use]
    pub fn start(&self) -> CatsState {
        let cats: Vec<u32> = self.roles.cats.iter().map(|&c| c as u32).collect();
        let cats = Cats::new(&cats).expect("checked cats");
        CatsState::new(self.roles.mouse as u32, cats, self.roles.first)
    }

    pub(crate) fn mouse_moves(&self) -> &Moves {
        &self.mouse_moves
    }

    pub(crate) fn mouse_preds(&self) -> &Moves {
        &self.mouse_preds
    }

    /// Whether no position is ever won for the mouse: no hole, and the cats always have a move
    /// (they may pass, or a cat may step from every node a cat may stand on). Cops and
    /// Robbers is such a game.
    pub(crate) fn mouse_never_wins(&self) -> bool {
        let always_move = self.rules.cat_passes
            || (0..self.nodes())
                .filter(|&a| self.cat_stands[a])
                .all(|a| !self.cat_lists(false).of(a).is_empty());
        !self.is_hole.contains(&true) && always_move
    }

    /// The lists the cats' moves are made of, forwards or backwards: one cat's steps (lazy
    /// cats) or its choices (every cat moving).
    pub(crate) fn cat_lists(&self, backwards: bool) -> &Moves {
        match (self.rules.lazy_cats, backwards) {
            (true, false) => &self.cat_steps,
            (true, true) => &self.cat_step_preds,
            (false, false) => &self.cat_choices,
            (false, true) => &self.cat_choice_preds,
        }
    }

    /// Whether the position is finished, and why: a cat on the mouse first, then the mouse on
    /// a hole. For a position (see [`rules::check_position`](crate::rules::check_position)).
    #[must_use]
    pub fn terminal(&self, state: CatsState) -> Option<Terminal> {
        self.end(state.mouse, state.cats.as_slice())
    }

    /// The end test of [`terminal`](CatsGame::terminal), on the mouse's node and the cats'
    /// places: the one the solver labels with.
    #[inline]
    pub(crate) fn end(&self, mouse: u32, cats: &[u32]) -> Option<Terminal> {
        if cats.contains(&mouse) {
            Some(Terminal::Caught)
        } else if self.is_hole.get(mouse as usize) == Some(&true) {
            Some(Terminal::MouseHome)
        } else {
            None
        }
    }

    /// The legal moves of the player to move at `state`, finished or not: the mouse's new
    /// nodes in increasing order, or the cats' distinct new multisets in increasing rank.
    ///
    /// # Errors
    /// If `state` is not a position (see [`rules::check_position`](crate::rules::check_position)).
    pub fn legal_moves(&self, state: CatsState) -> Result<Vec<CatsMove>, SpecError> {
        crate::rules::check_position(self, state)?;
        Ok(self.moves_of(state))
    }

    /// [`legal_moves`](Self::legal_moves) of a position, unchecked.
    pub(crate) fn moves_of(&self, state: CatsState) -> Vec<Move> {
        match state.turn {
            Player::Mouse => self
                .mouse_moves
                .of(state.mouse as usize)
                .iter()
                .map(|&to| Move::Mouse(to))
                .collect(),
            Player::Cat => self
                .cat_successors(state.cats, false)
                .into_iter()
                .map(Move::Cats)
                .collect(),
        }
    }

    /// The distinct multisets one cats' move leads to from `cats` (or, `backwards`, comes
    /// from), in increasing rank.
    pub(crate) fn cat_successors(&self, cats: Cats, backwards: bool) -> Vec<Cats> {
        let mut out = Vec::new();
        with_cats!(cats.len(), K => {
            let mut from = [0u32; K];
            from.copy_from_slice(cats.as_slice());
            self.for_each_cat_move::<K>(&from, backwards, &mut |to: &[u32; K]| {
                let mut to = *to;
                sort_small(&mut to);
                out.push(Cats::from_sorted(&to));
            });
        });
        out.sort_unstable_by_key(|c| self.layout.rank(*c));
        out.dedup();
        out
    }

    /// Calls `f` on the places after each cats' move from the sorted places `from` (or,
    /// `backwards`, before each cats' move to them), unsorted; cats on one node are moved as a
    /// multiset, so the same places come at most once per way of splitting the cats among
    /// them, and `f` may see a multiset several times.
    #[inline(always)]
    pub(crate) fn for_each_cat_move<const K: usize>(
        &self,
        from: &[u32; K],
        backwards: bool,
        f: &mut impl FnMut(&[u32; K]),
    ) {
        let lists = self.cat_lists(backwards);
        if self.rules.lazy_cats {
            // One cat (one of each node's) steps; or all stay.
            for i in 0..K {
                if i > 0 && from[i] == from[i - 1] {
                    continue;
                }
                for &to in lists.of(from[i] as usize) {
                    let mut t = *from;
                    t[i] = to;
                    f(&t);
                }
            }
            if self.rules.cat_passes {
                f(from);
            }
        } else {
            let mut t = *from;
            joint::<K>(lists, from, 0, 0, &mut t, f);
        }
    }

    /// Which cat goes where in the cats' move from `from` to `to`: `(from, to)` node pairs,
    /// one per cat, each a step or a stay, staying cats first; `None` if no cats' move leads
    /// there. For drawing the move as arrows.
    ///
    /// ```
    /// use cat_mouse::{Cats, CatsGame, CatsRoles, CatsRules, Player};
    /// let path = [vec![1], vec![0, 2], vec![1, 3], vec![2]];
    /// let roles = CatsRoles { mouse: 0, cats: vec![1, 3], holes: vec![], first: Player::Cat };
    /// let game = CatsGame::new(&path, roles, CatsRules::default())?;
    /// let steps = game.steps(Cats::new(&[1, 3])?, Cats::new(&[2, 2])?);
    /// assert_eq!(steps, Some(vec![(1, 2), (3, 2)]));
    /// # Ok::<_, cat_mouse::SpecError>(())
    /// ```
    #[must_use]
    pub fn steps(&self, from: Cats, to: Cats) -> Option<Vec<(u32, u32)>> {
        if from.len() != to.len()
            || from.len() != self.cats()
            || !self.cat_successors(from, false).contains(&to)
        {
            return None;
        }
        let (a, b) = (from.as_slice(), to.as_slice());
        let k = a.len();
        let step = |x: u32, y: u32| self.cat_steps.of(x as usize).binary_search(&y).is_ok();
        let pass = self.rules.cat_passes;
        // Every assignment of the new places to the cats (at most 8! = 40,320); the one with the
        // most cats staying.
        let mut best: Option<(usize, Vec<(u32, u32)>)> = None;
        let mut order: Vec<usize> = (0..k).collect();
        loop {
            let pairs: Vec<(u32, u32)> = (0..k).map(|i| (a[i], b[order[i]])).collect();
            let stays = pairs.iter().filter(|(x, y)| x == y).count();
            let steps_ok = pairs.iter().all(|&(x, y)| x == y || step(x, y));
            let legal = steps_ok
                && if self.rules.lazy_cats {
                    stays + 1 == k || (stays == k && pass)
                } else {
                    stays == 0 || pass
                };
            let better = match &best {
                None => true,
                Some((most, _)) => stays > *most,
            };
            if legal && better {
                best = Some((stays, pairs));
            }
            if !next_permutation(&mut order) {
                break;
            }
        }
        best.map(|(_, mut pairs)| {
            pairs.sort_by_key(|&(x, y)| (x != y, x, y));
            pairs
        })
    }
}

/// Every cat from slot `i` on picks a place from its list; cats on one node pick a multiset
/// (slot `i` picks no earlier list entry than slot `i − 1` on the same node, entry `min`).
#[inline(always)]
fn joint<const K: usize>(
    lists: &Moves,
    from: &[u32; K],
    i: usize,
    min: usize,
    t: &mut [u32; K],
    f: &mut impl FnMut(&[u32; K]),
) {
    if i == K {
        f(t);
        return;
    }
    let list = lists.of(from[i] as usize);
    let start = if i > 0 && from[i] == from[i - 1] {
        min
    } else {
        0
    };
    for (j, &to) in list.iter().enumerate().skip(start) {
        t[i] = to;
        joint::<K>(lists, from, i + 1, j, t, f);
    }
}

/// Sorts a few places (insertion sort: at most [`MAX_CATS`]).
#[inline(always)]
pub(crate) fn sort_small<const K: usize>(t: &mut [u32; K]) {
    for i in 1..K {
        let mut j = i;
        while j > 0 && t[j - 1] > t[j] {
            t.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The lists read backwards: `a` is in list `b` iff `b` is in list `a` of `moves`.
fn reverse(moves: &Moves) -> Moves {
    let n = moves.places();
    let mut lists = vec![Vec::new(); n];
    for a in 0..n {
        for &b in moves.of(a) {
            lists[b as usize].push(a as u32);
        }
    }
    Moves::from_lists(lists)
}

/// The next permutation in lexicographic order; `false` after the last.
fn next_permutation(p: &mut [usize]) -> bool {
    let Some(i) = (1..p.len()).rev().find(|&i| p[i - 1] < p[i]) else {
        return false;
    };
    let j = (i..p.len()).rev().find(|&j| p[j] > p[i - 1]).unwrap_or(i);
    p.swap(i - 1, j);
    p[i..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{cats_rules, path};

    fn roles(mouse: usize, cats: &[usize], holes: &[usize]) -> CatsRoles {
        CatsRoles {
            mouse,
            cats: cats.to_vec(),
            holes: holes.to_vec(),
            first: Player::Mouse,
        }
    }

    #[test]
    fn the_lists_and_roles_are_checked_as_in_the_graph_game() {
        let cases: Vec<(Vec<Vec<usize>>, CatsRoles, &str)> = vec![
            (
                vec![vec![1], vec![0, 7], vec![]],
                roles(1, &[2], &[0]),
                "graph[1] lists node 7 but the graph has 3 nodes",
            ),
            (
                vec![vec![1], vec![], vec![]],
                roles(1, &[2], &[0]),
                "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: \
                 allowed only with `directed: true`",
            ),
            (
                path(4),
                roles(1, &[2, 1], &[0]),
                "the mouse start and the cat start are both node 1",
            ),
            (
                path(4),
                roles(1, &[2, 0], &[0]),
                "the cat start and the hole are both node 0: the cat may stand on a hole only \
                 with `catEntersHole: true`",
            ),
            (
                path(4),
                roles(1, &[2, 9], &[0]),
                "the cat start is node 9 but the graph has 4 nodes",
            ),
            (
                path(4),
                roles(1, &[2], &[0, 0]),
                "the holes name node 0 twice",
            ),
            (
                path(4),
                roles(1, &[], &[0]),
                "the game takes 1 to 8 cats, got 0",
            ),
            (
                path(4),
                roles(1, &[2, 2, 2, 3, 3, 3, 3, 3, 2], &[0]),
                "the game takes 1 to 8 cats, got 9",
            ),
        ];
        for (graph, roles, message) in cases {
            let err = CatsGame::new(&graph, roles.clone(), CatsRules::default()).unwrap_err();
            assert_eq!(err.to_string(), message, "{graph:?} {roles:?}");
        }
        // Cats may share a node; there may be no hole.
        assert!(CatsGame::new(&path(4), roles(0, &[3, 3], &[]), CatsRules::default()).is_ok());
    }

    #[test]
    fn budgets_are_checked_before_anything_is_built() {
        // 8 cats on 400 nodes: 2 · 400 · C(407, 8) positions, more than 2³² multisets.
        let lengths = vec![0; 400];
        let err = CatsGame::check_sizes(&lengths, 8, &CatsRules::default()).unwrap_err();
        let positions = 2 * 400 * multisets(400, 8);
        // (its bytes do not fit 64 bits: "more than" the largest)
        assert_eq!(crate::cats_solve_bytes(400, 8), u64::MAX);
        let bytes = format!("more than {}", u64::MAX);
        assert_eq!(
            err.to_string(),
            format!(
                "8 cats on 400 nodes make {positions} positions (nodes × multisets of cat places \
                 × 2): solving them takes {bytes} bytes, more than can be allocated"
            )
        );
        // 8 cats on 6,000 nodes: the count does not fit 64 bits, and the message says so
        // rather than print the saturated number as if it were the count.
        let err = CatsGame::check_sizes(&vec![0; 6000], 8, &CatsRules::default()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "8 cats on 6000 nodes make more than 18446744073709551615 positions (nodes × \
             multisets of cat places × 2): solving them takes more than 18446744073709551615 \
             bytes, more than can be allocated"
        );
        // Without a budget of positions: 4 cats on 60 nodes (71,479,800 positions) are fine.
        assert!(CatsGame::check_sizes(&vec![0; 60], 4, &CatsRules::default()).is_ok());
        // A complete graph on 50 nodes with 3 passing cats: each cat has 50 choices.
        let complete: Vec<Vec<usize>> = (0..50)
            .map(|a| (0..50).filter(|&b| b != a).collect())
            .collect();
        let rules = CatsRules::cops_and_robbers(false, false);
        let roles = roles(0, &[1, 2, 3], &[]);
        let err = CatsGame::new(&complete, roles.clone(), rules).unwrap_err();
        let h3 = multisets(50, 3) * 50 * 50 * 50; // every multiset: 50³ joint moves
        let moves = 50 * 50 * multisets(50, 3) + 50 * h3;
        assert!(moves > MAX_CAT_MOVES);
        assert_eq!(
            err,
            SpecError::TooManyCatMoves {
                cats: 3,
                positions: 2 * 50 * multisets(50, 3),
                bytes: crate::cats_solve_bytes(50, 3),
                moves,
                max: MAX_CAT_MOVES
            }
        );
        // Lazy cats move one at a time: far fewer joint moves.
        let lazy = CatsRules::cops_and_robbers(false, true);
        let game = CatsGame::new(&complete, roles, lazy).unwrap();
        let joint = 3 * 49 + 1; // per multiset: each cat's 49 steps, or all stay
        assert_eq!(game.moves(), multisets(50, 3) * (50 * 50 + 50 * joint));
    }

    #[test]
    fn counted_moves_match_the_enumerated_joint_moves() {
        // A small graph with a hole: count the labelled joint moves by brute force.
        let graph = vec![
            vec![1, 2],
            vec![0, 2, 3],
            vec![0, 1, 3],
            vec![1, 2, 4],
            vec![3],
        ];
        for bits in 0..16u32 {
            let rules = cats_rules(bits);
            for k in 1..=3 {
                let game = CatsGame::new(&graph, roles(1, &vec![3; k], &[0]), rules).unwrap();
                let n = 5u32;
                let mut total = 0u64;
                let mut sorted = vec![0u32; k];
                loop {
                    if sorted.iter().all(|&c| game.cat_stands(c as usize)) {
                        for m in 0..n {
                            total += game.mouse_moves.of(m as usize).len() as u64;
                        }
                        // Labelled joint moves: each cat's choices, multiplied (or summed).
                        let per = if rules.lazy_cats {
                            let steps: usize = sorted
                                .iter()
                                .map(|&c| game.cat_steps.of(c as usize).len())
                                .sum();
                            (steps + usize::from(rules.cat_passes)) as u64
                        } else {
                            sorted
                                .iter()
                                .map(|&c| game.cat_choices.of(c as usize).len() as u64)
                                .product()
                        };
                        total += per * u64::from(n);
                    }
                    if !crate::cats::multiset::next_multiset(&mut sorted, n) {
                        break;
                    }
                }
                assert_eq!(game.moves(), total, "{rules:?} k={k}");
            }
        }
    }

    #[test]
    fn moves_of_cats_sharing_a_node_come_once() {
        let game = CatsGame::new(&path(4), roles(0, &[2, 2], &[]), CatsRules::default()).unwrap();
        let two = Cats::new(&[2, 2]).unwrap();
        let next: Vec<Vec<u32>> = game
            .cat_successors(two, false)
            .iter()
            .map(|c| c.as_slice().to_vec())
            .collect();
        assert_eq!(next, vec![vec![1, 1], vec![1, 3], vec![3, 3]]);
        // Lazy: one of them steps.
        let lazy = CatsRules {
            lazy_cats: true,
            ..CatsRules::default()
        };
        let game = CatsGame::new(&path(4), roles(0, &[2, 2], &[]), lazy).unwrap();
        let next: Vec<Vec<u32>> = game
            .cat_successors(two, false)
            .iter()
            .map(|c| c.as_slice().to_vec())
            .collect();
        assert_eq!(next, vec![vec![1, 2], vec![2, 3]]);
    }

    #[test]
    fn play_checks_the_move_and_steps_pair_the_cats() {
        let game = CatsGame::new(&path(5), roles(4, &[0, 2], &[]), CatsRules::default()).unwrap();
        let start = game.start();
        let err = crate::rules::play(&game, start, &[3, 4]).unwrap_err();
        assert_eq!(err.to_string(), "a mouse move names 1 place, got 2");
        let cats_turn = crate::rules::play(&game, start, &[3]).unwrap();
        assert_eq!(
            crate::rules::play(&game, cats_turn, &[1])
                .unwrap_err()
                .to_string(),
            "a cats' move names 2 places, got 1"
        );
        assert_eq!(
            crate::rules::play(&game, cats_turn, &[0, 3])
                .unwrap_err()
                .to_string(),
            "the cats cannot move from [0, 2] to [0, 3]"
        );
        let caught = crate::rules::play(&game, cats_turn, &[3, 1]).unwrap();
        assert_eq!(game.terminal(caught), Some(Terminal::Caught));
        assert_eq!(
            crate::rules::play(&game, caught, &[2]).unwrap_err(),
            SpecError::GameOver {
                terminal: Terminal::Caught
            }
        );
        let from = Cats::new(&[0, 2]).unwrap();
        let to = Cats::new(&[1, 3]).unwrap();
        assert_eq!(game.steps(from, to), Some(vec![(0, 1), (2, 3)]));
        assert_eq!(game.steps(from, Cats::new(&[0, 3]).unwrap()), None);
    }
}
