import { useEffect, useRef, useState } from 'preact/hooks';

/** The store and the connection's scope, loaded after the form's first frame. */
const store = async () => {
  const [kept, settings] = await Promise.all([
    import('../../shared/storage/kept-input'),
    import('../../shared/storage/connection-settings'),
  ]);
  return { ...kept, scope: async () => (await settings.connectionSettings.get()).scope };
};

/** How long typing rests before what is on screen is kept (closing keeps it at once). */
const KEEP_AFTER_MS = 300;

/** A form's unsent input kept on the device, as the form sees it. */
export interface KeptInput {
  /** When the restored input was typed (ms); undefined when nothing was restored. */
  restoredAt?: number;
  /** Writes what is on screen now (before the form's page closes itself). */
  flush(): Promise<void>;
  /** Forgets the kept input: it was sent, or the person discarded it. */
  forget(): void;
}

/**
 * Keeps a small form's typed and unsent input on the device (lib/shared/storage/kept-input.ts,
 * under the connection's scope like the draft page's): written shortly after each change and at
 * once when the page is hidden or closes, and offered back when the same form opens again on
 * the same `target` within a day. `read` checks what was kept (it crossed storage; loaded when
 * needed, with its zod) and answers the form's value or undefined; `restore` puts it on screen, once, on a form not yet touched
 * (`touched` false). `empty` says there is nothing worth keeping (the kept input is removed).
 */
export function useKeptInput<T>(
  target: string,
  value: T,
  options: {
    empty: boolean;
    touched: boolean;
    read(kept: unknown): Promise<T | undefined>;
    restore(kept: T): void;
  },
): KeptInput {
  const [scope, setScope] = useState<string>();
  const [restoredAt, setRestoredAt] = useState<number>();
  const latest = useRef({ value, options });
  latest.current = { value, options };

  useEffect(() => {
    let stopped = false;
    setScope(undefined);
    setRestoredAt(undefined);
    void (async () => {
      const { readKeptInput, scope: readScope } = await store();
      const current = await readScope();
      const kept = await readKeptInput(target, current);
      if (stopped) return;
      const form = kept && (await latest.current.options.read(kept.value));
      // Only onto a form not yet touched: what is typed now is newer than what was kept.
      if (kept && form !== undefined && !latest.current.options.touched) {
        latest.current.options.restore(form);
        setRestoredAt(kept.savedAt);
      }
      setScope(current);
    })();
    return () => {
      stopped = true;
    };
  }, [target]);

  const write = async () => {
    // Before the scope is known (the first moments after opening), it is read here.
    const { forgetInput, keepInput, scope: readScope } = await store();
    const under = scope ?? (await readScope());
    const { value: now, options: current } = latest.current;
    if (current.empty) await forgetInput(target, under);
    else await keepInput(target, under, now);
  };

  useEffect(() => {
    if (scope === undefined) return;
    const timer = setTimeout(() => void write(), KEEP_AFTER_MS);
    const now = () => {
      clearTimeout(timer);
      void write();
    };
    const hidden = () => document.visibilityState === 'hidden' && now();
    addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearTimeout(timer);
      removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [scope, JSON.stringify(value), options.empty]);

  return {
    restoredAt,
    flush: write,
    forget() {
      setRestoredAt(undefined);
      if (scope !== undefined) void store().then((kept) => kept.forgetInput(target, scope));
    },
  };
}
