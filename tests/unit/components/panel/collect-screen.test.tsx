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
    expect(screen.queryByText(english('panelNoneChecked'))).toBeNull();
    expect(screen.queryByText(/were not checked/)).toBeNull();
  });

  it('has the recent collections checked when the status cannot say, and names them in words', async () => {
    const reading = { id: 2, name: 'My reading list' };
    answers = [
      {
        collections: LIST,
        fetchedAt: 1,
        stale: false,
        membership: { holders: [reading], checked: [reading, { id: 1, name: 'Onboarding' }] },
      },
    ];
    draw({ ...STATUS, pins: 'unknown', holders: [], checked: 'unknown' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Platform team/ })).toBeTruthy());
    // One ask: the list, and the check of the recent ones for this page's document.
    expect(asked).toEqual([{ check: { documentId: 'DOC_101' } }]);
    expect(
      screen.getByText(english('panelOthersNotChecked', 'My reading list, Onboarding')),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /My reading list/ }).textContent).toContain(
      english('panelAlreadyHere'),
    );
    // Not checked: offered, never shown as "not in it" nor as "already here".
    const unchecked = screen.getByRole('button', { name: /Platform team/ }) as HTMLButtonElement;
    expect(unchecked.disabled).toBe(false);
    expect(unchecked.textContent).not.toContain(english('panelAlreadyHere'));
  });

  it('says so when none was checked (no collection used recently)', async () => {
    answers = [
      { collections: LIST, fetchedAt: 1, stale: true, membership: { holders: [], checked: [] } },
      { collections: LIST, fetchedAt: 2, stale: false },
    ];
    draw({ ...STATUS, document: null, pins: [], holders: [], checked: 'unknown' });
    await waitFor(() => expect(asked).toHaveLength(2));
    // The stale list's read anew does not check again; the check's answer stays.
    expect(asked).toEqual([{ check: {} }, { refresh: true }]);
    await waitFor(() => expect(screen.getByText(english('panelNoneChecked'))).toBeTruthy());
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
