//! graph6, nauty's text format for undirected graphs (the House of Graphs and SageMath use
//! it): [`parse_graph6`] and [`to_graph6`].
//!
//! The format (Brendan McKay, `formats.txt` of nauty): every character is `'?'` (63) to `'~'`
//! (126) and carries 6 bits, its code minus 63. First the number of nodes `n`: one character if
//! `n ≤ 62`, else `'~'` and three characters (18 bits, `n ≤ 258047`), else `"~~"` and six;
//! then the upper triangle of the adjacency matrix, column by column (`x(0,1), x(0,2),
//! x(1,2), x(0,3), …`), 6 bits a character, most significant first, the last padded with
//! zeros. So a graph of `n` nodes is `size + ⌈n(n−1)/12⌉` characters. An optional
//! `>>graph6<<` header, and whitespace around the text (a pasted line), are allowed.
//!
//! A text is read as the games read their input, sizes first: the nodes from the size, the
//! length, the characters, then the edges counted from the bits, all checked against the
//! budgets (the nodes, and the game moves of the game on the graph) before any list is built.
//!
//! ```
//! use cat_mouse::{parse_graph6, to_graph6};
//! let petersen = parse_graph6("IheA@GUAo")?;
//! assert_eq!(petersen.len(), 10);
//! assert!(petersen.iter().all(|list| list.len() == 3));
//! assert_eq!(to_graph6(&petersen)?, "IheA@GUAo");
//! # Ok::<_, cat_mouse::SpecError>(())
//! ```

use crate::graph_game::{check_list_lengths, check_lists, classic_game_moves};
use crate::{SpecError, MAX_GAME_MOVES, MAX_PLACES};

/// The optional header of a graph6 file.
const HEADER: &str = ">>graph6<<";

/// The nodes of a graph written as `n` nodes: the edges' characters.
fn edge_chars(n: usize) -> usize {
    (n * n.saturating_sub(1) / 2).div_ceil(6)
}

/// The adjacency lists of the graph6 text `text`: `lists[a]` holds `a`'s neighbours in
/// increasing order (every edge both ways).
///
/// Sizes before contents: the number of nodes from the size (the first 1, 4 or 8
/// characters), then the text's length, every character, the padding, then the edges counted
/// from the bits and the game on the graph (the classic roles: hole 0, mouse 1, cat 2) checked
/// against the work budget, all before any list is built. So a text refused by a budget costs
/// one pass over its characters, and the refusal is the one solving the graph would give,
/// with the graph's size.
///
/// # Errors
/// - [`SpecError::Graph6Empty`]: no text (after the header and whitespace);
/// - [`SpecError::Graph6Format`]: sparse6 (`:`) or digraph6 (`&`) text;
/// - [`SpecError::Graph6Char`]: a character outside `'?'` to `'~'` (in the size: before the
///   size is read; elsewhere: after the length is checked);
/// - [`SpecError::Graph6TooLarge`]: more nodes than [`MAX_PLACES`], refused from the size;
/// - [`SpecError::Graph6Length`]: too few or too many characters for the size;
/// - [`SpecError::Graph6Padding`]: the padding bits of the last character are not zero;
/// - [`SpecError::Graph6TooMuchWork`]: the game on the graph has more game moves than
///   [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES), counted from the bits;
/// - [`SpecError::OutOfMemory`]: the lists cannot be allocated.
pub fn parse_graph6(text: &str) -> Result<Vec<Vec<usize>>, SpecError> {
    let text = text.trim();
    let text = text.strip_prefix(HEADER).unwrap_or(text).trim_start();
    if text.is_empty() {
        return Err(SpecError::Graph6Empty);
    }
    match text.as_bytes()[0] {
        b':' => {
            return Err(SpecError::Graph6Format {
                format: "sparse6",
                prefix: ':',
            })
        }
        b'&' => {
            return Err(SpecError::Graph6Format {
                format: "digraph6",
                prefix: '&',
            })
        }
        _ => {}
    }
    // Six bits a character, each checked (positions count characters, from 0). The size
    // first, from at most 8 characters, so that an oversized text is refused unread.
    let value = |(position, found): (usize, char)| {
        let code = found as u32;
        if (63..=126).contains(&code) {
            Ok((code - 63) as u8)
        } else {
            Err(SpecError::Graph6Char { position, found })
        }
    };
    let head: Vec<u8> = text
        .chars()
        .take(8)
        .enumerate()
        .map(value)
        .collect::<Result<_, _>>()?;
    let (nodes, header) = match head.as_slice() {
        [63, 63, rest @ ..] => (big_size(rest, 6)?, 8),
        [63, rest @ ..] => (big_size(rest, 3)?, 4),
        [small, ..] => (u64::from(*small), 1),
        [] => return Err(SpecError::Graph6Empty),
    };
    let n = match usize::try_from(nodes) {
        Ok(n) if n <= MAX_PLACES => n,
        _ => {
            return Err(SpecError::Graph6TooLarge {
                nodes,
                max: MAX_PLACES,
            })
        }
    };
    let expected = header + edge_chars(n);
    let found = text.chars().count();
    if found != expected {
        return Err(SpecError::Graph6Length {
            nodes: Some(n),
            expected,
            found,
        });
    }
    let values: Vec<u8> = text
        .chars()
        .enumerate()
        .map(value)
        .collect::<Result<_, _>>()?;
    let bits = &values[header..];
    let bit = |k: usize| bits[k / 6] >> (5 - k % 6) & 1 == 1;
    let total = n * n.saturating_sub(1) / 2;
    if (total..bits.len() * 6).any(bit) {
        return Err(SpecError::Graph6Padding);
    }
    // The edges (the padding is zero, so every set bit is one) and node 0's, whose edges
    // are the bits of the pairs (0, j), at j(j − 1)/2: the game's size, from the bits alone.
    let edges: u64 = bits.iter().map(|v| u64::from(v.count_ones())).sum();
    let hole_list = (1..n).filter(|&j| bit(j * (j - 1) / 2)).count() as u64;
    let moves = classic_game_moves(n as u64, 2 * edges, hole_list);
    if moves > MAX_GAME_MOVES {
        return Err(SpecError::Graph6TooMuchWork {
            nodes: n,
            edges,
            moves,
            max: MAX_GAME_MOVES,
        });
    }
    // The lists and what the binding copies of them: the edges both ways, a word and a u32
    // each, and a list header per node.
    let entries = 2 * edges as usize;
    crate::reserve(entries.saturating_mul(16).saturating_add(n * 64))?;
    let mut lists = vec![Vec::new(); n];
    let mut k = 0;
    for j in 1..n {
        for i in 0..j {
            if bit(k) {
                lists[i].push(j);
                lists[j].push(i);
            }
            k += 1;
        }
    }
    for list in &mut lists {
        list.sort_unstable();
    }
    Ok(lists)
}

