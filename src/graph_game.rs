//! Cat and Mouse on an undirected graph (LeetCode 913, generalised).

use crate::error::Role;
use crate::game::{check_work, row_all, row_bit, Game, Moves, Terminal, MAX_PLACES};
use crate::{Player, SpecError, State};

/// Where the pieces start, where the hole is, and who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GraphRoles {
    /// The mouse's goal, which the cat may never enter. Classic: node 0.
    pub hole: usize,
    /// The mouse's starting node. Classic: node 1.
    pub mouse: usize,
    /// The cat's starting node. Classic: node 2.
    pub cat: usize,
    /// Who moves first. Classic: the mouse.
    pub first: Player,
}

impl Default for GraphRoles {
    /// The classic rules: hole 0, mouse on 1, cat on 2, mouse first.
    fn default() -> GraphRoles {
        GraphRoles {
            hole: 0,
            mouse: 1,
            cat: 2,
            first: Player::Mouse,
        }
    }
}

/// The rule variants of the graph game, beside the [roles](GraphRoles). The default is the
/// classic game (LeetCode 913): every field off or empty. Every variant combines with every
/// other.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GraphRules {
    /// One-way edges: `graph[a]` lists the nodes reachable from `a` in one move, and `b` need
    /// not list `a`. Classic: off, every edge must be listed both ways.
    pub directed: bool,
    /// The cat may enter the holes. The cat on a hole is then a position like any other; the
    /// capture is checked first, so the cat on the mouse wins for the cat even on a hole, and
    /// the mouse reaching a hole where the cat is not wins for the mouse. Classic: off, the cat
    /// may never enter a hole (nor start on one).
    pub cat_enters_hole: bool,
    /// More holes besides [`GraphRoles::hole`]: the mouse wins on reaching any of them, and the
    /// cat enters none of them unless [`cat_enters_hole`](GraphRules::cat_enters_hole).
    /// Classic: none.
    pub extra_holes: Vec<usize>,
    /// The mouse may pass: stay on its node for one move (a move to its own node). Classic:
    /// off.
    pub mouse_passes: bool,
    /// The cat may pass: stay on its node for one move. Classic: off.
    pub cat_passes: bool,
}

impl GraphRules {
    /// Whether these are the classic rules (LeetCode 913).
    #[must_use]
    pub fn is_classic(&self) -> bool {
        *self == GraphRules::default()
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

/// Cat and Mouse on a graph.
///
/// Classic rules: the players alternate, and the player to move must move along an edge; the
/// cat may never enter the hole. The cat on the mouse's node wins for the cat; the mouse in the
/// hole wins for the mouse; a position that repeats (both places and the player to move) is a
/// draw. A player with no legal move loses (under the classic rules this can only happen to a
/// piece still on its starting node: an isolated node, or for the cat a node whose only
/// neighbour is the hole; with one-way edges, also to a piece that walked into a dead end).
///
/// The [`GraphRules`] change this: edges may be one-way (a move follows an edge from the node
/// that lists it), there may be several holes, the cat may enter them, and a player may pass
/// (a move to its own node). The end tests keep their order: the cat on the mouse first (a
/// capture, wherever it happens), then the mouse on a hole. A position is any pair of nodes
/// (the mouse's, the cat's) and a player to move, except the cat on a hole when it may not
/// enter them.
///
/// ```
/// use cat_mouse::{GraphGame, Outcome, solve};
/// // LeetCode 913, example 2.
/// let game = GraphGame::new(&[vec![1, 3], vec![0], vec![3], vec![0, 2]])?;
/// assert_eq!(solve(&game).start_value(&game).outcome, Outcome::MouseWin);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphGame {
    /// The lists as given.
    neighbours: Moves,
    /// The mouse's moves when it passes: the lists, and the node itself (`None`: the lists).
    mouse_moves: Option<Moves>,
    /// The cat's moves: the lists without the holes (unless it enters them), and the node
    /// itself if the cat passes; no moves from a hole it may not stand on.
    cat_moves: Moves,
    /// With one-way edges, the mouse's and the cat's moves read backwards.
    predecessors: Option<Box<[Moves; 2]>>,
    /// Per node, whether it is a hole.
    is_hole: Vec<bool>,
    /// Whether there is more than one hole.
    several_holes: bool,
    roles: GraphRoles,
    rules: GraphRules,
}

impl GraphGame {
    /// The game on `adjacency` (`adjacency[a]` lists the neighbours of `a`) with the classic
    /// roles: hole 0, mouse on 1, cat on 2, mouse first.
    ///
    /// # Errors
    /// If a list names a missing node, the node itself or a neighbour twice; if an edge is listed
    /// one way only; if the graph has fewer than 3 nodes; or if it exceeds [`MAX_PLACES`] nodes
    /// or [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES) game moves (see [`GraphGame::with_roles`]).
    pub fn new(adjacency: &[Vec<usize>]) -> Result<GraphGame, SpecError> {
        GraphGame::with_roles(adjacency, GraphRoles::default())
    }

