import * as z from 'zod/mini';
import { connectionSettings } from '../../shared/storage/connection-settings';
import { forgetInput, keepInput, readKeptInput } from '../../shared/storage/kept-input';
import type { DraftForm } from './draft-form';

/**
 * The draft page's unsent input on the device (`kept-input.ts`), with the zod that checks it:
 * the page loads this module after its first frame, so its opening carries none of it.
 */

const documentSchema = z.object({
  id: z.optional(z.string()),
  url: z.optional(z.string()),
  title: z.optional(z.string()),
  datasource: z.optional(z.string()),
  docType: z.optional(z.string()),
});

/** The draft form as kept on the device: checked on read, as anything read from storage. */
const draftFormSchema = z.object({
  title: z.string(),
  emoji: z.string(),
  bodyText: z.string(),
  links: z.array(
    z.object({ link: z.string(), text: z.string(), document: z.optional(documentSchema) }),
  ),
  documents: z.array(documentSchema),
  startTime: z.string(),
  endTime: z.string(),
  audience: z.array(z.object({ fieldName: z.string(), values: z.string() })),
  channel: z.enum(['MAIN', 'SOCIAL_FEED']),
  postType: z.enum(['TEXT', 'LINK']),
  isPrioritized: z.boolean(),
  hideAttribution: z.boolean(),
  thumbnailUrl: z.string(),
  bannerUrl: z.string(),
  viewUrl: z.string(),
});

/** What the device keeps a draft's unsent input under. */
function target(id: number): string {
  return `draft:${id}`;
}

/** The current connection's scope, and a draft's input kept under it (if it reads as a form). */
export async function readKeptDraft(
  id: number,
): Promise<{ scope: string; kept?: { form: DraftForm; savedAt: number } }> {
  const { scope } = await connectionSettings.get();
  const kept = await readKeptInput(target(id), scope);
  const parsed = draftFormSchema.safeParse(kept?.value);
  return kept && parsed.success
    ? { scope, kept: { form: parsed.data as DraftForm, savedAt: kept.savedAt } }
    : { scope };
}

/** Keeps a draft's unsent input under `scope`, or forgets it (`form` undefined). */
export async function keepDraft(id: number, scope: string, form?: DraftForm): Promise<void> {
  if (form) await keepInput(target(id), scope, form);
  else await forgetInput(target(id), scope);
}
