// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { el, redraw } from '../../../../components/first-screen/dom';

const screen = (body: string, title = 'Title') =>
  el(
    'main',
    { class: 'wk-popup' },
    el('header', null, el('h1', null, title), el('button', { type: 'button' }, 'Open')),
    el('p', null, body),
  );

afterEach(() => document.body.replaceChildren());

describe('a redraw of the first screen', () => {
  test('keeps the same header, its focused button the same element, and draws the rest anew', () => {
    const root = el('div', null);
    document.body.replaceChildren(root);
    redraw(root, screen('skeleton'));
    const button = root.querySelector('button') as HTMLButtonElement;
    button.focus();
    const next = screen('the feed');
    redraw(root, next);
    expect(root.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(root.innerHTML).toBe(
      '<main class="wk-popup"><header><h1>Title</h1><button type="button">Open</button></header><p>the feed</p></main>',
    );
  });

  test('replaces everything when the header differs (another language, say)', () => {
    const root = el('div', null);
    redraw(root, screen('one'));
    const button = root.querySelector('button');
    redraw(root, screen('two', 'Titel'));
    expect(root.querySelector('button')).not.toBe(button);
    expect(root.textContent).toBe('TitelOpentwo');
  });
});
