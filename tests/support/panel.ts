import { vi } from 'vitest';
import type { PageStatus } from '../../lib/shared/types/page';
import type { CollectActions, PinActions } from '../../lib/ui/panel/panel-actions';
import { collection, DOC, DOC_URL } from './page-actions';

/** An indexed page with one pin, in three collections: one holds it, one may not be changed. */
export const STATUS: PageStatus = {
  target: { url: DOC_URL, title: 'Deploy guide', kind: 'page' },
  document: DOC,
  pins: [{ id: 'pin-1', documentId: 'DOC_101', queries: ['deploy', 'release'] }],
  collections: [
    { collection: collection(2, 'My reading list'), containsTarget: true, canAdd: true },
    { collection: collection(3, 'Platform team'), containsTarget: false, canAdd: true },
    { collection: collection(1, 'Onboarding'), containsTarget: false, canAdd: false },
  ],
};

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
  };
}
