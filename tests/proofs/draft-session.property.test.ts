import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Announcement } from '../../lib/shared/contract';
import {
  audienceInput,
  bodyInput,
  type DraftForm,
  draftToForm,
  localInputToIso,
} from '../../lib/ui/drafts/draft-form';
import {
  DRAFT_FIELD_LABELS,
  type DraftField,
  type DraftSession,
  draftSession,
  sameValue,
} from '../../lib/ui/drafts/draft-session';
import { isUnchanged } from '../../lib/ui/drafts/draft-update';
import { DRAFT, DRAFT_FIELD_VALUES } from '../support/draft';

const FIELDS = Object.keys(DRAFT_FIELD_LABELS) as DraftField[];

/** The draft as the service answers it, holding exactly `form` (its inverse: `draftToForm`). */
function answer(form: DraftForm): Announcement {
  const time = (value: string) => (value ? localInputToIso(value) : undefined);
  return {
    id: DRAFT.id,
    draftId: DRAFT.draftId,
    title: form.title,
    emoji: form.emoji,
    body: bodyInput(form),
    startTime: time(form.startTime),
    endTime: time(form.endTime),
    audienceFilters: audienceInput(form),
    channel: form.channel,
    postType: form.postType,
    isPrioritized: form.isPrioritized,
    hideAttribution: form.hideAttribution,
    thumbnail: { url: form.thumbnailUrl },
    banner: { url: form.bannerUrl },
    viewUrl: form.viewUrl,
  } as Announcement;
}

/**
 * What can happen, in any order: the person edits a field or presses Save; the outbox sends
 * the oldest save (the service keeps some fields as they were, as a service that keeps a
 * cleared time does) and the page asks its read-back; the page asks a read of its own (a
 * refresh, or the answer after the copy it kept was drawn); a read reaches the service; a
 * read's answer reaches the page; someone else changes a field at the service.
 */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    field: fc.constantFrom(...FIELDS),
    which: fc.nat(2),
  }),
  fc.record({ kind: fc.constant('save' as const) }),
  fc.record({ kind: fc.constant('refresh' as const) }),
  fc.record({
    kind: fc.constant('elsewhere' as const),
    field: fc.constantFrom(...FIELDS),
    which: fc.nat(2),
  }),
  fc.record({ kind: fc.constant('write' as const), keep: fc.subarray(FIELDS) }),
  fc.record({ kind: fc.constant('serve' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('deliver' as const), which: fc.nat() }),
);

interface Read {
  askedAt: number;
  served?: Announcement;
}

describe('what the person typed last is on screen, and what the next save sends', () => {
  test('for any sequence of edits, saves, writes and read-backs arriving at any time', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let clock = 1;
        let service = draftToForm(DRAFT as Announcement);
        let session = draftSession(undefined, {
          type: 'read',
          announcement: answer(service),
          askedAt: clock++,
        }) as DraftSession;
        const typed = new Map<DraftField, { value: unknown; index: number }>();
        const writes: { sent: DraftForm; at: number }[] = [];
        const reads: Read[] = [];
        // The edit count at the save whose read-back was merged last: edits since are kept.
        let mergedAt = Number.NEGATIVE_INFINITY;

        const apply = (event: Parameters<typeof draftSession>[1]) => {
          session = draftSession(session, event) as DraftSession;
        };
        const press = () => {
          if (isUnchanged(session.baseline, session.form)) return false;
          writes.push({ sent: session.form, at: session.edits });
          return true;
        };
        const write = (keep: readonly DraftField[]) => {
          const next = writes.shift();
          if (!next) return;
          const stored = { ...next.sent } as Record<DraftField, unknown>;
          for (const field of keep) stored[field] = service[field];
          service = stored as unknown as DraftForm;
          const doneAt = clock++;
          apply({ type: 'saved', ...next, doneAt, clearedTimes: [] });
          reads.push({ askedAt: clock++ });
        };
        const deliver = (read: Read & { served: Announcement }) => {
          const waiting = session.awaiting;
          if (waiting && read.askedAt >= waiting.doneAt) mergedAt = waiting.at;
          apply({ type: 'read', announcement: read.served, askedAt: read.askedAt });
        };
        const lastTypedOnScreen = () => {
          for (const [field, last] of typed) {
            if (last.index >= mergedAt) expect(session.form[field]).toEqual(last.value);
          }
        };

        for (const next of steps) {
          if (next.kind === 'edit') {
            const value = DRAFT_FIELD_VALUES[next.field][next.which] as DraftForm[DraftField];
            typed.set(next.field, { value, index: session.edits });
            apply({ type: 'edit', field: next.field, value });
          } else if (next.kind === 'save') press();
          else if (next.kind === 'refresh') reads.push({ askedAt: clock++ });
          else if (next.kind === 'elsewhere') {
            const value = DRAFT_FIELD_VALUES[next.field][next.which] as DraftForm[DraftField];
            service = { ...service, [next.field]: value };
          } else if (next.kind === 'write') write(next.keep);
          else if (reads.length) {
            const read = reads[next.which % reads.length] as Read;
            if (next.kind === 'serve') read.served ??= answer(service);
            else if (read.served) {
              deliver({ ...read, served: read.served });
              reads.splice(reads.indexOf(read), 1);
            }
          }
          lastTypedOnScreen();
        }

        // Everything arrives: the outbox sends what waits, the last read-back is answered.
        while (writes.length) write([]);
        for (const read of reads) {
          deliver({ ...read, served: read.served ?? answer(service) });
        }
        lastTypedOnScreen();
        // A read asked now shows the service's every field on screen, except those typed in
        // since the form was last reconciled: nothing stale stays to be sent back.
        deliver({ askedAt: clock++, served: answer(service) });
        for (const field of FIELDS) {
          const last = typed.get(field);
          if (!last || last.index < mergedAt) expect(session.form[field]).toEqual(service[field]);
        }
        // Now the page knows what the service holds: Save sends exactly when the screen differs
        // from it, sends what is on screen, and a second Save sends nothing.
        const differs = FIELDS.some((field) => !sameValue(session.form[field], service[field]));
        expect(press()).toBe(differs);
        if (differs) expect(writes[0]?.sent).toEqual(session.form);
        write([]);
        expect(service).toEqual(session.form);
        expect(press()).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
