// Guards the methods of the handle classes (GraphSolution, GridSolution) on the JS side.
//
// wasm-bindgen's glue passes `this.__wbg_ptr` to wasm, and wasm throws "null pointer passed to
// rust" when it is 0 (a freed handle) or missing (a method called on something else). That
// exception is thrown from inside wasm and skips the wasm stack pointer's restore: about
// 33,000 such calls exhausted the wasm stack of the unguarded build, and every later call
// failed with "memory access out of bounds". So each method is
// wrapped to check its receiver in JS first and throw a clear Error without entering wasm.
// Freeing a handle while one of its own methods runs (from a caller's getter it read) would
// fail the same way; it throws here too, and `free()` of a freed handle does nothing.

// Traps. A trap (a panic, which aborts in wasm) leaves wasm's shadow stack pointer lowered by
// every frame it skipped, and wasm-bindgen (with panic=abort) does not put it back: after enough
// traps every call fails. So the module exports its stack pointer (build.rs), `install` keeps
// it, and every guarded method and `shielded` (which runs the core work of every export, see
// src/wasm/shield.rs) puts it back where it was when the call began.

let stackPointer = null; // the instance's `__stack_pointer` (a WebAssembly.Global), once known

/** Keeps the instance's stack pointer global (from its raw exports), if it exports one. */
export function install(exports) {
  const sp = exports === null || typeof exports !== "object" ? undefined : exports.__stack_pointer;
  stackPointer = sp instanceof WebAssembly.Global ? sp : null;
}

/**
 * Calls `work` (a closure into wasm). Returns false if it returned, or true if it threw (a trap):
 * then the stack pointer is back where it was before the call.
 */
export function shielded(work) {
  const saved = stackPointer === null ? 0 : stackPointer.value;
  try {
    work();
    return false;
  } catch {
    if (stackPointer !== null) stackPointer.value = saved;
    return true;
  }
}

const getPrototypeOf = Object.getPrototypeOf;
const ownKeys = Reflect.ownKeys;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const defineProperty = Object.defineProperty;
const apply = Reflect.apply;

function live(handle) {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof handle.__wbg_ptr === "number" &&
    handle.__wbg_ptr !== 0
  );
}

/** `error` with the package's `kind` and `params` (thrown.rs's KINDS lists both kinds). */
function kinded(error, kind, handle) {
  error.kind = kind;
  error.params = { handle };
  return error;
}

const guardedPrototypes = new WeakSet();

/** Wraps every method and getter of the class of `sample` (an instance) named `name`, once. */
export function guardClass(sample, name) {
  const proto = getPrototypeOf(sample);
  if (guardedPrototypes.has(proto)) return;
  guardedPrototypes.add(proto);
  const running = new WeakMap(); // handle -> how many of its methods are running
  const dead = () => kinded(new Error(`this ${name} has been freed, or is not a ${name}`), "HandleFreed", name);
  const guarded = (method) =>
    function (...args) {
      if (!live(this)) throw dead();
      running.set(this, (running.get(this) ?? 0) + 1);
      const saved = stackPointer === null ? 0 : stackPointer.value;
      try {
        return apply(method, this, args);
      } catch (e) {
        // A trap (a bug) stays a RuntimeError for the caller, who may restart a worker on it,
        // but the module it leaves behind works: the stack pointer is back.
        if (e instanceof WebAssembly.RuntimeError && stackPointer !== null) stackPointer.value = saved;
        throw e;
      } finally {
        running.set(this, running.get(this) - 1);
      }
    };
  const freeing = (free) =>
    function () {
      if (!live(this)) return undefined; // already freed: nothing to do
      if (running.get(this)) {
        const message = `cannot free this ${name} while one of its methods is running`;
        throw kinded(new Error(message), "FreeWhileRunning", name);
      }
      return apply(free, this, []);
    };
  for (const key of ownKeys(proto)) {
    if (key === "constructor" || (typeof key === "string" && key.startsWith("__"))) continue;
    const desc = getOwnPropertyDescriptor(proto, key);
    const isFree = key === "free" || (typeof Symbol.dispose === "symbol" && key === Symbol.dispose);
    if (typeof desc.value === "function") {
      desc.value = isFree ? freeing(desc.value) : guarded(desc.value);
    } else if (typeof desc.get === "function") {
      desc.get = guarded(desc.get);
    } else {
      continue;
    }
    defineProperty(proto, key, desc);
  }
}
