import { MAX_TYPED, type TypedKeys } from './panel-words';
import { trusted } from './trusted';

/** Keys held besides printable characters: what the panel replays into its field. */
const HELD = new Set(['Backspace', 'Enter']);

/** How often, before the handover, the focus is taken back from the page's document. */
const MAX_TAKE_BACKS = 3;

/** How long the handover waits for a key's release: a person's key is down for less. */
const QUIET_MAX_MS = 1_000;

/** The browser's task scheduler, where there is one (Chromium; Firefox 142 and later). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}
const URGENT = { priority: 'user-blocking' } as const;

// Fixed, see-through and out of the way: it only holds the focus, never a click.
const CATCHER_STYLE =
  'position:fixed;left:0;top:0;width:1px;height:1px;border:0;margin:0;padding:0;opacity:0;pointer-events:none';

/** The keys the person typed before the panel could take them. */
export interface KeyCatcher {
  /** Answers what was held and from now on hands each key straight to `forward`. */
  take(): TypedKeys;
  /**
   * Runs `act` once no key is down here: the focus then leaves for the panel's frame between
   * two keys, not while one is held (its release went to the page, which heard which key it was).
   */
  whenQuiet(act: () => void): void;
  /** Stops catching (the panel closed). */
  release(): void;
}

/**
 * Takes the keyboard away from the page the moment the panel is placed (issue 53, finding 3):
 * the panel's own frame needs a navigation before it can take keys, and until then what the
 * person types would land in the page, whose listeners hear it. The focus goes at once into a
 * blank frame of the panel's closed shadow root (`about:blank`, the only document that exists
 * without a navigation), whose window no page script has a handle to (a frame in a shadow tree
 * is not in `window.frames`); the keys are held there, in order, until the panel's field has
 * the focus, and then handed to it. Escape closes the panel, as it would in the panel.
 * Runs in the content script, after the host is on the page.
 */
export function catchKeys(
  root: ShadowRoot,
  onEscape: () => void,
  forward: (keys: TypedKeys) => void,
): KeyCatcher {
  const catcher = document.createElement('iframe');
  catcher.setAttribute('style', CATCHER_STYLE);
  catcher.setAttribute('aria-hidden', 'true');
  catcher.tabIndex = -1;
  root.append(catcher);
  let held: TypedKeys | undefined = [];
  const down = new Set<string>();
  let quiet: (() => void) | undefined;
  const onUp = trusted((event: KeyboardEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    released(event.code);
  });
  const onKey = trusted((event: KeyboardEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.key === 'Escape') return onEscape();
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
    if (!printable && !HELD.has(event.key)) return;
    // Only keys that type are waited for: their release names them. A chord's release may go
    // elsewhere (Ctrl+L to the address bar, Cmd+V without a keyup on macOS) and never come.
    down.add(event.code);
    // A key held down repeats: the panel's own shortcut, still held (Alt+Shift+U), put "uuu"
    // before what the person typed. A repeat types nothing here (first-keys.ts alike); an Alt
    // or Option character (AltGr on Linux, Option on macOS) is typed.
    if (event.repeat) return;
    if (!held) forward([event.key]);
    else if (held.length < MAX_TYPED) held.push(event.key);
  });
  const view = catcher.contentWindow;
  view?.addEventListener('keydown', onKey, true);
  view?.addEventListener('keyup', onUp, true);
  // Chromium gives the page's own document the focus as the panel's frame commits its page in
  // another process (that process's new page is told it has the focus, has no focused frame yet
  // and focuses its main frame, a proxy of the page's), until the frame's view takes it: keys
  // typed then were the page's (hostile-frame 11). While keys are held, the blank frame takes
  // it back at the next frame or task, whichever comes first (a `focus()` while Blink is still
  // changing the focused frame does nothing), through its window (the page's document may still
  // name the blank frame its focused element, and focusing that element again does nothing).
  // Only when the page's own window has it, not the panel's frame; at most three times an
  // opening, so a page that takes it each time is not fought. A page that stops its window's
  // focus event from reaching this script keeps such a focus (docs/threat-model.md).
  let pageHasIt = false;
  let takenBack = 0;
  // A take back is on its way (the page's window got the focus while keys are held).
  let coming = false;
  // Whether this blank frame has the focus now (its document is the page's origin).
  const ours = () => {
    try {
      return view?.document.hasFocus() === true;
    } catch {
      return false;
    }
  };
  const letGo = () => {
    const act = quiet;
    quiet = undefined;
    act?.();
  };
  // A key let go: what waited for quiet goes once none is down.
  const released = (code: string) => {
    down.delete(code);
    if (down.size === 0) letGo();
  };
  // The focus gone from here for good: a key down now is let go elsewhere and its release never
  // comes here. Nothing is down here any more; what waited for quiet goes now.
  const settle = () => {
    down.clear();
    letGo();
  };
  const takeBack = () => {
    if (!coming) return;
    coming = false;
    if (pageHasIt && held && catcher.isConnected) {
      takenBack += 1;
      pageHasIt = false;
      view?.focus();
      // The page moved it on to a frame of its own meanwhile, or would not let it go.
    } else if (!ours()) settle();
  };
  const onPage = trusted((event: FocusEvent) => {
    if (event.target !== event.currentTarget) return;
    pageHasIt = event.type === 'focus';
    if (!pageHasIt || !held || takenBack >= MAX_TAKE_BACKS) return;
    coming = true;
    requestAnimationFrame(takeBack);
    setTimeout(takeBack);
    (globalThis as { scheduler?: TaskScheduler }).scheduler?.postTask(takeBack, URGENT);
  });
  // A key let go while the page had the focus: its release went there (the page heard it).
  const onPageUp = trusted((event: KeyboardEvent) => released(event.code));
  // Whether the focus left for good is known a task later: the page's window hears its focus
  // after this frame's blur, and a take back may be coming. While it is, or once it is back
  // here, a key down stays down: its release comes here, or to the page (`onPageUp`), and the
  // handover still waits for it (within QUIET_MAX_MS).
  const onBlur = trusted(() => {
    setTimeout(() => {
      if (!coming && !ours()) settle();
    });
  });
  view?.addEventListener('blur', onBlur);
  globalThis.addEventListener('focus', onPage);
  globalThis.addEventListener('blur', onPage);
  globalThis.addEventListener('keyup', onPageUp, true);
  // The element, not its window: focusing the frame's window left the page's document as the
  // focused element of the top frame (one key in 12 runs reached the page under load, none in 56
  // with the element). An element the page keeps from being rendered (the host hidden in its
  // `beforetoggle`) takes no focus: its window still does.
  catcher.focus();
  if (root.activeElement !== catcher) view?.focus();
  return {
    take() {
      const taken = held ?? [];
      held = undefined;
      return taken;
    },
    whenQuiet(act) {
      if (down.size === 0) return act();
      quiet = act;
      // A release the page kept from the content script (its own listener stopped it) would
      // hold the handover for the whole opening.
      setTimeout(() => quiet === act && settle(), QUIET_MAX_MS);
    },
    release() {
      view?.removeEventListener('keydown', onKey, true);
      view?.removeEventListener('keyup', onUp, true);
      globalThis.removeEventListener('focus', onPage);
      globalThis.removeEventListener('blur', onPage);
      globalThis.removeEventListener('keyup', onPageUp, true);
      catcher.remove();
    },
  };
}