    /// The game on `adjacency` with the given roles.
    ///
    /// # Errors
    /// Checked in this order, sizes before contents, so that an oversized graph is refused
    /// without reading its lists:
    /// 1. sizes: more than [`MAX_PLACES`] nodes, a list longer than the other nodes
    ///    ([`TooManyNeighbours`](SpecError::TooManyNeighbours)), more than [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES)
    ///    game moves ([`TooMuchWork`](SpecError::TooMuchWork)), counted from the list lengths
    ///    alone as if the graph were valid;
    /// 2. lists, in order: a neighbour out of range, the node itself, a repeated neighbour;
    /// 3. an edge listed one way only;
    /// 4. a role that names a missing node, two roles on one node.
    pub fn with_roles(adjacency: &[Vec<usize>], roles: GraphRoles) -> Result<GraphGame, SpecError> {
        GraphGame::with_rules(adjacency, roles, GraphRules::default())
    }

    /// The game on `adjacency` with the given roles and rule variants.
    ///
    /// # Errors
    /// As [`GraphGame::with_roles`], with the rules: step 1 counts the moves of the variant (the
    /// mouse's alone while the lists are unread, then all of them once the game is built); step
    /// 3 is skipped for a [`directed`](GraphRules::directed) graph; step 4 checks every hole
    /// (in range, none named twice, no start on one, except the cat's when it
    /// [enters holes](GraphRules::cat_enters_hole)).
    ///
    /// ```
    /// use cat_mouse::{solve, GraphGame, GraphRoles, GraphRules, Outcome};
    /// // A one-way street 1 → 0: the mouse walks into the hole.
    /// let graph = [vec![], vec![0, 2], vec![1]];
    /// assert!(GraphGame::new(&graph).is_err());
    /// let rules = GraphRules { directed: true, ..GraphRules::default() };
    /// let game = GraphGame::with_rules(&graph, GraphRoles::default(), rules)?;
    /// assert_eq!(solve(&game).start_value(&game).outcome, Outcome::MouseWin);
    /// # Ok::<_, cat_mouse::SpecError>(())
    /// ```
    pub fn with_rules(
        adjacency: &[Vec<usize>],
        roles: GraphRoles,
        rules: GraphRules,
    ) -> Result<GraphGame, SpecError> {
        let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
        GraphGame::check_sizes(&lengths, roles.hole, &rules)?;
        let neighbours: Vec<usize> = adjacency.iter().flatten().copied().collect();
        GraphGame::from_lists(&lengths, &neighbours, roles, rules)
    }

