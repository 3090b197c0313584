// A worker's side of the page's protocol with it: the page's compiled wasm module comes first
// ({type: "load", module}), then the requests, each answered once the package has loaded.
import { load } from "./wasm.js";

/**
 * Answers this worker's messages: `answer(msg)` runs each request once the package is loaded, and
 * what it throws (or a package that failed to load) goes to `failed(msg, err)` to reply.
 * @param {(msg: any) => void | Promise<void>} answer
 * @param {(msg: any, err: unknown) => void} failed
 */
export function serveRequests(answer, failed) {
  let ready = null;
  self.onmessage = async (e) => {
    const msg = e.data;
    if (msg.type === "load") {
      ready = load(msg.module);
      return;
    }
    try {
      await ready;
      await answer(msg);
    } catch (err) {
      failed(msg, err);
    }
  };
}
