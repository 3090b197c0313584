// The release package loads in Firefox (Debian's firefox-esr) and answers the problem statements'
// examples. playwright-core cannot drive firefox-esr, so this talks W3C WebDriver to geckodriver
// over HTTP. geckodriver must be on PATH (the test command installs it); a missing one is a failure.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
import { serve } from "./harness.mjs";
import { answerExamples, EXAMPLE_ANSWERS } from "./leetcode-examples.mjs";

/** Full path of `name` on PATH, or null. */
function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** A port that was free a moment ago on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Starts geckodriver on a free port and waits until it reports ready. */
async function startGeckodriver() {
  const binary = process.env.GECKODRIVER || which("geckodriver");
  if (!binary) {
    throw new Error("geckodriver is not on PATH: run `bash .ci/test.sh`, which installs it "
      + "(cargo install --locked geckodriver --version 0.37.1), or set $GECKODRIVER");
  }
  const port = await freePort();
  const child = spawn(binary, ["--host", "127.0.0.1", "--port", String(port)],
    { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (chunk) => { log = (log + chunk).slice(-8000); };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exit = new Promise((ok) => child.once("exit", (code, signal) => {
    exited = signal ?? code;
    ok();
  }));
  child.once("error", (err) => { exited = String(err); });
  const driver = {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      if (exited !== null) return;
      child.kill("SIGTERM");
      const killed = await Promise.race([exit.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) {
        child.kill("SIGKILL");
        await exit;
      }
    },
  };
  // Last resort if the test process dies without running `after`.
  process.once("exit", () => { if (exited === null) child.kill("SIGKILL"); });

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`geckodriver exited (${exited}):\n${log}`);
    try {
      const res = await fetch(`${driver.url}/status`, { signal: AbortSignal.timeout(1000) });
      if ((await res.json()).value?.ready) return driver;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await driver.stop();
  throw new Error(`geckodriver did not become ready within 20 s:\n${log}`);
}

/** One W3C WebDriver command; returns `value` or throws with WebDriver's error and message. */
async function command(driver, method, path, body, timeoutMs = 60_000) {
  const res = await fetch(`${driver.url}${path}`, {
    method,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = await res.json();
  if (!res.ok) {
    const { error, message } = json.value ?? {};
    throw new Error(`WebDriver ${method} ${path} failed (${res.status} ${error}): ${message}`);
  }
  return json.value;
}

let server, driver, session;

before(async () => {
  server = await serve();
  driver = await startGeckodriver();
  const firefoxOptions = { args: ["-headless"] };
  if (process.env.FIREFOX) firefoxOptions.binary = process.env.FIREFOX;
  const created = await command(driver, "POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "firefox",
        "moz:firefoxOptions": firefoxOptions,
        timeouts: { script: 30_000, pageLoad: 30_000 },
      },
    },
  });
  session = created.sessionId;
});

after(async () => {
  try {
    if (session) await command(driver, "DELETE", `/session/${session}`, undefined, 20_000);
  } catch (err) {
    console.error(`closing the Firefox session: ${err.message}`);
  } finally {
    await driver?.stop();
    await server?.close();
  }
});

test("release package answers the LeetCode examples in Firefox", async () => {
  await command(driver, "POST", `/session/${session}/url`, { url: server.url });
  // The last argument of an async script is the callback that ends it.
  const script = `
    const done = arguments[arguments.length - 1];
    (${answerExamples})().then(
      (answers) => done({ answers }),
      (err) => done({ failure: String(err && err.stack ? err + "\\n" + err.stack : err) }),
    );`;
  const result = await command(driver, "POST", `/session/${session}/execute/async`,
    { script, args: [] });
  assert.equal(result.failure, undefined, `the release package failed in Firefox: ${result.failure}`);
  assert.deepEqual(result.answers, EXAMPLE_ANSWERS);
});

test("the Design tool's worker and the Watch tab run in Firefox", async () => {
  await command(driver, "POST", `/session/${session}/url`, { url: server.url });
  const script = `
    const done = arguments[arguments.length - 1];
    const until = async (ok, what) => {
      for (let i = 0; i < 600; i++) {
        if (ok()) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("timed out waiting for " + what);
    };
    const $ = (s) => document.querySelector(s);
    (async () => {
      await until(() => document.body.dataset.ready === "true", "the page");
      // Design: a short seeded run, then its best on the board
      $("#design-open").click();
      await until(() => $("#design").open, "the designer"); // (its code comes at the first click)
      $("#design-nodes").value = "8";
      $("#design-budget").value = "3000";
      $("#design-start").click();
      await until(() => $("#design").dataset.status === "done", "the search");
      const design = { ...$("#design").dataset, title: $("#design-best-title").textContent };
      $("#design-load").click();
      await until(() => !$("#design").open, "the load");
      // Watch: the last frame
      $("#tab-watch").click();
      await until(() => $("#pane-watch").dataset.ready === "true", "the level index");
      $("#watch-last").click();
      await until(() => $("#pane-watch").dataset.level === $("#pane-watch").dataset.final, "the end");
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { design, verdict: $("[data-testid=verdict]").textContent, watch: $("#watch-words").textContent };
    })().then((value) => done({ value }), (err) => done({ failure: String(err && err.stack ? err + "\\n" + err.stack : err) }));`;
  const result = await command(driver, "POST", `/session/${session}/execute/async`, { script, args: [] }, 90_000);
  assert.equal(result.failure, undefined, `in Firefox: ${result.failure}`);
  const { design, verdict, watch } = result.value;
  assert.equal(design.evaluations, "3000");
  assert.match(design.title, /wins in \d+ pl/);
  assert.equal(verdict.replace(/^[MC=]/, ""), design.title, "the find is on the board");
  assert.match(watch, /^The end: nothing changes any more/);
});
