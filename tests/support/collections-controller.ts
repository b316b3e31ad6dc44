import { vi } from 'vitest';
import type {
  CollectionDetailView,
  CollectionItemView,
  CollectionsController,
} from '../../lib/ui/collections/types';
import type { Loading } from '../../lib/ui/loading';

/** A value that has arrived. */
export function loaded<T>(value: T): Loading<T> {
  return { value, loading: false };
}

/** An item view with defaults. */
export function itemView(id: string, fields: Partial<CollectionItemView> = {}): CollectionItemView {
  return {
    id,
    name: `Item ${id}`,
    description: '',
    icon: '',
    type: 'URL',
    url: `https://example.com/${id}`,
    pending: false,
    ...fields,
  };
}

/** An open, editable collection of three items. */
export function detailView(fields: Partial<CollectionDetailView> = {}): CollectionDetailView {
  return {
    id: 3,
    name: 'Platform team',
    description: 'Runbooks',
    icon: '🛠️',
    items: [itemView('a'), itemView('b'), itemView('c')],
    canEdit: true,
    ...fields,
  };
}

/** A controller of plain data and spies, as the screen receives it. */
export function fakeController(fields: Partial<CollectionsController> = {}): CollectionsController {
  return {
    list: loaded([]),
    reloadList: vi.fn(),
    openId: null,
    open: vi.fn(),
    close: vi.fn(),
    detail: { loading: false },
    reloadDetail: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
    edit: vi.fn(async () => null),
    openItem: vi.fn(),
    dismissNotice: vi.fn(),
    ...fields,
  };
}
