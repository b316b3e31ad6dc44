/** What starts the hand-over: any way a person begins to act on the page. */
const STARTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Keys a tab list moves with (the Tabs view handles them, and keeps them from scrolling). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Calls `start` (once) at the person's first action on a page drawn without its code: a
 * pointer going down, a key, focus. `start` loads the code that gives the drawn elements their
 * handlers (Preact's hydrate). What arrives before `start` has finished is not lost: a click is
 * held back (a link would otherwise open by itself) and clicked again on the same element once
 * the handlers are there; a key is dispatched again to the element it went to (its default,
 * such as moving focus, has happened already). `start` may have been called by other means
 * before (it answers the same promise then): the listening ends at the first action anyway.
 */
export function onFirstInteraction(start: () => Promise<void>): void {
  let started = false;
  const held: Event[] = [];
  const stop = () => {
    for (const type of STARTS) document.removeEventListener(type, listener, { capture: true });
  };
  function listener(event: Event) {
    if (event.type === 'click') {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
    } else if (event.type === 'keydown') {
      const target = event.target as HTMLElement | null;
      if (TAB_KEYS.has((event as KeyboardEvent).key) && target?.getAttribute('role') === 'tab') {
        event.preventDefault();
      }
      held.push(event);
    }
    if (started) return;
    started = true;
    start().then(
      () => {
        stop();
        for (const event of held.splice(0)) replay(event);
      },
      // The code could not be loaded: the page stays as drawn, and links and keys act natively.
      stop,
    );
  }
  for (const type of STARTS) document.addEventListener(type, listener, { capture: true });
}

/**
 * Where a held event goes again: the element it went to, or, when the hand-over drew that
 * element anew (a redraw, or a hydration that could not keep it), the element that took its
 * place under the same id (the tabs, the header's buttons). Without either it is dropped.
 */
function replayTarget(event: Event): HTMLElement | null {
  const target = event.target as HTMLElement | null;
  if (target?.isConnected) return target;
  return target?.id ? document.getElementById(target.id) : null;
}

function replay(event: Event): void {
  const target = replayTarget(event);
  if (!target) return;
  if (event.type === 'click') {
    target.click();
    return;
  }
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      code,
      shiftKey,
      ctrlKey,
      altKey,
      metaKey,
      bubbles: true,
      cancelable: true,
    }),
  );
}