    /// Checks the sizes of a graph from its list lengths (`lengths[a]` is the length of
    /// `graph[a]`), before any neighbour is read; returns the game moves it would have under
    /// the classic rules, or under others the mouse's part of them (a lower bound: the cat's
    /// moves depend on which lists name the holes).
    ///
    /// # Errors
    /// Step 1 of [`GraphGame::with_roles`].
    pub(crate) fn check_sizes(
        lengths: &[usize],
        hole: usize,
        rules: &GraphRules,
    ) -> Result<u64, SpecError> {
        let n = lengths.len();
        if n > MAX_PLACES {
            return Err(SpecError::TooLarge {
                what: "nodes",
                count: n,
                max: MAX_PLACES,
            });
        }
        check_list_lengths(lengths)?;
        if rules.is_classic() {
            return check_work(count_game_moves(lengths, hole));
        }
        // The mouse's moves: every list entry, and one pass per node; once per node the cat may
        // stand on (lower bound: holes out of range are refused later anyway).
        let total: u64 = lengths.iter().map(|&len| len as u64).sum();
        let passes = if rules.mouse_passes { n as u64 } else { 0 };
        let holes = if rules.cat_enters_hole {
            0
        } else {
            1 + rules.extra_holes.len() as u64
        };
        check_work((total + passes) * (n as u64).saturating_sub(holes))
    }

    /// The game on the graph whose list `a` is the next `lengths[a]` entries of `neighbours`.
    ///
    /// # Errors
    /// As [`GraphGame::with_roles`].
    ///
    /// # Panics
    /// If `neighbours` does not hold `sum(lengths)` entries (a bug in the caller, not bad input).
    #[track_caller]
    pub(crate) fn from_lists(
        lengths: &[usize],
        neighbours: &[usize],
        roles: GraphRoles,
        rules: GraphRules,
    ) -> Result<GraphGame, SpecError> {
        GraphGame::check_sizes(lengths, roles.hole, &rules)?;
        let n = lengths.len();
        let neighbours = check_lists(lengths, neighbours, rules.directed)?;
        let holes: Vec<usize> = std::iter::once(roles.hole)
            .chain(rules.extra_holes.iter().copied())
            .collect();
        let is_hole = check_roles(n, roles.mouse, &[roles.cat], &holes, rules.cat_enters_hole)?;
        // The moves: a pass is a move to the node itself; the cat never moves into, nor out
        // of, a hole it may not stand on.
        fn with_pass(a: usize, list: &[u32], passes: bool) -> impl Iterator<Item = u32> + '_ {
            let pass = passes.then_some(a as u32);
            list.iter().copied().chain(pass)
        }
        let (total, passes) = (neighbours.total(), n);
        let mouse_moves = rules.mouse_passes.then(|| {
            Moves::from_lists_within(
                total + passes,
                (0..n).map(|a| with_pass(a, neighbours.of(a), true)),
            )
        });
        let cat_stands = |a: usize| rules.cat_enters_hole || !is_hole[a];
        let cat_moves = Moves::from_lists_within(
            total + passes,
            (0..n).map(|a| {
                let list: &[u32] = if cat_stands(a) { neighbours.of(a) } else { &[] };
                let pass = rules.cat_passes && cat_stands(a);
                with_pass(a, list, pass).filter(|&b| cat_stands(b as usize))
            }),
        );
        // One-way edges: the solver reads the moves backwards.
        let predecessors = rules.directed.then(|| {
            let reverse = |moves: &Moves| {
                let mut lists = vec![Vec::new(); n];
                for a in 0..n {
                    for &b in moves.of(a) {
                        lists[b as usize].push(a as u32);
                    }
                }
                Moves::from_lists(lists)
            };
            let mouse_moves = mouse_moves.as_ref().unwrap_or(&neighbours);
            Box::new([reverse(mouse_moves), reverse(&cat_moves)])
        });
        let game = GraphGame {
            neighbours,
            mouse_moves,
            cat_moves,
            predecessors,
            is_hole,
            several_holes: !rules.extra_holes.is_empty(),
            roles,
            rules,
        };
        if !game.rules.is_classic() {
            // The exact count, now that the lists are known (the classic one was exact).
            check_work(game.game_moves())?;
        }
        Ok(game)
    }

    /// The number of nodes.
    #[must_use]
    pub fn nodes(&self) -> usize {
        self.neighbours.places()
    }

    /// The neighbours of `node`, in increasing order.
    ///
    /// # Panics
    /// If `node` is out of range.
    #[must_use]
    pub fn neighbours(&self, node: usize) -> &[u32] {
        self.neighbours.of(node)
    }

    /// The hole, the starting nodes and who moves first.
    #[must_use]
    pub fn roles(&self) -> GraphRoles {
        self.roles
    }

