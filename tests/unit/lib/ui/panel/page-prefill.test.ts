// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  checkedPageText,
  readPageText,
} from '../../../../../lib/background/page-actions/read-page';
import { collectPrefill } from '../../../../../lib/ui/panel/page-prefill';
import { pinPrefill } from '../../../../../lib/ui/panel/pin-prefill';

// What the worker reads of the page when the panel opens (readPageText runs in the tab), and
// what the panel's frame fills its views with from it.
describe('readPageText, pinPrefill and collectPrefill', () => {
  it('reads the meta description and suggests from the title', () => {
    document.head.innerHTML = '<meta name="description" content="  How we   ship  ">';
    document.body.innerHTML = '<p>text</p>';
    const target = {
      url: 'https://wiki.example/deploy',
      title: 'Deploy guide | Wiki',
      kind: 'page' as const,
    };
    const page = checkedPageText(readPageText('pin', target.url, target.kind));
    expect(collectPrefill(target, page).description).toBe('How we ship');
    expect(pinPrefill(target, page).suggestions).toContain('Deploy guide');
  });

  it('names a link target by its text on the page and ignores this page description', () => {
    document.head.innerHTML = '<meta name="description" content="The index">';
    document.body.innerHTML = '<a href="https://wiki.example/runbook"> Incident runbook </a>';
    const target = {
      url: 'https://wiki.example/runbook',
      title: 'https://wiki.example/runbook',
      kind: 'link' as const,
    };
    const page = checkedPageText(readPageText('pin', target.url, target.kind));
    expect(pinPrefill(target, page)).toEqual({
      linkText: 'Incident runbook',
      suggestions: ['Incident runbook'],
    });
    expect(collectPrefill(target, page)).toEqual({ linkText: 'Incident runbook', description: '' });
  });

  // Issue 41, finding 7: a page's text is bounded where it enters, whatever its length.
  it("clips a page's megabyte link text and description as it reads them", () => {
    const huge = 'x'.repeat(1_000_000);
    document.head.innerHTML = `<meta name="description" content="${huge}">`;
    document.body.innerHTML = `<a href="https://wiki.example/a">${huge}</a>`;
    const page = readPageText('pin', 'https://wiki.example/a', 'link');
    expect(page.linkText).toHaveLength(500);
    expect(readPageText('pin', 'https://wiki.example/', 'page').description).toHaveLength(2000);
    // What crosses back is checked again: anything else is read as nothing.
    expect(checkedPageText({ linkText: huge, description: 7 })).toEqual({
      linkText: 'x'.repeat(500),
      description: '',
      selection: '',
    });
  });
});
