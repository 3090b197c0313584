// The package's errors in the reader's language, from their machine-readable `kind` and `params`
// (docs/api.md, "Error kinds"), never from their English text. English is the package's own
// `message`; 简体中文 is a template per kind, in LeetCode.cn's words for the games (猫和老鼠,
// 猫和老鼠 II, 老鼠, 猫, 洞, 食物, 墙, 节点, 边). Pure: it imports nothing.
//
// A template is a string with slots, or a choice between strings by the values of some params:
// - `{name}`: the param as it is (a number ungrouped, as node numbers are; an array as [2, 5]);
// - `{name#}`: a number grouped by Intl.NumberFormat in the language (5,000,000,000);
// - `{name~}`: a name the package gives (`"mouseStart"`, `"cat"`, `"caught"`) in the language's
//   words, or the value itself when it has none (a path such as `options.holes`);
// - `{by: [names], "<values joined by a space>": template, other: template}`.

/** Chinese names for the names the package puts in params. */
const WORDS_ZH = {
  mouseStart: "老鼠的起点",
  catStart: "猫的起点",
  hole: "洞",
  mouse: "老鼠",
  cat: "猫",
  food: "食物",
  C: "猫",
  M: "老鼠",
  F: "食物",
  caught: "猫抓住了老鼠",
  mouseHome: "老鼠已到达洞或食物",
  catAtFood: "猫已到达食物",
  nodes: "个节点",
  cells: "个格子",
  rows: "行",
  graphs: "图",
  grids: "网格",
  nodeLists: "由节点编号数组组成的数组",
  nodeList: "节点编号的数组",
  row: "由 '#'、'.'、'C'、'M'、'F' 组成的字符串",
  catList: "1 到 8 个节点编号组成的数组（每只猫一个）",
  value: "合法的值",
  options: "选项",
  "the design spec": "设计规格",
  "the graph": "图",
  "the grid": "网格",
  "solving this game": "求解这个游戏",
  "reading this graph": "读取这个图",
  "reading graph6": "读取 graph6",
  "an evaluation of the designer": "设计器的一次评估",
  "starting the designer": "启动设计器",
  "running the designer": "运行设计器",
  "adopting a find": "采用一个找到的谜题",
  "reading a shared find": "读取分享的谜题",
  "running the baseline": "运行基准解法",
  "finding the cop number": "计算所需的猫数",
  "finding the capture time": "计算抓捕时间",
  "finding the best moves": "寻找最佳着法",
  "following the line": "沿最优路线走",
  "this line": "这条路线",
  "copying the outcomes": "复制结果",
  "copying the distances": "复制距离",
  "the levels": "层级",
  "the level index": "层级索引",
  "building the level index": "建立层级索引",
  "the limited outcomes": "回合上限下的结果",
  "the 2n-turn DP's outcomes": "2n 回合 DP 的结果",
  "the 2n-turn DP's wrong states": "2n 回合 DP 出错的局面",
  "finding where the 2n-turn DP is wrong": "寻找 2n 回合 DP 出错之处",
  "finding the corners": "寻找角点",
  "dismantling the graph": "拆解图",
};

