import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../lib/shared/storage/connection-settings';
import type { CollectionChoice, PageStatus } from '../../lib/shared/types/page';
import type { CollectActions, PinActions } from '../../lib/ui/panel/panel-actions';
import { collection, DOC, DOC_URL, stubI18n } from './page-actions';

/** A fresh fake browser, connected under `scope-a`: what a panel form keeps input under. */
export async function connectedForKeptInput(): Promise<void> {
  fakeBrowser.reset();
  stubI18n();
  await connectionSettings.set({ scope: 'scope-a' });
}

/** An indexed page with one pin, held by one collection (the service names all). */
export const STATUS: PageStatus = {
  target: { url: DOC_URL, title: 'Deploy guide', kind: 'page' },
  document: DOC,
  pins: [{ id: 'pin-1', documentId: 'DOC_101', queries: ['deploy', 'release'] }],
  holders: [{ id: 2, name: 'My reading list' }],
  checked: 'all',
};

/** The picker's choices for STATUS: one holds the page, one may not be changed. */
export const CHOICES: CollectionChoice[] = [
  { collection: collection(2, 'My reading list'), containsTarget: true, canAdd: true },
  { collection: collection(3, 'Platform team'), containsTarget: false, canAdd: true },
  { collection: collection(1, 'Onboarding'), containsTarget: false, canAdd: false },
];

/** Panel actions (both views') that all succeed, as spies. */
export function fakeActions(): PinActions &
  CollectActions &
  Record<string, ReturnType<typeof vi.fn>> {
  const done = async () => ({ tone: 'success' as const, message: 'Pinned for “x”.' });
  return {
    pin: vi.fn(done),
    editPin: vi.fn(done),
    unpin: vi.fn(done),
    add: vi.fn(done),
    create: vi.fn(done),
    item: vi.fn(async () => ({ collectionName: 'Reading', name: 'Deploy guide', description: '' })),
    editItem: vi.fn(done),
  };
}

/** The collect view's props for STATUS: its list read (CHOICES), the item named as the page. */
export function collectViewProps(actions = fakeActions()) {
  return {
    status: STATUS,
    choices: CHOICES,
    choicesLoading: false,
    onRefreshChoices: () => {},
    defaultName: 'Deploy guide',
    defaultDescription: '',
    actions,
  };
}
