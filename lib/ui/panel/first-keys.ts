import { focusWhenOurs, takeFocus } from './first-focus';
import { onHostWord, tellHost } from './frame-port';
import { asPerson, trusted } from './trusted';

/** The field each view's typing starts in: the pin queries, the collection search. */
const FIRST_FIELD = '#wk-pin-queries, #wk-collection-search';

/**
 * Edits `field` as `key` would at `at` (a character, or Backspace before it), and tells its
 * listeners with an `input` event dispatched at once (`execCommand` does not say when Firefox
 * fires its event, and marks it untrusted): the view's state follows before the next key.
 * Answers where the caret stands after it.
 */
function edit(field: HTMLInputElement, key: string, at: number): number {
  if (key === 'Backspace') {
    if (at === 0) return at;
    field.setRangeText('', at - 1, at, 'end');
  } else field.setRangeText(key, at, at, 'end');
  const inputType = key === 'Backspace' ? 'deleteContentBackward' : 'insertText';
  const data = key === 'Backspace' ? null : key;
  asPerson(() => field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data })));
  return key === 'Backspace' ? at - 1 : at + key.length;
}

/**
 * Types the keys the content script held into `field`, where the caret stood when the field
 * took the focus: they were typed before any key the field has had since, which stay after
 * them. Answers whether Enter was among them: it acts last, once every key before it is in
 * (`allIn` in `takeFirstKeys`).
 */
function typeHeld(field: HTMLInputElement, keys: string[], from: number): boolean {
  let at = Math.min(from, field.value.length);
  const caret = field.selectionStart ?? field.value.length;
  const typedSince = caret - at;
  let enter = false;
  for (const key of keys) {
    if (key === 'Enter') enter = true;
    else if (key.length === 1 || key === 'Backspace') at = edit(field, key, at);
  }
  // The caret back after what was typed since the focus came, as the person left it.
  field.setSelectionRange(at + typedSince, at + typedSince);
  return enter;
}

/**
 * The frame's half of "the first keys are the panel's" (issue 53, finding 3; the content
 * script's half is lib/ui/panel/key-catcher.ts): once the view's first field is drawn it takes
 * the focus (unless the person moved it), the content script is told to hand over the keyboard
 * and the keys it held (typed before this frame could take any), and those are typed into the
 * field before whatever it got since: the keys this frame got before its field had the focus,
 * then the ones typed into the field. A view drawn with no field (an error, a sign-in prompt)
 * takes the keyboard as it is. Runs in the panel's frame, from its first script.
 */
export function takeFirstKeys(): void {
  let field: HTMLInputElement | undefined;
  let from = 0;
  // Keys this frame gets before its field is drawn (the browser may send them here as it moves
  // its focus in), held for the field too.
  const early: string[] = [];
  // An Enter typed into the field before the content script's held keys came (see `hold`).
  let enterWaits = false;
  // Whether the person moved the focus in this frame before its field was drawn: then the field
  // does not take it from them, though the keys held still go into it.
  let moved = false;
  const hold = trusted((event: KeyboardEvent) => {
    const typable =
      (event.key.length === 1 && !event.ctrlKey && !event.metaKey) ||
      event.key === 'Backspace' ||
      event.key === 'Enter';
    // Once the person moved the focus to a control of their choice, keys aimed at it are theirs.
    if (!typable || (moved && event.target !== document.body)) return;
    // A repeat (the shortcut's own key, still held) is neither typed nor let through, as in
    // key-catcher.ts. Once the field is drawn, only an Enter is held, until the content
    // script's keys are in: it would send the field's words without the first ones (Firefox
    // under load sent 'map', then 'road' came).
    if (!event.repeat) {
      if (!field) early.push(event.key);
      else if (event.key !== 'Enter' || event.isComposing) {
        // A key on the frame's body (a click on the panel's background left the focus there)
        // would be lost: moved to the field first, the key is typed there.
        if (event.target === document.body) field.focus();
        return;
      } else enterWaits = true;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  });
  globalThis.addEventListener('keydown', hold, true);
  // Moved means a click or Tab of the person's put the focus on a control: a click on the
  // frame's background while it loaded chose nothing, and the field still takes the focus.
  let touching = false;
  const touch = trusted((event: Event) => {
    if (event.type !== 'pointerdown' && (event as KeyboardEvent).key !== 'Tab') return;
    touching = true;
    setTimeout(() => {
      touching = false;
    });
  });
  const landed = trusted((event: FocusEvent) => {
    if (touching && event.target !== document.body) moved = true;
  });
  globalThis.addEventListener('pointerdown', touch, true);
  globalThis.addEventListener('keydown', touch, true);
  globalThis.addEventListener('focusin', landed, true);
  // The content script's held keys are in (it answers `keys` with them, none or some, at once;
  // a view with no field waits for nothing): an Enter held goes now, as the person pressed it.
  const allIn = () => {
    globalThis.removeEventListener('keydown', hold, true);
    // On the field itself, whose own listener acts on it (components/panel/query-chips.tsx):
    // neither bubbling nor cancelable, as nothing else reads a replayed key.
    if (enterWaits)
      asPerson(() => field?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' })));
    enterWaits = false;
  };
  // Typed words come only after this frame said `keys` (lib/ui/panel/frame-host.ts).
  onHostWord((word) => {
    if (word.kind !== 'typed') return;
    // Said once no key is down in the content script's blank frame (lib/ui/panel/frame-host.ts).
    takeFocus();
    if (!field?.isConnected) return;
    enterWaits = typeHeld(field, word.keys, from) || enterWaits;
    // The first word held the keys typed before all others; any later one (a key the catcher
    // passed on after the handover) was typed after everything in the field: it goes last.
    from = field.selectionStart ?? field.value.length;
    allIn();
  });
  const look = () => {
    const first = document.querySelector<HTMLInputElement>(FIRST_FIELD);
    // The view's body holds what the worker answered: not nothing, not the loading rows.
    const body = document.getElementById('wk-panel-body');
    const drawn = body?.children[0] && !body.querySelector('.wk-panel__loading');
    if (!first && !drawn) return;
    watch.disconnect();
    globalThis.removeEventListener('pointerdown', touch, true);
    globalThis.removeEventListener('keydown', touch, true);
    globalThis.removeEventListener('focusin', landed, true);
    if (first) {
      // Every key held goes into the field, whatever has the focus: none is lost. The field
      // takes the focus unless the person moved it (a view may have put it on its close button
      // or a tab, which is not the person's choice).
      field = first;
      if (!moved) focusWhenOurs(field);
      from = document.activeElement === field ? (field.selectionStart ?? 0) : field.value.length;
      // This frame's early keys now; the content script's, typed before them, go before them.
      enterWaits = typeHeld(field, early, from);
    } else allIn();
    tellHost({ kind: 'keys' });
  };
  const watch = new MutationObserver(look);
  watch.observe(document, { childList: true, subtree: true, attributes: true });
  look();
}