    /// The rule variants in force.
    #[must_use]
    pub fn rules(&self) -> &GraphRules {
        &self.rules
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

    /// The number of edges: undirected edges, or with [one-way](GraphRules::directed) edges
    /// the list entries (each way counts once).
    #[must_use]
    pub fn edges(&self) -> usize {
        if self.rules.directed {
            self.neighbours.total()
        } else {
            self.neighbours.total() / 2
        }
    }
}

/// Refuses a list longer than the other nodes ([`SpecError::TooManyNeighbours`]), from the
/// list lengths alone (`lengths[a]` is the length of `graph[a]`): such a list must repeat a
/// node or name one out of range.
pub(crate) fn check_list_lengths(lengths: &[usize]) -> Result<(), SpecError> {
    let n = lengths.len();
    for (node, &count) in lengths.iter().enumerate() {
        if count >= n {
            return Err(SpecError::TooManyNeighbours {
                node,
                count,
                len: n,
            });
        }
    }
    Ok(())
}

/// Checks the lists of the graph whose list `a` is the next `lengths[a]` entries of
/// `neighbours` and returns them as [`Moves`]: each list, in order, for a neighbour out of
/// range, the node itself, a repeated neighbour; then, unless `directed`, every edge for its
/// way back.
///
/// # Panics
/// If `neighbours` does not hold `sum(lengths)` entries (a bug in the caller, not bad input).
#[track_caller]
pub(crate) fn check_lists(
    lengths: &[usize],
    neighbours: &[usize],
    directed: bool,
) -> Result<Moves, SpecError> {
    assert_eq!(
        neighbours.len(),
        lengths.iter().sum::<usize>(),
        "neighbours must hold every list"
    );
    let n = lengths.len();
    // The lists, in order (the lengths sum to the entries: asserted above).
    let lists = || {
        lengths.iter().scan(0, |start, &len| {
            let list = &neighbours[*start..*start + len];
            *start += len;
            Some(list)
        })
    };
    // Each list: neighbours in range, not the node itself, no repeats.
    let mut seen = vec![usize::MAX; n];
    for (node, list) in lists().enumerate() {
        for &neighbour in list {
            if neighbour >= n {
                return Err(SpecError::NodeOutOfRange {
                    node,
                    neighbour,
                    len: n,
                });
            }
            if neighbour == node {
                return Err(SpecError::SelfLoop { node });
            }
            if seen[neighbour] == node {
                return Err(SpecError::DuplicateNeighbour { node, neighbour });
            }
            seen[neighbour] = node;
        }
    }
    // Every entry is now below n, which the budgets keep far below u32::MAX.
    let moves = Moves::from_lists_within(
        neighbours.len(),
        lists().map(|list| list.iter().map(|&b| b as u32)),
    );
    // Every edge both ways, unless edges are one-way.
    for (node, list) in lists().enumerate().filter(|_| !directed) {
        for &neighbour in list {
            if moves.of(neighbour).binary_search(&(node as u32)).is_err() {
                return Err(SpecError::OneWayEdge { node, neighbour });
            }
        }
    }
    Ok(moves)
}

/// Checks the special nodes of a graph of `n` nodes and returns, per node, whether it is a
/// hole. In this order: every node in range (the mouse's start, the cats' starts, the holes:
/// [`SpecError::RoleOutOfRange`]); no hole named twice ([`SpecError::RepeatedHole`]); no two
/// roles on one node ([`SpecError::SameNode`]): the mouse with a cat, then per hole the mouse
/// and each cat on it (a cat may stand on a hole when `cat_enters_hole`). Cats may share a
/// node with each other.
pub(crate) fn check_roles(
    n: usize,
    mouse: usize,
    cats: &[usize],
    holes: &[usize],
    cat_enters_hole: bool,
) -> Result<Vec<bool>, SpecError> {
    let starts = std::iter::once((Role::MouseStart, mouse))
        .chain(cats.iter().map(|&cat| (Role::CatStart, cat)));
    let named = starts
        .clone()
        .chain(holes.iter().map(|&hole| (Role::Hole, hole)));
    for (role, node) in named {
        if node >= n {
            return Err(SpecError::RoleOutOfRange { role, node, len: n });
        }
    }
    let mut is_hole = vec![false; n];
    for &hole in holes {
        if std::mem::replace(&mut is_hole[hole], true) {
            return Err(SpecError::RepeatedHole { node: hole });
        }
    }
    let clash = |first: Role, second: Role, node: usize| SpecError::SameNode {
        first,
        second,
        node,
    };
    if let Some(&cat) = cats.iter().find(|&&cat| cat == mouse) {
        return Err(clash(Role::MouseStart, Role::CatStart, cat));
    }
    for &hole in holes {
        for (role, node) in starts.clone() {
            let cat_in_hole = role == Role::CatStart && cat_enters_hole;
            if node == hole && !cat_in_hole {
                return Err(clash(role, Role::Hole, node));
            }
        }
    }
    Ok(is_hole)
}

/// The game moves of a graph game, counted from its list lengths before any list is read:
/// [`Game::game_moves`] of the game they describe, if it is valid.
///
/// The mouse stands anywhere and has `len(a)` moves from `a`, once per place of the cat (every
/// node but the hole). The cat has the same lists without the hole's node and without the
/// edges into the hole: in a valid graph `len(hole)` lists name the hole, so the cat has
/// `total - 2·len(hole)` moves, once per place of the mouse (every node).
fn count_game_moves(lengths: &[usize], hole: usize) -> u64 {
    let total: u64 = lengths.iter().map(|&len| len as u64).sum();
    let hole_list = lengths.get(hole).map_or(0, |&len| len as u64);
    classic_game_moves(lengths.len() as u64, total, hole_list)
}

/// [`count_game_moves`] from the sizes alone: `n` nodes, `total` list entries in all, the
/// hole's list of `hole_list` entries. Saturating.
pub(crate) fn classic_game_moves(n: u64, total: u64, hole_list: u64) -> u64 {
    let into_hole = hole_list.saturating_mul(2);
    total
        .saturating_mul(n.saturating_sub(1))
        .saturating_add(total.saturating_sub(into_hole).saturating_mul(n))
}

impl Game for GraphGame {
    fn places(&self) -> usize {
        self.nodes()
    }

