import { GlobalWindow } from 'happy-dom';
import { afterAll, vi } from 'vitest';
import { populateGlobal } from 'vitest/runtime';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// The `isolated` project's files share a worker (a new worker a file was 20 s of the unit run's
// 55 s of CPU), so this gives each file what a worker of its own gave it: the project's modules
// evaluated again, a fake browser as it came, and a window of its own. What comes from
// node_modules (Preact, zod, happy-dom) is imported once a worker. Runs before each file's
// import, so the file's own imports are the fresh ones.

/** Each object of the fake browser's tree (three levels deep) and its own properties. */
type Shape = Map<object, Map<PropertyKey, PropertyDescriptor>>;

function shapeOf(root: object, depth: number, shape: Shape = new Map()): Shape {
  if (shape.has(root)) return shape;
  const own = new Map<PropertyKey, PropertyDescriptor>();
  shape.set(root, own);
  for (const key of Reflect.ownKeys(root)) {
    const descriptor = Object.getOwnPropertyDescriptor(root, key);
    if (!descriptor) continue;
    own.set(key, descriptor);
    const value: unknown = descriptor.value;
    if (depth > 1 && value && typeof value === 'object') shapeOf(value, depth - 1, shape);
  }
  return shape;
}

function restore(shape: Shape): void {
  for (const [object, own] of shape) {
    for (const key of Reflect.ownKeys(object))
      if (!own.has(key)) Reflect.deleteProperty(object, key);
    for (const [key, descriptor] of own) Object.defineProperty(object, key, descriptor);
  }
}

// Tests replace parts of the one fake browser (`runtime.getBrowserInfo` to be Firefox, a
// `sidePanel` of their own, i18n's `getMessage`), which its `reset()` leaves in place: its shape
// before the worker's first file is put back, then its state (storage, listeners) reset.
const PRISTINE = Symbol.for('wk.fresh-modules.fake-browser');
const kept = globalThis as { [PRISTINE]?: Shape };
kept[PRISTINE] ??= shapeOf(fakeBrowser, 3);
restore(kept[PRISTINE]);
fakeBrowser.reset();
vi.resetModules();

// A file's modules and tests add listeners to the window, leave nodes, dataset flags and timers:
// a new happy-dom window takes the place of the last one (as vitest's happy-dom environment sets
// one up) in every global the environment defined, and closes at the file's end.
if ('happyDOM' in globalThis) {
  const defineDom = Object.getOwnPropertyDescriptor(globalThis, 'document')?.get?.toString();
  const domKeys = Object.getOwnPropertyNames(globalThis).filter(
    (key) => Object.getOwnPropertyDescriptor(globalThis, key)?.get?.toString() === defineDom,
  );
  const win = new GlobalWindow({
    console: globalThis.console,
    url: 'http://localhost:3000',
    settings: { disableErrorCapturing: true },
  });
  populateGlobal(globalThis, win, { bindFunctions: true, additionalKeys: domKeys });
  afterAll(async () => {
    await win.happyDOM.abort();
    win.close();
  });
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
