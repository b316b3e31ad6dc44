import { MAX_TYPED, type TypedKeys } from './panel-words';
import { trusted } from './trusted';

/** Keys held besides printable characters: what the panel replays into its field. */
const HELD = new Set(['Backspace', 'Enter']);

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
    down.delete(event.code);
    if (down.size > 0 || !quiet) return;
    const act = quiet;
    quiet = undefined;
    act();
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
  // The focus gone from here (the page took it, or the window lost it): a key down now is let go
  // elsewhere and its release never comes here. Nothing is down here any more; what waited for
  // quiet goes now (the panel's frame takes the focus back from the page once).
  view?.addEventListener(
    'blur',
    trusted(() => {
      down.clear();
      const act = quiet;
      quiet = undefined;
      act?.();
    }),
  );
  // The element, not its window: focusing the frame's window left the page's document as the
  // focused element of the top frame, and under load Chromium gave it the focus back while the
  // panel's own frame committed its page, for about one key (hostile-frame 11: one leak in 12
  // runs with a busy machine; none in 56 with the element focused). An element the page keeps
  // from being rendered (the host hidden in its `beforetoggle`) takes no focus: its window
  // still does, as before.
  catcher.focus();
  if (root.activeElement !== catcher) view?.focus();
  return {
    take() {
      const taken = held ?? [];
      held = undefined;
      return taken;
    },
    whenQuiet(act) {
      if (down.size === 0) act();
      else quiet = act;
    },
    release() {
      view?.removeEventListener('keydown', onKey, true);
      view?.removeEventListener('keyup', onUp, true);
      catcher.remove();
    },
  };
}