    fn moves(&self, player: Player) -> &Moves {
        match player {
            Player::Mouse => self.mouse_moves.as_ref().unwrap_or(&self.neighbours),
            Player::Cat => &self.cat_moves,
        }
    }

    fn predecessors(&self, player: Player) -> Option<&Moves> {
        self.predecessors
            .as_ref()
            .map(|lists| &lists[player.index()])
    }

    fn can_stand(&self, player: Player, place: usize) -> bool {
        player == Player::Mouse || self.rules.cat_enters_hole || !self.is_hole[place]
    }

    fn terminal(&self, mouse: usize, cat: usize) -> Option<Terminal> {
        // The capture first: the cat on the mouse wins even on a hole.
        if mouse == cat {
            Some(Terminal::Caught)
        } else if self.is_hole[mouse] {
            Some(Terminal::MouseHome)
        } else {
            None
        }
    }

    #[inline(always)]
    fn may_be_finished(&self, mouse: usize, cat: usize) -> bool {
        // Plain comparisons with the main hole, which the solver's scan runs without a
        // branch; with several holes every position is asked about.
        (mouse == cat) | (mouse == self.roles.hole) | self.several_holes
    }

    /// A row has at most two positions that may be finished: the capture (the mover on the
    /// other piece's node) and the mouse on the hole; every one with the mouse on the hole
    /// (or, with several holes, every one: they are asked about).
    #[inline]
    fn may_be_finished_row(&self, mover: Player, other: usize, places: &[u32]) -> u64 {
        let hole = self.roles.hole;
        if self.several_holes || (mover == Player::Cat && other == hole) {
            return row_all(places);
        }
        let home = if mover == Player::Mouse {
            row_bit(places, hole)
        } else {
            0
        };
        row_bit(places, other) | home
    }

