// Copying text to the clipboard, for the buttons that copy (Copy and Share, the Design dialog's
// Share): the browser may refuse, and the caller then shows the text to copy by hand.

/** Copies `text` to the clipboard; returns whether the browser let it. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
