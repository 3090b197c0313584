// The layout worker: lays out one big graph (model/layout.js, the same code and so the same positions
// as on the page's thread) and reports its progress, so that opening a big graph never freezes
// the page. One graph per worker; the page ends the worker when it is done or no longer wanted.
import { layout } from "./layout.js";

self.onmessage = (e) => {
  const { adj } = e.data;
  try {
    let shown = -1; // the last whole percent reported
    const pos = layout(adj, null, (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent !== shown) {
        shown = percent;
        self.postMessage({ progress: fraction });
      }
    });
    self.postMessage({ pos });
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
