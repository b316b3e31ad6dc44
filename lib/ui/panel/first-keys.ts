import { onHostWord, tellHost } from './frame-port';
import { asPerson, trusted } from './trusted';

/** The field each view's typing starts in: the pin queries, the collection search. */
const FIRST_FIELD = '#wk-pin-queries, #wk-collection-search';

/** A key the panel types for the person: a character, Backspace or Enter. */
const typable = (event: KeyboardEvent) =>
  (event.key.length === 1 && !event.ctrlKey && !event.metaKey) ||
  event.key === 'Backspace' ||
  event.key === 'Enter';

/**
 * Edits the focused field as the key would, and tells its listeners with an `input` event
 * dispatched at once (`execCommand` does not say when Firefox fires its event, and marks it
 * untrusted): the view's state follows before the next key.
 */
function edit(field: HTMLInputElement, key: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  if (key === 'Backspace') {
    if (start === end && start === 0) return;
    field.setRangeText('', start === end ? start - 1 : start, end, 'end');
  } else field.setRangeText(key, start, end, 'end');
  const inputType = key === 'Backspace' ? 'deleteContentBackward' : 'insertText';
  const data = key === 'Backspace' ? null : key;
  asPerson(() => field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data })));
}

/** Types `key` into the focused field as the person typed it. */
function typeKey(key: string): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement)) return;
  if (key.length > 1) {
    // Enter and Backspace: the field's own key handling first (a query made a chip, the last
    // chip removed), then the edit, unless it took the key.
    const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    asPerson(() => field.dispatchEvent(press));
    if (press.defaultPrevented || key === 'Enter') return;
  }
  edit(field, key);
}

/**
 * The frame's half of "the first keys are the panel's" (issue 53, finding 3; the content
 * script's half is lib/ui/panel/key-catcher.ts). Every key the person types in this frame
 * before its first field is drawn and focused waits; so do those typed after, until the keys
 * the content script held (typed before this frame could take any) have come and been typed
 * first. Then all are typed into the field in order, one a task so the view draws each. A view
 * drawn with no field (an error, a sign-in prompt) takes the keyboard as it is. Runs in the
 * panel's frame, from its first script.
 */
export function takeFirstKeys(): void {
  const queue: string[] = [];
  let ready = false;
  let heldToCome = true;
  let typing = false;
  const typeNext = () => {
    const key = queue.shift();
    if (key === undefined) {
      typing = false;
      return;
    }
    typeKey(key);
    setTimeout(typeNext);
  };
  const pump = () => {
    if (!ready || heldToCome || typing || queue.length === 0) return;
    typing = true;
    setTimeout(typeNext);
  };
  // Typed words come only after this frame said `keys` (lib/ui/panel/frame-host.ts).
  onHostWord((word) => {
    if (word.kind !== 'typed') return;
    if (heldToCome) queue.unshift(...word.keys);
    else queue.push(...word.keys);
    heldToCome = false;
    pump();
  });
  const behind = trusted((event: KeyboardEvent) => {
    if (!event.isTrusted || !typable(event)) return;
    if (ready && !heldToCome && !typing && queue.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(event.key);
    pump();
  });
  globalThis.addEventListener('keydown', behind, true);
  const look = () => {
    const field = document.querySelector<HTMLElement>(FIRST_FIELD);
    // The view's body holds what the worker answered: not nothing, not the loading rows.
    const body = document.getElementById('wk-panel-body');
    const drawn = body?.firstElementChild && !body.querySelector('.wk-panel__loading');
    if (!field && !drawn) return;
    watch.disconnect();
    const untouched =
      document.activeElement === document.body ||
      document.activeElement?.matches('.wk-panel__close');
    if (field && untouched) {
      field.focus();
      // The content script then moves the browser's focus into this frame, which may leave the
      // document's own focus on its body: back to the field, where the keys go.
      globalThis.addEventListener(
        'focus',
        trusted(
          () => document.activeElement === document.body && field.isConnected && field.focus(),
        ),
        { once: true },
      );
    }
    ready = true;
    tellHost({ kind: 'keys' });
    pump();
  };
  const watch = new MutationObserver(look);
  watch.observe(document, { childList: true, subtree: true, attributes: true });
  look();
}
