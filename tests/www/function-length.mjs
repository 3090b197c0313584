// Function lengths in the page's modules, for tests/www/lengths.test.mjs: a small lexer that
// knows JavaScript's comments, strings, template literals and regular expression literals well
// enough to match braces, and finds every function (declarations, function expressions, arrow
// functions with a block body, and methods), with the comment block just above it.

const KEYWORDS = new Set(["if", "for", "while", "switch", "catch", "function", "with", "return", "typeof", "new", "delete", "void", "in", "of", "instanceof", "do", "else", "case", "throw", "await", "yield"]);

/**
 * The tokens of `source` that matter for braces: {type: "word"|"punct"|"skip", text, line}, where
 * strings, templates (their text, not their `${}` parts), regexes and comments are "skip" tokens
 * (a comment's text is kept).
 */
export function tokens(source) {
  const out = [];
  let i = 0;
  let line = 1;
  const templates = []; // brace depth at each open template's `${`
  let depth = 0;
  const push = (type, text, at) => out.push({ type, text, line: at });
  const last = () => {
    for (let k = out.length - 1; k >= 0; k--) if (out[k].type !== "comment") return out[k];
    return null;
  };
  const regexAllowed = () => {
    const t = last();
    if (!t) return true;
    if (t.type === "word") return KEYWORDS.has(t.text);
    if (t.type === "punct") return !/^[)\]}]$/.test(t.text);
    return false;
  };
  const template = () => {
    // from just after a backtick or a `}` closing a `${`, to the closing backtick or a `${`
    const at = line;
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") { i += 2; continue; }
      if (c === "\n") line++;
      if (c === "`") { i++; push("skip", "`", at); return; }
      if (c === "$" && source[i + 1] === "{") { i += 2; templates.push(depth); depth++; push("punct", "${", at); return; }
      i++;
    }
  };
  while (i < source.length) {
    const c = source[i];
    if (c === "\n") { line++; i++; continue; }
    if (/\s/.test(c)) { i++; continue; }
    if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i);
      const stop = end < 0 ? source.length : end;
      push("comment", source.slice(i, stop), line);
      i = stop;
      continue;
    }
    if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      const text = source.slice(i, end + 2);
      push("comment", text, line);
      line += text.split("\n").length - 1;
      i = end + 2;
      continue;
    }
    if (c === "\"" || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === "\\" ? 2 : 1;
      push("skip", "str", line);
      i = j + 1;
      continue;
    }
    if (c === "`") { i++; template(); continue; }
    if (c === "/" && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && (inClass || source[j] !== "/")) {
        if (source[j] === "\\") j++;
        else if (source[j] === "[") inClass = true;
        else if (source[j] === "]") inClass = false;
        j++;
      }
      j++;
      while (/[a-z]/i.test(source[j] ?? "")) j++;
      push("skip", "re", line);
      i = j;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      let j = i;
      while (/[\w$]/.test(source[j] ?? "")) j++;
      push("word", source.slice(i, j), line);
      i = j;
      continue;
    }
    if (/\d/.test(c)) {
      let j = i;
      while (/[\w.]/.test(source[j] ?? "")) j++;
      push("skip", "num", line);
      i = j;
      continue;
    }
    if (c === "=" && source[i + 1] === ">") { push("punct", "=>", line); i += 2; continue; }
    if (c === "{") depth++;
    if (c === "}") {
      if (templates.length && templates[templates.length - 1] === depth - 1) {
        templates.pop();
        depth--;
        push("punct", "}$", line);
        i++;
        template();
        continue;
      }
      depth--;
    }
    push("punct", c, line);
    i++;
  }
  return out;
}

/** The index of the token closing the bracket opened at `open` (a "(", "[" or "{"). */
function closing(toks, open) {
  const pairs = { "(": ")", "[": "]", "{": "}" };
  const stack = [];
  for (let k = open; k < toks.length; k++) {
    const t = toks[k];
    if (t.type !== "punct") continue;
    const text = t.text === "${" ? "{" : t.text === "}$" ? "}" : t.text;
    if (pairs[text]) stack.push(pairs[text]);
    else if (text === ")" || text === "]" || text === "}") {
      stack.pop();
      if (stack.length === 0) return k;
    }
  }
  return toks.length - 1;
}

/**
 * Every function of `source` with a block body: {name, line, end, lines, comment}, where `comment`
 * is the text of the comments just above its first line (or on the lines of its head).
 */
export function functions(source) {
  const toks = tokens(source);
  const code = toks.filter((t) => t.type !== "comment");
  const comments = toks.filter((t) => t.type === "comment");
  const found = [];
  const commentAbove = (line) => {
    // the comment block ending on the line above `line` (contiguous comment lines)
    const parts = [];
    let want = line - 1;
    for (let k = comments.length - 1; k >= 0; k--) {
      const c = comments[k];
      const endLine = c.line + c.text.split("\n").length - 1;
      if (endLine > want) continue;
      if (endLine < want) break;
      parts.unshift(c.text);
      want = c.line - 1;
    }
    return parts.join("\n");
  };
  const add = (name, headIndex, braceIndex) => {
    const end = closing(code, braceIndex);
    const line = code[headIndex].line;
    const endLine = code[end].line;
    found.push({ name, line, end: endLine, lines: endLine - line + 1, comment: commentAbove(line) });
  };
  // the start of the statement or property a token at `k` belongs to (for a name and the
  // comment): back over balanced brackets to the token after a separator
  const headOf = (k) => {
    let h = k;
    let depth = 0;
    while (h > 0) {
      const prev = code[h - 1];
      if (prev.type === "punct") {
        if (prev.text === ")" || prev.text === "]") depth++;
        else if (depth > 0 && (prev.text === "(" || prev.text === "[")) depth--;
        else if (depth === 0 && /^([;{}(,[]|}\$|\$\{)$/.test(prev.text)) break;
      }
      h--;
    }
    return h;
  };
  const nameAt = (h, k) => {
    // `export const name =`, `name:`, `name(`, `async name(`, `function name(`
    for (let q = h; q < k; q++) {
      const t = code[q];
      if (t.type === "punct" && t.text === "(") break; // (an arrow's parameters are no name)
      if (t.type === "word" && !["export", "const", "let", "var", "async", "function", "static", "get", "set", "default"].includes(t.text)) return t.text;
    }
    return "(anonymous)";
  };
  for (let k = 0; k < code.length; k++) {
    const t = code[k];
    if (t.type === "word" && t.text === "function") {
      let p = k + 1;
      if (code[p]?.text === "*") p++;
      const named = code[p]?.type === "word" ? code[p].text : null;
      while (p < code.length && code[p].text !== "(") p++;
      const body = closing(code, p) + 1;
      if (code[body]?.text !== "{") continue;
      const h = headOf(k);
      add(named ?? nameAt(h, k), h, body);
    } else if (t.type === "punct" && t.text === "=>" && code[k + 1]?.text === "{") {
      const h = headOf(k);
      add(nameAt(h, k), h, k + 1);
    } else if (t.type === "word" && !KEYWORDS.has(t.text) && code[k + 1]?.text === "(" && code[k - 1]?.text !== "." && code[k - 1]?.text !== "function") {
      // a method: `name(params) {` at the start of a property or class member
      const prev = code[k - 1];
      const atMember = !prev || (prev.type === "punct" && /^[{},;]$/.test(prev.text)) || (prev.type === "word" && ["async", "static", "get", "set"].includes(prev.text));
      if (!atMember) continue;
      const body = closing(code, k + 1) + 1;
      if (code[body]?.text !== "{") continue;
      add(t.text, headOf(k), body);
    }
  }
  return found;
}