/** The 简体中文 template of every kind the package throws (errorKinds()). */
const TEMPLATES_ZH = {
  // The graph game's input.
  NodeOutOfRange: "graph[{node}] 列出了节点 {neighbour}，但图只有 {len} 个节点",
  SelfLoop: "graph[{node}] 列出了节点 {node} 自身",
  DuplicateNeighbour: "graph[{node}] 两次列出节点 {neighbour}",
  OneWayEdge: "graph[{node}] 列出了节点 {neighbour}，但 graph[{neighbour}] 没有列出节点 {node}：单向边 {node}→{neighbour} 只在 `directed: true` 时允许",
  RepeatedHole: "洞的列表两次列出节点 {node}",
  RoleOutOfRange: "{role~}是节点 {node}，但图只有 {len} 个节点",
  SameNode: {
    by: ["first", "second"],
    "catStart hole": "{first~}和{second~}都是节点 {node}：只有 `catEntersHole: true` 时猫才能站在洞上",
    other: "{first~}和{second~}都是节点 {node}",
  },
  TooManyNeighbours: "graph[{node}] 列出了 {count} 个邻居，但图只有 {len} 个节点，所以最多只能有 {others} 个其他节点",
  TooLarge: "这个游戏有 {count#} {what~}；内存预算最多允许 {max#}",
  RowTooLong: "第 {row} 行超过 {max#} 个格子；内存预算最多允许 {max#} 个格子",
  TooMuchWork: "这个游戏有 {moves#} 个着法（所有局面的合法着法之和）；工作量预算最多允许 {max#}",
  SearchTooLong: "已发布的基准解法搜索了 {steps#} 步后放弃（它的时间预算约为一秒）：它对这个游戏太慢",
  // The grid game's input.
  EmptyGrid: "网格是空的：请至少给出一个非空的行",
  RaggedGrid: "第 {row} 行有 {found} 个格子，但第 0 行有 {expected} 个（各行必须一样长）",
  UnknownCell: "第 {row} 行第 {col} 列是 “{found}”；请使用 '#'、'.'、'C'、'M' 或 'F'",
  MissingPiece: "网格中没有 '{piece}'（{piece~}）",
  RepeatedPiece: {
    by: ["piece"],
    F: "网格中有不止一个 'F'（食物）：在 [行, 列] {first} 和 {second}：只有 `severalFoods: true` 时才允许多个食物",
    other: "网格中有不止一个 '{piece}'（{piece~}）：在 [行, 列] {first} 和 {second}",
  },
  BadJump: "{player}Jump 至少为 1，实际为 {jump}",
  BadTurnLimit: "回合上限至少为 1 步，实际为 {limit}",
  // Queries and moves.
  PlaceOutOfRange: "{piece~}的位置 {place} 超出范围：这个游戏只有 {len} 个位置",
  NotAPosition: "这不是一个局面：{piece~}不能站在位置 {place}",
  GameOver: "对局已经结束（{terminal~}）：没有合法的着法",
  IllegalMove: "{piece~}不能从 {from} 走到 {to}",
  // Several cats.
  CatCount: "这个游戏需要 1 到 {max} 只猫，实际为 {count}",
  CatsGiven: "给出了 {given} 个猫的位置，但这个游戏有 {cats} 只猫",
  TooManyPositions: "{nodes} 个节点上的 {cats} 只猫共有 {positions#} 个局面（节点 × 猫位置的多重集合 × 2）：求解需要 {bytes#} 字节，超出了可分配的内存",
  TooManyCatMoves: "{cats} 只猫在 {positions#} 个局面上共有 {moves#} 个着法（猫的联合着法与老鼠的着法；求解需要 {bytes#} 字节）：工作量预算最多允许 {max#}，约 {minutes} 分钟的求解",
  OutOfMemory: "内存不足：无法分配 {bytes#} 字节",
  IllegalCatsMove: "猫不能从 {from} 走到 {to}",
  MovePlaces: {
    by: ["piece"],
    mouse: "老鼠的一步要给出 {expected} 个位置，实际为 {given}",
    other: "猫的一步要给出 {expected} 个位置（每只猫一个），实际为 {given}",
  },
  SliceOfCats: "按猫的位置取的切片只适用于一只猫，而这个游戏有 {cats} 只猫：请按老鼠的位置取切片，或逐个查询局面的结果",
  NoNodes: "图没有节点",
  // graph6.
  Graph6Empty: "graph6 文本是空的",
  Graph6Format: "这是 {format} 文本（以 '{prefix}' 开头），不是 graph6；只能读取 graph6",
  Graph6Char: "graph6 的第 {position} 个字符是 “{found}”（{code}）：每个字符都必须在 '?' 到 '~' 之间",
  Graph6Length: {
    by: ["nodes"],
    null: "graph6 文本太短，放不下它的大小：需要 {expected} 个字符，实际为 {found}",
    other: "{nodes} 个节点的 graph6 文本应有 {expected} 个字符（{sizeChars} 个表示大小，{edgeChars} 个表示边），实际为 {found}",
  },
  Graph6Padding: "graph6 的填充位不为零：文本已损坏或被截断",
  Graph6TooLarge: "graph6 文本有 {nodes#} 个节点：内存预算最多允许 {max#} 个节点",
  Graph6TooMuchWork: "graph6 文本有 {nodes#} 个节点和 {edges#} 条边：其上的游戏有 {moves#} 个着法（所有局面的合法着法之和）；工作量预算最多允许 {max#}",
  Graph6NotString: "graph6 文本必须是字符串，实际为 {got}",
  Graph6TooLong: "graph6 文本有 {length#} 个字符，超过了 {nodes#} 个节点的图所需的长度（含头部和空白最多 {max#} 个）",
  // The designer.
  DesignNodes: "节点数必须在 {min} 到 {max} 之间，实际为 {nodes}",
  DesignEdgeRange: "minEdges（{min}）大于 maxEdges（{max}）",
  DesignTooManyEdges: "minEdges（{min}）超过了这些节点能容纳的边数（{most} 条边）",
  DesignTooFewEdgesToConnect: "这些节点上的连通图至少需要 {needed} 条边，但 maxEdges 是 {max}",
  DesignGridSize: "网格的行数和列数必须在 1 到 {maxSide} 之间，且至少有 {minCells} 个格子，实际为 {rows}×{cols}",
  DesignWallRange: "minWalls（{min}）大于 maxWalls（{max}）",
  DesignTooManyWalls: "minWalls（{min}）没有给老鼠、猫和食物留下位置（最多 {most} 堵墙）",
  DesignPieceOffGrid: "{piece~}的格子 {cell} 不在网格上（格子编号为 0 到 {last}）",
  DesignPiecesShareCell: "{first~}和{second~}都在格子 {cell} 上",
  DesignZeroJump: "{which} 至少为 1",
  DesignZeroTurnLimit: "turnLimit 至少为 1",
  DesignZeroPlies: "plies 至少为 1",
  DesignCats: "这个目标的猫数必须在 {fewest} 到 {max} 之间，实际为 {cats}",
  DesignCatPositions: "这个目标的一次求解（{nodes} 个节点上的 {cats} 只猫）有 {positions#} 个局面（节点 × 猫位置的多重集合 × 2）；设计器的预算最多允许 {max#}：请减少节点或猫",
  DesignCatMoves: "这个目标的一次求解（{nodes} 个节点、最多 {edges} 条边上的 {cats} 只猫）最多有 {moves#} 个着法（猫的联合着法与老鼠的着法）；设计器的预算最多允许 {max#}：请减少边、节点或猫",
  DesignRefused: "设计器的求解被拒绝：{refusal}",
  DesignChains: "chains 必须在 1 到 {max} 之间，实际为 {chains}",
  DesignNotInSpace: "交给设计器的谜题不在它的搜索空间里",
  DesignTuning: "调参：{what}",
  DesignGoalKind: "{what} 只适用于{appliesTo~}",
  SpecMissing: { by: ["choices"], null: "缺少 {key}", other: "缺少 {key}：可取 {choices}" },
  SpecChoice: "{key} 必须是 {choices} 之一，实际为 {got}",
  SpecNotApplicable: "{key} 只适用于 {appliesTo~}",
  SharedTooLong: "分享的谜题有 {length#} 个字符，超过了任何设计空间所需的长度（{max#}）",
  SharedNotString: "分享的谜题必须是字符串（某条链的 share()），实际为 {got}",
  DesignerNotStarted: "设计器无法启动",
  // The caller's values.
  ReadFailed: "无法读取{what~}：JavaScript 引擎在读取时出错（栈或内存不足？）",
  InputThrew: "读取 {what} 时抛出了异常：{thrown}",
  BadLength: "{what} 必须是{expected~}，但它的长度是 {length}",
  WrongType: "{what} 必须是{expected~}，实际为 {got}",
  NotWhole: "{what} 必须是 {min} 到 {max} 之间的整数，实际为 {got}",
  NotBoolean: "{what} 必须是 true 或 false，实际为 {got}",
  NotPlayer: "{what} 必须是 Player.Mouse（0）或 Player.Cat（1），实际为 {got}",
  NotFirstPlayer: "options.first 必须是 \"mouse\"、\"cat\" 或 Player（0 或 1），实际为 {got}",
  NotGridOptions: "turnLimit 必须是 {min} 到 {max} 之间的整数，或形如 {example} 的选项对象，实际为 {got}",
  NotAnObject: "{what~}必须是形如 {example} 的对象，实际为 {got}",
  UnknownKey: "未知的键 {key}；可用的键：{known}",
  BothGiven: "请给出 {one} 或 {every} 之一，不要同时给出",
  ListTooLong: "{what} 列出了 {count#} 个节点，超过了上限 {max#}",
  CatListLength: {
    by: ["count"],
    0: "{what} 没有列出猫；一个游戏有 {min} 到 {max} 只猫",
    other: "{what} 列出了 {count} 只猫；一个游戏有 {min} 到 {max} 只猫",
  },
  CatsAsArray: "这个游戏有 {cats} 只猫：请把它们的位置写成数组，如 {example}，实际为 {got}",
  NotAFunction: "{what} 必须是函数",
  GoneOutOfRange: "gone[{index}] 必须是 0 到 {last} 之间的节点，实际为 {got}",
  NotCopWin: "这张图不是一只猫必胜的图（不可拆解）：没有一只猫的策略",
  NoStrategyMove: "策略在猫位于 {cat}、层级 {level}、老鼠位于 {mouse} 时没有走法",
  MaxCatsMisplaced: "options.maxCats 属于 copNumber：captureTime 的猫数是它的第二个参数",
  // What a game or a handle cannot do.
  NoHole: "这个游戏没有洞（holes: []）",
  OneCatOnly: {
    by: ["cats"],
    1: "观看求解和与 2n 回合 DP 的对比只适用于有洞的单猫游戏，而这个 GraphSolution 没有洞",
    other: "观看求解和与 2n 回合 DP 的对比只适用于单猫游戏，而这个 GraphSolution 有 {cats} 只猫",
  },
  UseStartCats: "这个游戏有 {cats} 只猫：请读取 startCats 获取它们的位置",
  BaselineNotClassic: {
    by: ["game"],
    graph: "已发布的基准解法只能解 LeetCode 913（猫和老鼠）的经典玩法（洞为 0，老鼠在 1，猫在 2，老鼠先走，没有规则变体）：{option} 要求了别的玩法",
    other: "已发布的基准解法只能解 LeetCode 1728（猫和老鼠 II）的经典玩法（一个食物，不阻挡，可以原地不动，四个方向，默认的回合上限）：{option} 要求了别的玩法",
  },
  // Refusals, stops and failures.
  MemoryRefused: "内存不足：{what~}还需要 {mb#} MB（{bytes#} 字节），而 wasm 内存（现为 {memoryMb#} MB）无法再增长这么多；请对不再需要的解和设计器调用 free()，然后重试",
  Stopped: {
    by: ["reason"],
    threw: "求解已停止：onProgress 抛出了异常（{thrown}）",
    returnedFalse: "求解已停止：onProgress 返回了 false",
    other: "求解已停止",
  },
  Trapped: "{what~}时发生内部错误：模块陷入了 trap（这是缺陷，请连同输入一起报告）；这次调用已放弃，模块仍可继续使用",
  OutputFailed: "无法构建结果：JavaScript 引擎出错（栈或内存不足？）",
  HandleFreed: "这个 {handle} 已被释放，或者不是 {handle}",
  FreeWhileRunning: "这个 {handle} 的某个方法正在运行，不能释放它",
};

