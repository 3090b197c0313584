// Undo and redo over puzzle snapshots (model/state.js `snapshot`): every edit pushes the puzzle as it
// was before the edit.

/** A fresh history with at most `limit` undo steps. */
export function createHistory(limit = 200) {
  return { past: [], future: [], limit };
}

/** Records `before` (the puzzle before an edit); clears the redo stack. */
export function record(history, before) {
  history.past.push(before);
  if (history.past.length > history.limit) history.past.shift();
  history.future.length = 0;
}

/** Steps back: returns the snapshot to restore (and keeps `current` for redo), or null. */
export function undo(history, current) {
  if (history.past.length === 0) return null;
  history.future.push(current);
  return history.past.pop();
}

/** Steps forward again after an undo, or returns null. */
export function redo(history, current) {
  if (history.future.length === 0) return null;
  history.past.push(current);
  return history.future.pop();
}
