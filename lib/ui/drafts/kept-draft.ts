import * as z from 'zod/mini';
import { documentReferenceInputSchema } from '../../shared/contract/requests';
import type { DraftForm } from './draft-form';

const documentSchema = documentReferenceInputSchema;

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

/** What the device keeps a draft's unsent input under (`kept-input.ts`). */
export function keptDraftTarget(id: number): string {
  return `draft:${id}`;
}

/** A kept value as a draft form; undefined when it does not read as one. */
export function readKeptDraft(value: unknown): DraftForm | undefined {
  const parsed = draftFormSchema.safeParse(value);
  return parsed.success ? (parsed.data as DraftForm) : undefined;
}
