import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Announcement, OPERATIONS, validate } from '../../../../../lib/shared/contract';
import {
  type DraftForm,
  draftToForm,
  validateDraftForm,
} from '../../../../../lib/ui/drafts/draft-form';
import { buildDraftUpdate, keptTimes } from '../../../../../lib/ui/drafts/draft-update';
import type { RunningServer } from '../../../../../server/start';
import { call, startTestServer } from '../../../../support/service';

/**
 * The draft update, end to end against the reference service in both readings of the seed's
 * open question (`--draft-omitted keep|clear`): for each field, set it, save, clear it, save,
 * and read the draft back. Each save is the page's own request (`buildDraftUpdate`, the whole
 * draft), checked against the contract's strict request schema, as the extension sends it.
 */
const DRAFT_ID = 206;
const TIMES = new Set(['show from', 'show until']);

const FIELDS: [string, Partial<DraftForm>, Partial<DraftForm>][] = [
  ['title', { title: 'Lunch and learn: contracts' }, { title: 'Lunch and learn' }],
  ['emoji', { emoji: '🎉' }, { emoji: '' }],
  ['body text', { bodyText: 'Some words.' }, { bodyText: '' }],
  ['body links', { links: [{ link: 'https://wiki.example/a', text: 'A' }] }, { links: [] }],
  ['show from', { startTime: '2020-03-03T10:00' }, { startTime: '' }],
  ['show until', { endTime: '2030-04-04T10:00' }, { endTime: '' }],
  [
    'audience',
    { audience: [{ fieldName: 'department', values: 'Engineering, Design' }] },
    { audience: [] },
  ],
  ['thumbnail', { thumbnailUrl: 'https://img.example/t.png' }, { thumbnailUrl: '' }],
  ['banner', { bannerUrl: 'https://img.example/b.png' }, { bannerUrl: '' }],
  ['post link', { channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/1' }, { viewUrl: '' }],
  ['post type', { postType: 'LINK' }, { postType: 'TEXT' }],
  ['prioritized', { isPrioritized: true }, { isPrioritized: false }],
  ['attribution hidden', { hideAttribution: true }, { hideAttribution: false }],
];

describe.each(['keep', 'clear'] as const)(
  'a service that %ss what a request leaves out',
  (reading) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ draftOmitted: reading });
    });
    afterAll(() => server.close());

    async function read(): Promise<{ form: DraftForm; source: Announcement }> {
      const answer = await call(server, 'getdraftannouncement', { id: DRAFT_ID });
      const source = answer.json.announcement as Announcement;
      return { form: draftToForm(source), source };
    }

    /** Saves `form` over the draft read as `source`, as the draft page would. */
    async function save(source: Announcement, form: DraftForm) {
      expect(validateDraftForm(form)).toEqual({});
      const { update, clearedTimes } = buildDraftUpdate(form, source, { draftId: DRAFT_ID });
      expect(validate(OPERATIONS.updatedraftannouncement.request, update)).toMatchObject({
        success: true,
      });
      const answer = await call(server, 'updatedraftannouncement', update);
      expect(answer.status).toBe(200);
      return clearedTimes;
    }

    test.each(FIELDS)(
      '%s: set, read back, cleared, read back; nothing else moves',
      async (name, set, cleared) => {
        const start = await read();
        await save(start.source, { ...start.form, ...set });
        const withValue = await read();
        expect(withValue.form).toEqual({ ...start.form, ...set });

        const clearedTimes = await save(withValue.source, { ...withValue.form, ...cleared });
        const after = await read();
        if (TIMES.has(name) && reading === 'keep') {
          // Left out, the time is kept: the page says so and shows the service's time.
          expect(after.form).toMatchObject(set);
          expect(keptTimes(clearedTimes, after.source)).toHaveLength(1);
        } else {
          expect(after.form).toMatchObject(cleared);
          expect(keptTimes(clearedTimes, after.source)).toEqual([]);
        }
        expect({ ...after.form, ...set }).toEqual({ ...withValue.form, ...set });
      },
    );

    test('the channel: a link goes only with the social feed, and the main channel sends none', async () => {
      const start = await read();
      await save(start.source, {
        ...start.form,
        channel: 'SOCIAL_FEED',
        viewUrl: 'https://social.example/p/2',
      });
      const social = await read();
      expect(social.form).toMatchObject({
        channel: 'SOCIAL_FEED',
        viewUrl: 'https://social.example/p/2',
      });

      await save(social.source, { ...social.form, channel: 'MAIN' });
      const main = await read();
      expect(main.form.channel).toBe('MAIN');
      // Not sent on the main channel: kept or cleared as the service reads what is left out.
      expect(main.source.viewUrl).toBe(
        reading === 'keep' ? 'https://social.example/p/2' : undefined,
      );

      await save(main.source, { ...main.form, channel: 'SOCIAL_FEED', viewUrl: '' });
      expect((await read()).form).toMatchObject({ channel: 'SOCIAL_FEED', viewUrl: '' });
    });
  },
);
