//! No `fn` in `src/` over [`LIMIT`] lines without a reason in its comment, as
//! `tests/www/lengths.test.mjs` checks the page's functions: every `fn` with a body is measured,
//! from its signature's first line to the `}` that closes it, and one over the limit passes only if
//! the comment or attributes just above it say why, in a sentence that starts "Long because" (the
//! reason sits with the code). Those over the limit today that no one has split yet are listed in
//! [`PENDING`] with their length now: they may shrink, not grow, and no new one may join them. A
//! made-up long function proves the check can fail.
//!
//! The measure leans on rustfmt (CI checks `cargo fmt`): a `fn` item's closing brace stands alone
//! on a line at the indentation of the line that starts the item.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a `fn` may have without a reason. The same as the page's: before this check
/// the ten longest were 198, 164, 145, 141, 126, 105, 87, 85, 83 and 82 lines, so five stood out
/// (three are pending below, two were split) and the rest, up to the limit, are one job each.
const LIMIT: usize = 120;

/// Over the limit today: "path name" -> its length now. Each may only shrink. Empty: the last
/// ones (`SpecError`'s `Display`, the binding's `read_spec`, the designer's `score_table`) were
/// given a reason or split by job; a long one that cannot be split yet goes here, with a line
/// saying why.
const PENDING: &[(&str, usize)] = &[];

/// A `fn` found in a source file.
#[derive(Debug, PartialEq)]
struct Function {
    /// Its name.
    name: String,
    /// The line its item starts on (1-based: the `fn` line, after its comment and attributes).
    line: usize,
    /// Its lines, from the `fn` line to the closing brace.
    lines: usize,
    /// The comment and attribute lines just above it, joined.
    comment: String,
}

/// The name of the `fn` item that `line` starts, if it starts one (`pub(crate) const fn f(` …).
fn fn_name(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    if rest.starts_with("//") {
        return None;
    }
    loop {
        let word_end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        match word {
            "pub" => {
                rest = after.trim_start();
                if let Some(inner) = rest.strip_prefix('(') {
                    rest = inner.split_once(')')?.1.trim_start();
                }
            }
            "const" | "async" | "unsafe" | "default" => rest = after.trim_start(),
            "extern" => {
                rest = after.trim_start();
                if let Some(abi) = rest.strip_prefix('"') {
                    rest = abi.split_once('"')?.1.trim_start();
                }
            }
            "fn" => {
                let name = after.trim_start();
                let end = name
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(name.len());
                return (end > 0 && after.starts_with(' ')).then(|| &name[..end]);
            }
            _ => return None,
        }
    }
}

/// Every `fn` with a body in `source` (rustfmt's layout), nested ones too.
fn functions(source: &str) -> Vec<Function> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = fn_name(line) else { continue };
        let indent = &line[..line.len() - line.trim_start().len()];
        // the signature ends at the first line that ends in `{` (a body) or `;` (none)
        let Some(open) = (i..lines.len()).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with(';') || (l.ends_with('}') && l.contains('{'))
        }) else {
            continue;
        };
        let opened = lines[open].trim_end();
        if opened.ends_with(';') || (opened.ends_with('}') && !opened.ends_with('{')) {
            continue; // a declaration, or a body on one line
        }
        let close = format!("{indent}}}");
        let Some(end) = (open + 1..lines.len()).find(|&j| lines[j].trim_end() == close) else {
            continue;
        };
        let mut above = Vec::new();
        for l in lines[..i].iter().rev() {
            let t = l.trim_start();
            if t.starts_with("//") || t.starts_with("#[") || t.starts_with("#![") {
                above.push(t);
            } else {
                break;
            }
        }
        above.reverse();
        found.push(Function {
            name: name.to_string(),
            line: i + 1,
            lines: end - i + 1,
            comment: above.join("\n"),
        });
    }
    found
}

/// Whether `comment` gives a reason: "Long because" and at least a few words after it.
fn has_reason(comment: &str) -> bool {
    comment
        .split_once("Long because")
        .is_some_and(|(_, why)| why.split_whitespace().count() >= 4)
}

