// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  CollectionPicker,
  filterChoices,
  PICKER_ROWS,
} from '../../../../components/panel/collection-picker';
import { collection, english, stubI18n } from '../../../support/page-actions';
import { CHOICES } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('CollectionPicker', () => {
  it('marks collections that hold the page (opened to edit) or may not be changed (disabled)', () => {
    const onPick = vi.fn();
    render(<CollectionPicker choices={CHOICES} busy={false} onPick={onPick} />);
    const reading = screen.getByRole('button', { name: /My reading list/ });
    expect(reading.textContent).toContain(english('panelAlreadyHere'));
    expect((reading as HTMLButtonElement).disabled).toBe(false);
    const onboarding = screen.getByRole('button', { name: /Onboarding/ });
    expect(onboarding.textContent).toContain(english('panelCannotAdd'));
    expect((onboarding as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Platform team/ }));
    expect(onPick).toHaveBeenCalledWith(CHOICES[1]?.collection, false);
    // Issue 45: the collection that holds the page opens its item, never adds it twice.
    fireEvent.click(reading);
    expect(onPick).toHaveBeenLastCalledWith(CHOICES[0]?.collection, true);
  });

  it('filters by every word of the search, in name or description', () => {
    expect(filterChoices(CHOICES, 'platform desc').map((c) => c.collection.id)).toEqual([3]);
    expect(filterChoices(CHOICES, '  ')).toHaveLength(3);
    expect(filterChoices(CHOICES, 'nothing-like-this')).toEqual([]);
  });

  it('draws what fits of a company’s 600 collections and finds the rest by searching', () => {
    const many = Array.from({ length: 600 }, (_, index) => ({
      collection: collection(index + 1, `Collection ${index + 1}`),
      containsTarget: index === 599 ? true : ('unknown' as const),
      canAdd: true,
    }));
    render(<CollectionPicker choices={many} busy={false} onPick={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(PICKER_ROWS);
    expect(
      screen.getByText(english('panelMoreCollections', String(PICKER_ROWS), '600')),
    ).toBeTruthy();
    // Not known is not "already in": offered like any other.
    expect(
      (screen.getByRole('button', { name: /^Collection 1(?!\d)/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Collection 600' } });
    const last = screen.getByRole('button', { name: /Collection 600/ });
    expect(last.textContent).toContain(english('panelAlreadyHere'));
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