    fn start(&self) -> State {
        State::new(
            self.roles.mouse as u32,
            self.roles.cat as u32,
            self.roles.first,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_flags_its_finished_positions() {
        let path = |n: usize| -> Vec<Vec<usize>> {
            (0..n)
                .map(|a| (0..n).filter(|&b| b + 1 == a || a + 1 == b).collect())
                .collect()
        };
        let mut rows = 0;
        for (n, extra_holes, cat_enters_hole) in [
            (6, vec![], false),
            (9, vec![5], false),
            (9, vec![], true),
            (70, vec![], false),
            (70, vec![40, 69], true),
        ] {
            let rules = GraphRules {
                extra_holes,
                cat_enters_hole,
                ..GraphRules::default()
            };
            let game = GraphGame::with_rules(&path(n), GraphRoles::default(), rules).unwrap();
            rows += crate::game::check_finished_rows(&game);
        }
        assert!(rows > 500, "{rows} rows");
    }

    use crate::fixtures::example1;

    #[test]
    fn cat_cannot_enter_hole() {
        let game = GraphGame::new(&example1()).unwrap();
        assert_eq!(game.moves(Player::Cat).of(2), &[4, 5]);
        assert_eq!(game.moves(Player::Mouse).of(2), &[0, 4, 5]);
        assert!(game.moves(Player::Cat).of(0).is_empty());
        assert!(!game.can_stand(Player::Cat, 0));
        assert!(game.can_stand(Player::Mouse, 0));
    }

    #[test]
    fn terminal_positions() {
        let game = GraphGame::new(&example1()).unwrap();
        assert_eq!(game.terminal(3, 3), Some(Terminal::Caught));
        assert_eq!(game.terminal(0, 3), Some(Terminal::MouseHome));
        assert_eq!(game.terminal(1, 3), None);
    }

    #[test]
    fn rejects_malformed_graphs() {
        let cases: Vec<(Vec<Vec<usize>>, &str)> = vec![
            (
                vec![vec![1], vec![0, 7], vec![]],
                "graph[1] lists node 7 but the graph has 3 nodes",
            ),
            (
                vec![vec![0], vec![], vec![]],
                "graph[0] lists node 0 itself",
            ),
            (
                vec![vec![1, 1], vec![0], vec![]],
                "graph[0] lists node 1 twice",
            ),
            (
                vec![vec![1], vec![], vec![]],
                "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: \
                 allowed only with `directed: true`",
            ),
            (
                vec![vec![1], vec![0]],
                "the cat start is node 2 but the graph has 2 nodes",
            ),
            (
                vec![],
                "the mouse start is node 1 but the graph has 0 nodes",
            ),
        ];
        for (graph, message) in cases {
            println!("{graph:?}");
            assert_eq!(GraphGame::new(&graph).unwrap_err().to_string(), message);
        }
    }

    #[test]
    fn rejects_shared_roles() {
        let roles = GraphRoles {
            hole: 0,
            mouse: 1,
            cat: 1,
            first: Player::Mouse,
        };
        let err = GraphGame::with_roles(&example1(), roles).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the mouse start and the cat start are both node 1"
        );
        let roles = GraphRoles {
            hole: 2,
            mouse: 1,
            cat: 2,
            first: Player::Mouse,
        };
        let err = GraphGame::with_roles(&example1(), roles).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the cat start and the hole are both node 2: the cat may stand on a hole only with \
             `catEntersHole: true`"
        );
    }

