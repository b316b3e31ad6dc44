// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { QueryChips } from '../../../../components/panel/query-chips';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

function Chips({ initial = [] as string[] }) {
  let queries = initial;
  let draft = '';
  const { rerender } = render(<div />);
  const draw = () =>
    rerender(
      <QueryChips
        id="q"
        label="Search queries"
        queries={queries}
        draft={draft}
        onChange={(next) => {
          queries = next;
          draw();
        }}
        onDraftChange={(next) => {
          draft = next;
          draw();
        }}
      />,
    );
  draw();
  return { queries: () => queries };
}

describe('QueryChips', () => {
  it('Enter and comma turn the typed text into chips; Backspace removes the last', () => {
    const chips = Chips({});
    const input = screen.getByRole('textbox', { name: 'Search queries' });
    fireEvent.input(input, { target: { value: 'deploy guide' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.input(input, { target: { value: 'rollback,' } });
    expect(chips.queries()).toEqual(['deploy guide', 'rollback']);
    fireEvent.input(input, { target: { value: 'DEPLOY GUIDE,' } });
    expect(chips.queries()).toEqual(['deploy guide', 'rollback']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chips.queries()).toEqual(['deploy guide']);
  });

  it('Enter commits the text the field holds, though it was typed before the draft was drawn', () => {
    const chips = Chips({});
    const input = screen.getByRole('textbox', { name: 'Search queries' }) as HTMLInputElement;
    // Keys typed for the person in one go (the panel's first keys): the field has them, and the
    // Enter comes before the component has drawn the draft they make.
    input.value = 'roadmap';
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chips.queries()).toEqual(['roadmap']);
  });

  it('each chip has a remove button', () => {
    const chips = Chips({ initial: ['a1', 'b2'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove query “a1”' }));
    expect(chips.queries()).toEqual(['b2']);
  });
});
