// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectionPicker, filterChoices } from '../../../../components/panel/collection-picker';
import { english, stubI18n } from '../../../support/page-actions';
import { STATUS } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('CollectionPicker', () => {
  it('marks collections that hold the page or may not be changed, and disables them', () => {
    const onPick = vi.fn();
    render(<CollectionPicker choices={STATUS.collections} busy={false} onPick={onPick} />);
    const reading = screen.getByRole('button', { name: /My reading list/ });
    expect(reading.textContent).toContain(english('panelAlreadyHere'));
    expect((reading as HTMLButtonElement).disabled).toBe(true);
    const onboarding = screen.getByRole('button', { name: /Onboarding/ });
    expect(onboarding.textContent).toContain(english('panelCannotAdd'));
    fireEvent.click(screen.getByRole('button', { name: /Platform team/ }));
    expect(onPick).toHaveBeenCalledWith(STATUS.collections[1]?.collection);
  });

  it('filters by every word of the search, in name or description', () => {
    expect(filterChoices(STATUS.collections, 'platform desc').map((c) => c.collection.id)).toEqual([
      3,
    ]);
    expect(filterChoices(STATUS.collections, '  ')).toHaveLength(3);
    expect(filterChoices(STATUS.collections, 'nothing-like-this')).toEqual([]);
  });
});
