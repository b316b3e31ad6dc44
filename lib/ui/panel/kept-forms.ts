import * as z from 'zod/mini';
import { serial } from '../../shared/serial';
import { connectionSettings } from '../../shared/storage/connection-settings';
import { forgetInput, keepInput, readKeptInput } from '../../shared/storage/kept-input';
import { trusted } from './trusted';

/**
 * The panel's forms' unsent input on the device (lib/shared/storage/kept-input.ts, under the
 * connection's scope like the draft page's), with the zod that checks it on read. Loaded after
 * the form's first frame (lib/ui/hooks/use-kept-input.ts): the panel's opening carries none of it.
 */

const text = (max: number) => z.string().check(z.maxLength(max));

const SCHEMAS = {
  /** components/panel/pin-view.tsx */
  pin: z.object({
    queries: z.array(text(200)).check(z.maxLength(50)),
    draft: text(200),
    restrict: z.boolean(),
    field: text(100),
    value: text(200),
  }),
  /** components/panel/collect-view.tsx */
  collect: z.object({
    name: text(500),
    description: text(2000),
    creating: z.boolean(),
    collectionName: text(200),
    collectionDescription: text(2000),
  }),
  /** components/panel/existing-pins.tsx: an existing pin of the page, being edited. */
  pinEdit: z.object({ queries: z.array(text(200)).check(z.maxLength(50)), draft: text(200) }),
  /** components/panel/page-item-edit.tsx: the page's item in one collection. */
  item: z.object({ name: text(500), description: text(2000) }),
};

/** A form whose input is kept. */
export type KeptForm = keyof typeof SCHEMAS;
/** The page panel's pin form as kept. */
export type KeptPin = z.infer<(typeof SCHEMAS)['pin']>;
/** The page panel's collect form as kept. */
export type KeptCollect = z.infer<(typeof SCHEMAS)['collect']>;
/** The edit form of an existing pin, as kept. */
export type KeptPinEdit = z.infer<(typeof SCHEMAS)['pinEdit']>;
/** The form of the page's item in a collection that holds it, as kept. */
export type KeptItem = z.infer<(typeof SCHEMAS)['item']>;

/** What the form says of itself now (the hook's latest render). */
export interface FormNow {
  value: unknown;
  /** The person changed something since the form opened (a restore would overwrite it). */
  touched: boolean;
  /** There is something worth keeping (touched, not empty, not being sent). */
  keep: boolean;
  restore(value: unknown): void;
}

/** How long typing rests before what is on screen is kept (closing keeps it at once). */
const KEEP_AFTER_MS = 300;

/** One open form's keeper. */
export interface Keeper {
  /** The form changed: kept after typing rests. */
  changed(): void;
  /** Keeps what is on screen now (the panel's frame is about to close itself). */
  flush(): Promise<void>;
  /** Forgets the kept input (sent or discarded). */
  forget(): Promise<void>;
  /** The form closed: kept at once, then nothing more. */
  stop(): void;
}

/**
 * The page's reads and writes of kept input, one at a time and in order, across its forms: a
 * form closed and opened again at once reads what the closed one wrote last, and a forget is
 * never undone by a write that started before it.
 */
const line = serial();

/** Runs `step` after every read and write asked before it; a failure is the step's alone. */
function inTurn(step: () => Promise<unknown>): Promise<void> {
  return line(step).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Keeps one form's input for `target` (the page's address): offers back what was kept, on a
 * form not yet touched, then writes what is on screen after typing rests, when the page is
 * hidden or closes, and on `flush`.
 */
export function keep(
  form: KeptForm,
  target: string,
  now: () => FormNow,
  restored: (savedAt: number) => void,
): Keeper {
  const key = `panel-${form}:${target}`;
  const scope = connectionSettings.get().then((settings) => settings.scope);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Storage that cannot be read offers nothing back; the form works as before.
  void inTurn(async () => {
    const kept = await readKeptInput(key, await scope);
    const parsed = SCHEMAS[form].safeParse(kept?.value);
    if (kept && parsed.success && !now().touched) {
      now().restore(parsed.data);
      restored(kept.savedAt);
    }
  });
  const run = (step: (under: string) => Promise<unknown>): Promise<void> => {
    clearTimeout(timer);
    return inTurn(() => scope.then(step));
  };
  const write = () =>
    run((under) => {
      const { keep: worth, value } = now();
      return worth ? keepInput(key, under, value) : forgetInput(key, under);
    });
  // The browser's own events (a page's made-up ones would only keep the input early anyway).
  const gone = trusted(() => void write());
  const hidden = trusted(() => document.visibilityState === 'hidden' && void write());
  addEventListener('pagehide', gone);
  document.addEventListener('visibilitychange', hidden);
  return {
    changed() {
      clearTimeout(timer);
      // Nothing worth keeping any more (being sent, emptied): forgotten at once, as the draft
      // page does. Left for typing to rest, a tab closed the moment its write was taken kept
      // the input typed before it, offered back (and sent again) the next time.
      if (now().keep) timer = setTimeout(write, KEEP_AFTER_MS);
      else void write();
    },
    flush: write,
    forget: () => run((under) => forgetInput(key, under)),
    stop() {
      removeEventListener('pagehide', gone);
      document.removeEventListener('visibilitychange', hidden);
      void write();
    },
  };
}
