import { useEffect, useRef, useState } from 'preact/hooks';
import type { DraftForm } from '../drafts/draft-form';
import { isUnchanged } from '../drafts/draft-update';
import type { DraftController } from './use-draft';

/** Input restored from the device on opening, and the way to drop it. */
export interface KeptDraft {
  /** When the restored input was typed (ms); undefined when nothing was restored. */
  restoredAt?: number;
  /** Puts the service's values back on screen and forgets the kept input. */
  discard(): void;
}

/** How long typing rests before what is on screen is kept (closing the tab keeps it at once). */
const KEEP_AFTER_MS = 300;

/** The store and its checks (zod), loaded after the page's first frame. */
const store = () => import('../drafts/kept-draft');

/** Keeps `form` for draft `id` under `scope`, or forgets what was kept when it is undefined. */
const keep = (id: number, scope: string, form: DraftForm | undefined) =>
  void store().then(({ keepDraft }) => keepDraft(id, scope, form));

/**
 * Keeps the draft page's unsent input on the device (`kept-input.ts`): written shortly after
 * each change and at once when the page is hidden or closed, forgotten once sent (given to the
 * outbox) or discarded, and put back on screen when the same draft is opened again within a
 * day under the same connection. Asks before a tab with unsent input closes.
 */
export function useKeptDraft(id: number | null, draft: DraftController): KeptDraft {
  const { session, unsent, restore } = draft;
  const [scope, setScope] = useState<string>();
  const [restoredAt, setRestoredAt] = useState<number>();
  const latest = useRef(session);
  latest.current = session;
  const ready = session !== undefined;
  useEffect(() => {
    setScope(undefined);
    setRestoredAt(undefined);
    if (id === null || !ready) return;
    let stopped = false;
    void (async () => {
      const { scope: current, kept } = await (await store()).readKeptDraft(id);
      const now = latest.current;
      if (stopped || !now) return;
      // Only onto a form not yet edited: what is typed now is newer than what was kept.
      if (kept && now.edits === 0 && !isUnchanged(kept.form, now.baseline)) {
        restore(kept.form);
        setRestoredAt(kept.savedAt);
      }
      setScope(current);
    })();
    return () => {
      stopped = true;
    };
  }, [id, ready]);

  const form = session?.form;
  // Read when the page is hidden, not when an effect last ran: effects wait for the next frame,
  // and a tab closed right after a key kept the text from before it.
  const shown = useRef(form);
  shown.current = form;
  const holdsUnsent = useRef(unsent);
  holdsUnsent.current = unsent;
  useEffect(() => {
    if (id === null || scope === undefined || !form) return;
    // Nothing unsent (given to the outbox, or as the service has it): forgotten at once. A tab
    // closed the moment "Saved" shows never ran a forget left waiting for typing to rest, and
    // the input kept before the save came back when the draft was opened again.
    const timer = setTimeout(
      () => keep(id, scope, unsent ? form : undefined),
      unsent ? KEEP_AFTER_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [id, scope, form, unsent]);
  useEffect(() => {
    if (id === null || scope === undefined) return;
    const now = () => {
      if (shown.current) keep(id, scope, holdsUnsent.current ? shown.current : undefined);
    };
    const hidden = () => document.visibilityState === 'hidden' && now();
    addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [id, scope]);

  // Read when the tab closes, not when an effect runs: an effect waits for the next frame, and
  // a tab closed right after a key (a busy machine, a quick hand) closed without asking.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!holdsUnsent.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, []);

  return {
    restoredAt: unsent ? restoredAt : undefined,
    discard() {
      if (session) restore(session.baseline);
      setRestoredAt(undefined);
      if (id !== null && scope !== undefined) keep(id, scope, undefined);
    },
  };
}