    #[test]
    fn sizes_are_checked_before_lists() {
        // A list longer than the other nodes is refused from its length: here "x" would be
        // out of range too, but the list is never read.
        let err = GraphGame::new(&[vec![1, 2, 99], vec![0], vec![0]]).unwrap_err();
        assert_eq!(
            err,
            SpecError::TooManyNeighbours {
                node: 0,
                count: 3,
                len: 3
            }
        );
        // Complete graphs: the smallest one over the work budget is refused from its lengths,
        // the one below it is accepted.
        let complete = |n: usize| -> Vec<Vec<usize>> {
            (0..n)
                .map(|a| (0..n).filter(|&b| b != a).collect())
                .collect()
        };
        let moves = |n: u64| n * (n - 1) * (n - 1) + (n * (n - 1) - 2 * (n - 1)) * n;
        let n = (3..).find(|&n| moves(n) > crate::MAX_GAME_MOVES).unwrap();
        let err = GraphGame::new(&complete(n as usize)).err();
        assert_eq!(
            err,
            Some(SpecError::TooMuchWork {
                moves: moves(n),
                max: crate::MAX_GAME_MOVES
            })
        );
        let below = GraphGame::new(&complete(n as usize - 1)).map(|g| g.game_moves());
        assert_eq!(below, Ok(moves(n - 1)));
        // Passing adds a move per place: the largest accepted complete graph goes over the
        // budget with passes, refused by the exact count once the lists are read.
        let k = n - 1;
        let passes = GraphRules {
            mouse_passes: true,
            cat_passes: true,
            ..GraphRules::default()
        };
        let err = GraphGame::with_rules(&complete(k as usize), GraphRoles::default(), passes);
        assert_eq!(
            err.err(),
            Some(SpecError::TooMuchWork {
                moves: k * k * (k - 1) + k * (k - 1) * (k - 1),
                max: crate::MAX_GAME_MOVES
            })
        );
    }

    #[test]
    fn counted_game_moves_match_the_built_lists() {
        // Every graph on 5 nodes (all 1,024 edge sets), with each node as the hole.
        let pairs: Vec<(usize, usize)> = (0..5)
            .flat_map(|a| (a + 1..5).map(move |b| (a, b)))
            .collect();
        for set in 0u32..1 << pairs.len() {
            let mut adjacency = vec![Vec::new(); 5];
            for (k, &(a, b)) in pairs.iter().enumerate() {
                if set >> k & 1 == 1 {
                    adjacency[a].push(b);
                    adjacency[b].push(a);
                }
            }
            let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
            for hole in 0..5 {
                let roles = GraphRoles {
                    hole,
                    mouse: (hole + 1) % 5,
                    cat: (hole + 2) % 5,
                    first: Player::Mouse,
                };
                let game = GraphGame::with_roles(&adjacency, roles).unwrap();
                assert_eq!(
                    count_game_moves(&lengths, hole),
                    game.game_moves(),
                    "{adjacency:?} hole {hole}"
                );
            }
        }
    }

    fn rules(f: impl FnOnce(&mut GraphRules)) -> GraphRules {
        let mut rules = GraphRules::default();
        f(&mut rules);
        rules
    }

    #[test]
    fn one_way_edges_need_directed() {
        let graph = [vec![1], vec![2], vec![0]];
        let err = GraphGame::new(&graph).unwrap_err().to_string();
        assert_eq!(
            err,
            "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: allowed \
             only with `directed: true`"
        );
        let directed = rules(|r| r.directed = true);
        let game = GraphGame::with_rules(&graph, GraphRoles::default(), directed).unwrap();
        assert_eq!(game.moves(Player::Mouse).of(1), &[2]);
        // The cat's predecessor lists read the moves backwards: the cat reaches 2 from 1.
        assert_eq!(game.predecessors(Player::Cat).unwrap().of(2), &[1]);
        assert_eq!(game.edges(), 3);
        // Undirected rules have no predecessor lists of their own.
        assert!(GraphGame::new(&example1())
            .unwrap()
            .predecessors(Player::Mouse)
            .is_none());
    }

    #[test]
    fn the_cat_may_enter_holes_and_the_capture_comes_first() {
        let enters = rules(|r| r.cat_enters_hole = true);
        let game = GraphGame::with_rules(&example1(), GraphRoles::default(), enters).unwrap();
        assert_eq!(game.moves(Player::Cat).of(2), &[0, 4, 5]);
        assert!(game.can_stand(Player::Cat, 0));
        assert_eq!(game.terminal(0, 0), Some(Terminal::Caught));
        assert_eq!(game.terminal(0, 3), Some(Terminal::MouseHome));
        assert_eq!(game.terminal(3, 0), None);
        // The cat may then start on the hole.
        let roles = GraphRoles {
            cat: 0,
            ..GraphRoles::default()
        };
        let enters = rules(|r| r.cat_enters_hole = true);
        assert!(GraphGame::with_rules(&example1(), roles, enters).is_ok());
        assert!(GraphGame::with_roles(&example1(), roles).is_err());
    }

