import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readTarget, recordTarget } from '../../../../../lib/background/page-actions/target-store';

// Issue 41, item 5: `storage.session` holds a panel's target once, not twice. A link's title is
// most often the very text the page offered for it, which was kept under both.

const PAGE = 'https://intranet.example.com/news';
const LINK = 'https://intranet.example.com/docs/deploy';
const TEXT = 'Deploy guide for the platform team';

/** How often `text` occurs in everything storage.session holds. */
async function timesHeld(text: string): Promise<number> {
  const held = JSON.stringify(await fakeBrowser.storage.session.get(null));
  return held.split(text).length - 1;
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the panel target store', () => {
  it('holds a link’s text once, as its title (the panel shows the title when the page’s text is empty)', async () => {
    await recordTarget(4, { url: LINK, title: TEXT, kind: 'link' }, 'collect', PAGE, {
      linkText: TEXT,
      description: '',
    });
    expect(await timesHeld(TEXT)).toBe(1);
    expect(await timesHeld(LINK)).toBe(1);
    const record = await readTarget(4, undefined);
    expect(record?.target).toEqual({ url: LINK, title: TEXT, kind: 'link' });
    expect(record?.page.linkText).toBe('');
  });

  it('keeps a title that differs from the page’s text, and a page’s own title, as they are', async () => {
    await recordTarget(5, { url: LINK, title: 'Deploy', kind: 'link' }, 'pin', PAGE, {
      linkText: TEXT,
      description: '',
    });
    await recordTarget(6, { url: PAGE, title: 'News', kind: 'page' }, 'pin', PAGE, {
      linkText: '',
      description: '',
    });
    expect((await readTarget(5, PAGE))?.target.title).toBe('Deploy');
    expect((await readTarget(5, PAGE))?.page.linkText).toBe(TEXT);
    expect((await readTarget(6, PAGE))?.target.title).toBe('News');
    expect(await timesHeld(TEXT)).toBe(1);
  });

  it('holds a selection and a description once', async () => {
    const selection = 'rollback steps';
    const description = 'How the platform team ships';
    await recordTarget(7, { url: PAGE, title: 'News', kind: 'page', selection }, 'pin', PAGE, {
      linkText: '',
      description,
    });
    expect(await timesHeld(selection)).toBe(1);
    expect(await timesHeld(description)).toBe(1);
    expect((await readTarget(7, PAGE))?.target.selection).toBe(selection);
  });
});
