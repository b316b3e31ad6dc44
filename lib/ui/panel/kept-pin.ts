import * as z from 'zod/mini';

/** The panel's pin form as kept on the device while unsent (components/panel/pin-view.tsx). */
export interface KeptPin {
  queries: string[];
  draft: string;
  restrict: boolean;
  field: string;
  value: string;
}

/** Checked on read like anything stored; loaded after the panel's first frame, with zod. */
const keptPinSchema = z.object({
  queries: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
  draft: z.string().check(z.maxLength(200)),
  restrict: z.boolean(),
  field: z.string().check(z.maxLength(100)),
  value: z.string().check(z.maxLength(200)),
});

/** The kept pin form, or undefined when what was stored does not read as one. */
export function readKeptPin(stored: unknown): KeptPin | undefined {
  const parsed = keptPinSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