/// The size written in the `count` characters of `rest` (too few: a length error): at most 36
/// bits.
fn big_size(rest: &[u8], count: usize) -> Result<u64, SpecError> {
    if rest.len() < count {
        let marks = if count == 6 { 2 } else { 1 };
        return Err(SpecError::Graph6Length {
            nodes: None,
            expected: count + marks,
            found: rest.len() + marks,
        });
    }
    Ok(rest[..count]
        .iter()
        .fold(0u64, |n, &v| (n << 6) | u64::from(v)))
}

/// The graph6 text of the undirected graph `adjacency` (`adjacency[a]` lists `a`'s
/// neighbours, every edge both ways, in any order), without header or newline.
///
/// # Errors
/// If the graph has more nodes than [`MAX_PLACES`] ([`SpecError::TooLarge`]) or the lists are
/// malformed as [`GraphGame::new`](crate::GraphGame::new) checks them: a node out of range, a
/// self-loop, a repeated neighbour, a one-way edge.
pub fn to_graph6(adjacency: &[Vec<usize>]) -> Result<String, SpecError> {
    let n = adjacency.len();
    if n > MAX_PLACES {
        return Err(SpecError::TooLarge {
            what: "nodes",
            count: n,
            max: MAX_PLACES,
        });
    }
    let lengths: Vec<usize> = adjacency.iter().map(Vec::len).collect();
    check_list_lengths(&lengths)?;
    let flat: Vec<usize> = adjacency.iter().flatten().copied().collect();
    let lists = check_lists(&lengths, &flat, false)?;
    let mut out = String::with_capacity(8 + edge_chars(n));
    let push = |out: &mut String, v: usize| out.push(char::from(63 + (v & 63) as u8));
    if n <= 62 {
        push(&mut out, n);
    } else if n <= 258_047 {
        out.push('~');
        for shift in [12, 6, 0] {
            push(&mut out, n >> shift);
        }
    } else {
        out.push_str("~~");
        for shift in [30, 24, 18, 12, 6, 0] {
            push(&mut out, n >> shift);
        }
    }
    let (mut value, mut filled) = (0usize, 0);
    for j in 1..n {
        let list = lists.of(j);
        for i in 0..j {
            value = value << 1 | usize::from(list.binary_search(&(i as u32)).is_ok());
            filled += 1;
            if filled == 6 {
                push(&mut out, value);
                (value, filled) = (0, 0);
            }
        }
    }
    if filled > 0 {
        push(&mut out, value << (6 - filled));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Petersen graph: the outer 5-cycle, the spokes, the inner pentagram.
    fn petersen() -> Vec<Vec<usize>> {
        (0..10)
            .map(|a: usize| {
                let mut list = if a < 5 {
                    vec![(a + 1) % 5, (a + 4) % 5, a + 5]
                } else {
                    vec![a - 5, 5 + (a + 2) % 5, 5 + (a + 3) % 5]
                };
                list.sort_unstable();
                list
            })
            .collect()
    }

    #[test]
    fn nautys_petersen_text_is_the_petersen_graph() {
        // nauty's `geng` and the House of Graphs write the Petersen graph as IheA@GUAo; with
        // our numbering it reads as another labelling, 3-regular with 15 edges and girth 5.
        let g = parse_graph6("IheA@GUAo").unwrap();
        assert_eq!(g.len(), 10);
        assert!(g.iter().all(|l| l.len() == 3));
        assert_eq!(to_graph6(&g).unwrap(), "IheA@GUAo");
        // Our own numbering has its own text, which reads back as the same lists.
        let ours = to_graph6(&petersen()).unwrap();
        assert_eq!(parse_graph6(&ours).unwrap(), petersen());
    }

    #[test]
    fn small_graphs_round_trip_and_match_known_texts() {
        // Known texts: K0 "?", K1 "@", K2 "A_", the path 0-1-2 "Bg" (x01 = 1, x02 = 0,
        // x12 = 1: 101000 is 40, and 40 + 63 is 'g').
        assert_eq!(parse_graph6("@").unwrap(), vec![Vec::<usize>::new()]);
        assert_eq!(parse_graph6("A_").unwrap(), vec![vec![1], vec![0]]);
        assert_eq!(parse_graph6("?").unwrap(), Vec::<Vec<usize>>::new());
        assert_eq!(to_graph6(&[vec![1], vec![0, 2], vec![1]]).unwrap(), "Bg");
        assert_eq!(to_graph6(&[]).unwrap(), "?");
        // K4: 6 bits all set.
        let k4: Vec<Vec<usize>> = (0..4)
            .map(|a| (0..4).filter(|&b| b != a).collect())
            .collect();
        assert_eq!(to_graph6(&k4).unwrap(), "C~");
        // With the header and a newline, as files hold them.
        assert_eq!(parse_graph6(">>graph6<<C~\n").unwrap(), k4);
    }

    #[test]
    fn random_graphs_round_trip_at_every_size_form() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in (0..70).chain([100, 257]) {
            let mut lists = vec![Vec::new(); n];
            for b in 1..n {
                for a in 0..b {
                    if next() % 3 == 0 {
                        lists[a].push(b);
                        lists[b].push(a);
                    }
                }
            }
            let text = to_graph6(&lists).unwrap();
            assert_eq!(
                text.len(),
                if n <= 62 { 1 } else { 4 } + edge_chars(n),
                "{n}"
            );
            assert_eq!(parse_graph6(&text).unwrap(), lists, "{n} {text}");
        }
    }

    #[test]
    fn bad_texts_are_named() {
        let msg = |t: &str| parse_graph6(t).unwrap_err().to_string();
        assert_eq!(msg(""), "the graph6 text is empty");
        assert_eq!(msg("  >>graph6<< "), "the graph6 text is empty");
        assert_eq!(
            msg(":Fa@x^"),
            "this is sparse6 text (it starts with ':'), not graph6; only graph6 is read"
        );
        assert_eq!(
            msg("&Fa"),
            "this is digraph6 text (it starts with '&'), not graph6; only graph6 is read"
        );
        assert_eq!(
            msg("Ihe A@GUA"),
            "graph6 character 3 is ' ' (U+0020): every character must be '?' to '~'"
        );
        assert_eq!(
            msg("IheA@GUA"),
            "graph6 text of 10 nodes has 9 characters (1 for the size, 8 for the edges), got 8"
        );
        assert_eq!(
            msg("IheA@GUAoo"),
            "graph6 text of 10 nodes has 9 characters (1 for the size, 8 for the edges), got 10"
        );
        assert_eq!(
            msg("~?"),
            "graph6 text too short to hold its size: 4 characters, got 2"
        );
        assert_eq!(
            msg("~?@?"),
            "graph6 text of 64 nodes has 340 characters (4 for the size, 336 for the edges), got 4"
        );
        // The size is read exactly, all 36 bits of it, on every target.
        assert_eq!(
            msg("~~~~~~~~"),
            "graph6 text of 68719476735 nodes: the memory budget allows at most 6000 nodes"
        );
        assert_eq!(
            msg("~@\\p"),
            "graph6 text of 6001 nodes: the memory budget allows at most 6000 nodes"
        );
        // Padding: K3 is "Bw" (111000); "Bx" sets a padding bit.
        assert_eq!(parse_graph6("Bw").unwrap().len(), 3);
        assert_eq!(
            msg("Bx"),
            "graph6 padding bits are not zero: the text is corrupt or cut"
        );
    }

    /// The graph6 text of the complete graph on `n` nodes, written directly.
    fn complete_text(n: usize) -> String {
        let mut text = to_graph6(&vec![Vec::new(); n]).unwrap();
        let header = if n <= 62 { 1 } else { 4 };
        text.truncate(header);
        let pairs = n * (n - 1) / 2;
        text.extend(std::iter::repeat('~').take(pairs / 6));
        if pairs % 6 > 0 {
            text.push(char::from(63 + (0b111111 << (6 - pairs % 6) & 63) as u8));
        }
        text
    }

    #[test]
    fn a_graph_over_the_work_budget_is_refused_from_its_bits_as_solving_it_would() {
        let petersen = parse_graph6("IheA@GUAo").unwrap();
        assert_eq!(parse_graph6(&complete_text(10)).unwrap().len(), 10);
        assert_eq!(complete_text(4), "C~");
        // The complete graphs: n(n − 1)(2n − 3) game moves; 1358 nodes fit, 1359 do not.
        let k1358 = parse_graph6(&complete_text(1358)).map(|lists| lists[0].len());
        assert_eq!(k1358, Ok(1357));
        for n in [1359, 2000, MAX_PLACES] {
            let Err(err) = parse_graph6(&complete_text(n)) else {
                panic!("K{n} is over the work budget");
            };
            let lists: Vec<Vec<usize>> = (0..n)
                .map(|a| (0..n).filter(|&b| b != a).collect())
                .collect();
            let Err(SpecError::TooMuchWork { moves, max }) = crate::GraphGame::new(&lists) else {
                panic!("the game on K{n} is over the work budget");
            };
            let edges = (n * (n - 1) / 2) as u64;
            assert_eq!(
                err,
                SpecError::Graph6TooMuchWork {
                    nodes: n,
                    edges,
                    moves,
                    max
                }
            );
            assert_eq!(
                err.to_string(),
                format!(
                    "graph6 text of {n} nodes and {edges} edges: the game on it has {moves} game \
                     moves (legal moves summed over every position); the work budget allows at \
                     most 5000000000"
                )
            );
        }
        // The hole's edges count apart (the cat never steps into it): a star around node 0
        // against one around node 1, on the same nodes and edges.
        let star = |centre: usize, n: usize| -> Vec<Vec<usize>> {
            (0..n)
                .map(|a| match a {
                    _ if a == centre => (0..n).filter(|&b| b != centre).collect(),
                    _ => vec![centre],
                })
                .collect()
        };
        for centre in [0, 1] {
            let text = to_graph6(&star(centre, 9)).unwrap();
            let lists = parse_graph6(&text).unwrap();
            assert_eq!(lists, star(centre, 9));
            let game = crate::GraphGame::new(&lists).unwrap();
            let (n, total) = (9u64, 16u64);
            let hole_list = if centre == 0 { 8 } else { 1 };
            assert_eq!(
                crate::Game::game_moves(&game),
                classic_game_moves(n, total, hole_list)
            );
        }
        assert_eq!(petersen.len(), 10);
    }

    #[test]
    fn malformed_lists_are_refused_for_export() {
        assert_eq!(
            to_graph6(&[vec![1], vec![]]).unwrap_err().to_string(),
            SpecError::OneWayEdge {
                node: 0,
                neighbour: 1
            }
            .to_string()
        );
        assert!(to_graph6(&[vec![0]]).is_err());
        assert!(to_graph6(&vec![Vec::new(); MAX_PLACES + 1]).is_err());
    }
}
