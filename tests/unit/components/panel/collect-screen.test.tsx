// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectScreen } from '../../../../components/panel/collect-screen';
import type { CollectionList, PageStatus } from '../../../../lib/shared/types/page';
import { collection, english, stubI18n } from '../../../support/page-actions';
import { fakeActions, STATUS } from '../../../support/panel';

/** What the panel asked the worker for `collectionChoices`, in order. */
let asked: unknown[];
/** The worker's answers to `collectionChoices`: a stale kept list, then a fresh read. */
let answers: CollectionList[];

const LIST = [
  collection(1, 'Onboarding'),
  collection(2, 'My reading list'),
  collection(3, 'Platform team'),
];

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  asked = [];
  answers = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(((
    message: { type: string; data: unknown },
    reply: (answer: unknown) => void,
  ) => {
    if (message.type === 'collectionChoices') asked.push(message.data);
    reply({ res: { ok: true, value: answers.shift() ?? null } });
  }) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const draw = (status: PageStatus) =>
  render(
    <CollectScreen
      status={status}
      defaultName="Deploy guide"
      defaultDescription=""
      actions={fakeActions()}
    />,
  );

describe('CollectScreen', () => {
  it('draws the kept list at once and reads a stale one anew (stale-while-revalidate)', async () => {
    answers = [
      { collections: LIST.slice(0, 2), fetchedAt: 1, stale: true },
      { collections: LIST, fetchedAt: 2, stale: false },
    ];
    draw(STATUS);
    await waitFor(() => expect(screen.getByRole('button', { name: /Platform team/ })).toBeTruthy());
    expect(asked).toEqual([{}, { refresh: true }]);
    // The service named every holder: the others do not hold it.
    expect(screen.getByRole('button', { name: /My reading list/ }).textContent).toContain(
      english('panelAlreadyHere'),
    );
    expect(screen.queryByText(english('panelOthersNotChecked'))).toBeNull();
  });

  it('says in words that only the recent collections were checked, and offers the others', async () => {
    answers = [{ collections: LIST, fetchedAt: 1, stale: false }];
    draw({
      ...STATUS,
      pins: 'unknown',
      holders: [{ id: 2, name: 'My reading list' }],
      checked: [2],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Platform team/ })).toBeTruthy());
    expect(screen.getByText(english('panelOthersNotChecked'))).toBeTruthy();
    const unchecked = screen.getByRole('button', { name: /Platform team/ }) as HTMLButtonElement;
    expect(unchecked.disabled).toBe(false);
    expect(unchecked.textContent).not.toContain(english('panelAlreadyHere'));
    expect(asked).toEqual([{}]);
  });

  it('reads the list anew when the person asks', async () => {
    answers = [
      { collections: LIST, fetchedAt: 1, stale: false },
      { collections: LIST, fetchedAt: 2, stale: false },
    ];
    draw(STATUS);
    const refresh = await screen.findByRole('button', { name: english('panelRefreshCollections') });
    fireEvent.click(refresh);
    await waitFor(() => expect(asked).toEqual([{}, { refresh: true }]));
  });
});