    #[test]
    fn several_holes_are_goals_the_cat_avoids() {
        let holes = rules(|r| r.extra_holes = vec![4]);
        let game = GraphGame::with_rules(&example1(), GraphRoles::default(), holes).unwrap();
        assert_eq!(game.holes(), vec![0, 4]);
        assert_eq!(game.terminal(4, 3), Some(Terminal::MouseHome));
        assert_eq!(game.moves(Player::Cat).of(2), &[5]);
        assert!(!game.can_stand(Player::Cat, 4));
        let cases = [
            (vec![9], "the hole is node 9 but the graph has 6 nodes"),
            (vec![4, 4], "the holes name node 4 twice"),
            (vec![0], "the holes name node 0 twice"),
            (vec![1], "the mouse start and the hole are both node 1"),
            (
                vec![2],
                "the cat start and the hole are both node 2: the cat may stand on a hole only \
                 with `catEntersHole: true`",
            ),
        ];
        for (extra, message) in cases {
            let holes = rules(|r| r.extra_holes = extra.clone());
            let err = GraphGame::with_rules(&example1(), GraphRoles::default(), holes);
            assert_eq!(err.unwrap_err().to_string(), message, "{extra:?}");
        }
    }

    #[test]
    fn passing_is_a_move_to_the_node_itself() {
        let passes = rules(|r| {
            r.mouse_passes = true;
            r.cat_passes = true;
        });
        let game = GraphGame::with_rules(&example1(), GraphRoles::default(), passes).unwrap();
        assert_eq!(game.moves(Player::Mouse).of(1), &[1, 3]);
        assert_eq!(game.moves(Player::Cat).of(2), &[2, 4, 5]);
        // Never out of a hole the cat may not stand on.
        assert!(game.moves(Player::Cat).of(0).is_empty());
    }

    #[test]
    fn game_moves_of_variants_are_exact_and_checked() {
        // Every variant combination on every graph of 4 nodes: the built lists' count is what
        // the budget sees, and the count from lengths alone is a lower bound.
        let pairs: Vec<(usize, usize)> = (0..4)
            .flat_map(|a| (0..4).filter(move |&b| b != a).map(move |b| (a, b)))
            .collect();
        for set in (0u32..1 << pairs.len()).step_by(7) {
            let mut adjacency = vec![Vec::new(); 4];
            for (k, &(a, b)) in pairs.iter().enumerate() {
                if set >> k & 1 == 1 {
                    adjacency[a].push(b);
                }
            }
            let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
            for bits in 0..16u32 {
                let rules = GraphRules {
                    directed: true,
                    cat_enters_hole: bits & 1 != 0,
                    extra_holes: if bits & 2 != 0 { vec![3] } else { vec![] },
                    mouse_passes: bits & 4 != 0,
                    cat_passes: bits & 8 != 0,
                };
                let game = GraphGame::with_rules(&adjacency, GraphRoles::default(), rules.clone())
                    .unwrap();
                let n = 4;
                let standing = |p: Player| (0..n).filter(|&x| game.can_stand(p, x)).count();
                let built: usize = (0..n)
                    .map(|a| {
                        game.moves(Player::Mouse).of(a).len() * standing(Player::Cat)
                            + game.moves(Player::Cat).of(a).len() * standing(Player::Mouse)
                    })
                    .sum();
                assert_eq!(game.game_moves(), built as u64);
                let lower = GraphGame::check_sizes(&lengths, 0, &rules).unwrap();
                assert!(lower <= game.game_moves(), "{adjacency:?} {rules:?}");
            }
        }
    }

    #[test]
    fn rejects_graphs_over_budget() {
        let graph = vec![Vec::new(); MAX_PLACES + 1];
        assert!(matches!(
            GraphGame::new(&graph),
            Err(SpecError::TooLarge { .. })
        ));
    }
}
