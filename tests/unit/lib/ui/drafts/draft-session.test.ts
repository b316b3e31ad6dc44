import { describe, expect, test } from 'vitest';
import { type DraftForm, draftToForm } from '../../../../../lib/ui/drafts/draft-form';
import {
  DRAFT_FIELD_LABELS,
  type DraftField,
  draftSession,
  mergeReadBack,
} from '../../../../../lib/ui/drafts/draft-session';
import { isUnchanged } from '../../../../../lib/ui/drafts/draft-update';
import { DRAFT, DRAFT_FIELD_VALUES as VALUES } from '../../../../support/draft';

const FORM = draftToForm(DRAFT);

const FIELDS = Object.keys(DRAFT_FIELD_LABELS) as DraftField[];

const withField = <F extends DraftField>(form: DraftForm, field: F, value: DraftForm[F]) =>
  ({ ...form, [field]: value }) as DraftForm;

describe('a read-back merged into the form', () => {
  test('the values table covers every field of the form', () => {
    expect(Object.keys(VALUES).sort()).toEqual(Object.keys(FORM).sort());
    expect(FIELDS.sort()).toEqual(Object.keys(FORM).sort());
  });

  describe.each(FIELDS)('%s', (field) => {
    const [sent, answered, typed] = VALUES[field];
    const sentForm = withField(FORM, field, sent);
    const readForm = withField(FORM, field, answered);
    // Every other field the service answered differently too: untouched, they take the read.
    const allRead = field === 'title' ? readForm : { ...readForm, title: 'Read title' };

    test('not edited since the save: takes the read-back’s value, named nowhere', () => {
      const merged = mergeReadBack(sentForm, { [field]: 2 }, 3, sentForm, allRead);
      expect(merged.form).toEqual(allRead);
      expect(merged.differs).toEqual([]);
    });

    test('edited since, the service answered what was sent: the edit stays, named nowhere', () => {
      const current = withField(sentForm, field, typed);
      const merged = mergeReadBack(current, { [field]: 3 }, 3, sentForm, sentForm);
      expect(merged.form[field]).toEqual(typed);
      expect(merged.differs).toEqual([]);
    });

    test('edited since, the service answered otherwise: the edit stays and the field is named', () => {
      const current = withField(sentForm, field, typed);
      const read = withField(allRead, field, answered);
      const merged = mergeReadBack(current, { [field]: 4 }, 3, sentForm, read);
      expect(merged.form[field]).toEqual(typed);
      expect(merged.differs).toEqual(sameAs(typed, answered, field));
      // Every other field, untouched, took the read.
      for (const other of FIELDS.filter((name) => name !== field)) {
        expect(merged.form[other]).toEqual(read[other]);
      }
    });
  });
});

/** The field is named unless the edit happens to be what the service answered. */
function sameAs(typed: unknown, answered: unknown, field: DraftField): DraftField[] {
  return JSON.stringify(typed) === JSON.stringify(answered) ? [] : [field];
}

describe('the session', () => {
  const read = (askedAt: number, changes: Partial<typeof DRAFT> = {}) =>
    ({ type: 'read', announcement: { ...DRAFT, ...changes }, askedAt }) as const;

  test('a read asked after the one on screen replaces an out-of-date first read', () => {
    // A first read out of date (asked at 1, before a save elsewhere), then one asked later (at
    // 2). Before, the first held the form, and Save sent it back.
    const kept = draftSession(undefined, read(1, { title: 'Before the save' }));
    const session = draftSession(kept, read(2));
    expect(session?.form).toEqual(FORM);
    expect(session?.baseline).toEqual(FORM);
    expect(session?.readAt).toBe(2);
    // Nothing to send: the screen shows what the service holds.
    expect(isUnchanged(session?.baseline as DraftForm, session?.form as DraftForm)).toBe(true);
    // A copy older than what is on screen changes nothing.
    expect(draftSession(session, read(1, { title: 'Before the save' }))).toBe(session);
  });

  test('a later read takes the fields not typed in; the read-back becomes the baseline', () => {
    let session = draftSession(undefined, read(1));
    session = draftSession(session, { type: 'edit', field: 'channel', value: 'MAIN' });
    session = draftSession(session, read(2, { title: 'Elsewhere', channel: 'SOCIAL_FEED' }));
    expect(session?.form.title).toBe('Elsewhere');
    expect(session?.form.channel).toBe('MAIN');
    expect(session?.baseline.channel).toBe('SOCIAL_FEED');
    expect(draftSession(session, read(2, { title: 'Same time' }))).toBe(session);
    const sent = session?.form as DraftForm;
    session = draftSession(session, {
      type: 'saved',
      sent,
      at: 1,
      doneAt: 10,
      clearedTimes: [],
    });
    expect(session?.baseline).toEqual(sent);
    // Asked before the service took the save: it may not show it, so it is not merged.
    expect(draftSession(session, read(9, { channel: 'SOCIAL_FEED' }))).toBe(session);
    session = draftSession(session, { type: 'edit', field: 'title', value: 'Typed after' });
    session = draftSession(session, read(10, { channel: 'MAIN', title: 'Service title' }));
    expect(session?.form.title).toBe('Typed after');
    expect(session?.baseline.title).toBe('Service title');
    expect(session?.differs).toEqual(['title']);
    expect(session?.awaiting).toBeUndefined();
    // Reconciled at the save: the channel sent then takes a later read; the title typed after
    // it stays the person's.
    session = draftSession(session, read(11, { channel: 'SOCIAL_FEED', title: 'Later' }));
    expect(session?.form.channel).toBe('SOCIAL_FEED');
    expect(session?.form.title).toBe('Typed after');
  });

  test('a kept time is said only where the form took the service’s time', () => {
    let session = draftSession(undefined, read(1));
    session = draftSession(session, { type: 'edit', field: 'endTime', value: '' });
    session = draftSession(session, { type: 'edit', field: 'startTime', value: '' });
    const sent = session?.form as DraftForm;
    const saved = { type: 'saved', sent, at: 2, doneAt: 5 } as const;
    session = draftSession(session, { ...saved, clearedTimes: ['startTime', 'endTime'] });
    session = draftSession(session, { type: 'edit', field: 'endTime', value: '2026-01-01T10:00' });
    session = draftSession(session, read(6));
    expect(session?.kept).toEqual(['startTime']);
    expect(session?.form.startTime).toBe(FORM.startTime);
    expect(session?.form.endTime).toBe('2026-01-01T10:00');
    expect(session?.differs).toEqual(['endTime']);
  });
});