/// The functions of `sources` (path, text) over the limit without a reason and not pending (or
/// longer than their pending length): "path:line name (n lines)".
fn offenders(sources: &[(String, String)], pending: &[(&str, usize)]) -> Vec<String> {
    let mut found = Vec::new();
    for (path, text) in sources {
        for f in functions(text) {
            if f.lines <= LIMIT || has_reason(&f.comment) {
                continue;
            }
            let key = format!("{path} {}", f.name);
            let allowed = pending.iter().find(|(k, _)| *k == key).map(|&(_, n)| n);
            if allowed.is_some_and(|n| f.lines <= n) {
                continue;
            }
            let was = allowed.map_or(String::new(), |n| format!(", was {n}"));
            found.push(format!(
                "{path}:{} {} ({} lines{was})",
                f.line, f.name, f.lines
            ));
        }
    }
    found
}

/// Every `.rs` file under `dir`, as (path from the crate root, text).
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(root).expect("under the root");
            let name = name.to_string_lossy().replace('\\', "/");
            out.push((name, fs::read_to_string(&path).expect("a source file")));
        }
    }
}

#[test]
fn no_fn_in_src_is_over_the_limit_without_a_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    rust_files(root, &root.join("src"), &mut sources);
    let count: usize = sources.iter().map(|(_, t)| functions(t).len()).sum();
    assert!(
        count > 800,
        "the measure finds the crate's functions ({count})"
    );
    assert_eq!(offenders(&sources, PENDING), Vec::<String>::new());
    // a pending one that got short enough is said, to be taken off the list
    for (key, _) in PENDING {
        let (path, name) = key.split_once(' ').expect("\"path name\"");
        let still = sources.iter().filter(|(p, _)| p == path).any(|(_, t)| {
            functions(t)
                .iter()
                .any(|f| f.name == name && f.lines > LIMIT)
        });
        assert!(
            still,
            "{key} is no longer over {LIMIT} lines: take it off PENDING"
        );
    }
}

#[test]
fn the_check_fails_on_a_made_up_long_fn_and_passes_it_with_a_reason() {
    let body: String = (0..LIMIT)
        .map(|i| format!("    let a{i} = \"}}\"; // }}\n"))
        .collect();
    let long = format!("/// Does a lot.\npub(crate) fn big(x: u8) -> u8 {{\n{body}    x\n}}\n");
    let sources = |text: &str| vec![("x.rs".to_string(), text.to_string())];
    assert_eq!(
        offenders(&sources(&long), &[]),
        [format!("x.rs:2 big ({} lines)", LIMIT + 3)]
    );
    let reasoned = long.replace(
        "/// Does a lot.\n",
        "/// Does a lot.\n///\n/// Long because it is one table of cases, each a line.\n#[inline]\n",
    );
    assert_eq!(offenders(&sources(&reasoned), &[]), Vec::<String>::new());
    // a pending one may shrink, not grow
    assert_eq!(
        offenders(&sources(&long), &[("x.rs big", LIMIT + 3)]),
        Vec::<String>::new()
    );
    assert_eq!(
        offenders(&sources(&long), &[("x.rs big", LIMIT + 2)]),
        [format!(
            "x.rs:2 big ({} lines, was {})",
            LIMIT + 3,
            LIMIT + 2
        )]
    );
    // nested and multi-line signatures are measured; declarations and one-line bodies are not
    let nested = format!(
        "impl A {{\n    fn outer(\n        &self,\n    ) -> u8 {{\n        fn inner() {{\n{body}        }}\n        1\n    }}\n    fn short(&self) -> u8 {{ 1 }}\n}}\ntrait T {{\n    fn declared(&self);\n}}\n"
    );
    let found: Vec<(String, usize)> = functions(&nested)
        .into_iter()
        .map(|f| (f.name, f.lines))
        .collect();
    assert_eq!(
        found,
        [
            ("outer".to_string(), LIMIT + 7),
            ("inner".to_string(), LIMIT + 2)
        ]
    );
}
