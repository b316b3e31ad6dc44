import { useEffect, useRef, useState } from 'preact/hooks';
import { whenClosing } from '../panel/frame-page';
import type { FormNow, Keeper, KeptForm } from '../panel/kept-forms';

/** A form's unsent input kept on the device, as the form sees it. */
export interface KeptInput {
  /** When the restored input was typed (ms); undefined when nothing was restored. */
  restoredAt?: number;
  /** Forgets the kept input: it was sent, or the person discarded it. */
  forget(): void;
}

/**
 * Keeps a panel form's typed and unsent input on the device, for `target` (the page), and
 * offers it back when the same form opens on the same page within a day (issue 45). The work
 * (storage, zod, listeners) is in lib/ui/panel/kept-forms.ts, loaded after the first frame;
 * this hook only tells it what the form holds. `form.restore` puts the kept value on screen.
 */
export function useKeptInput<T>(
  kind: KeptForm,
  target: string,
  form: Omit<FormNow, 'restore' | 'value'> & { value: T; restore(value: T): void },
): KeptInput {
  const [restoredAt, setRestoredAt] = useState<number>();
  const latest = useRef(form as FormNow);
  latest.current = form as FormNow;
  const keeper = useRef<Promise<Keeper | undefined>>(undefined);
  useEffect(() => {
    const started = import('../panel/kept-forms').then(
      (kept) => kept.keep(kind, target, () => latest.current, setRestoredAt),
      // Its code is gone (the extension was updated under the open form): the form still works.
      () => undefined,
    );
    keeper.current = started;
    // The panel's frame keeps what is on screen before it closes itself (Escape, a click
    // outside), even when it closes before the keeper has loaded.
    const unclose = whenClosing(() => started.then((kept) => kept?.flush()));
    return () => {
      unclose();
      void started.then((kept) => kept?.stop());
    };
  }, [target]);
  const state = JSON.stringify(form.value) + form.keep;
  useEffect(() => void keeper.current?.then((kept) => kept?.changed()), [state]);
  return {
    restoredAt,
    forget() {
      setRestoredAt(undefined);
      void keeper.current?.then((kept) => kept?.forget());
    },
  };
}