/** The templates and the names of each language besides English (whose words are `message`). */
export const TEMPLATES = { "zh-Hans": TEMPLATES_ZH };
const WORDS = { "zh-Hans": WORDS_ZH };

/** Every kind of error the package throws, e.g. "NodeOutOfRange" (the package's errorKinds()). */
export const PACKAGE_ERROR_KINDS = Object.freeze(Object.keys(TEMPLATES_ZH));

/** The slots of a template string: [{name, style}] with style "", "#" or "~". */
export function slots(text) {
  return [...text.matchAll(/\{(\w+)([#~]?)\}/g)].map(([, name, style]) => ({ name, style }));
}

/** The string of `template` (a string or a choice by params) for `params`. */
export function chosen(template, params) {
  if (typeof template === "string") return template;
  const key = template.by.map((name) => String(params[name] ?? null)).join(" ");
  return Object.hasOwn(template, key) ? template[key] : template.other;
}

/** A saturated count in words, by language. */
const MORE_THAN = { en: "more than {n}", "zh-Hans": "超过 {n}" };

/** `value` as a slot of `style` says it in `lang`. */
function slotText(value, style, lang) {
  const plain = new Intl.NumberFormat(lang, { useGrouping: false });
  // (a count the package saturated at 2⁶⁴ − 1, as its message says: "more than" that)
  if (typeof value === "number" && value >= 2 ** 64) return (MORE_THAN[lang] ?? MORE_THAN.en).replace("{n}", new Intl.NumberFormat(lang).format(2n ** 64n - 1n));
  if (typeof value === "number") return style === "#" ? new Intl.NumberFormat(lang).format(value) : plain.format(value);
  if (Array.isArray(value)) return `[${value.map((x) => plain.format(x)).join(", ")}]`;
  if (value === null || value === undefined) return "";
  const text = String(value);
  return style === "~" ? WORDS[lang]?.[text] ?? text : text;
}

/**
 * The sentence of a package error in `lang` ("en" or "zh-Hans"), from its `kind` and `params`:
 * English is its `message` as it is; an unknown kind, a language without templates or an error
 * without params also gives the `message`.
 * @param {{message?: string, kind?: string, params?: object}} err
 * @param {string} lang
 */
export function errorWords(err, lang) {
  const message = String(err?.message ?? err);
  const template = TEMPLATES[lang]?.[err?.kind];
  const params = err?.params;
  if (!template || params === null || typeof params !== "object") return message;
  return chosen(template, params).replace(/\{(\w+)([#~]?)\}/g, (_, name, style) => slotText(params[name], style, lang));
}
