import { useEffect, useState } from 'preact/hooks';
import { whenOutboxHoldsEntries } from '../../shared/storage/outbox-presence';

/**
 * Whether the outbox holds something to list (a write waiting, failed or set aside); stays
 * true once it did (the list itself shows when it empties). Decides whether the popup loads
 * its outbox list at all.
 */
export function useOutboxPresence(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => whenOutboxHoldsEntries(() => setHeld(true)), []);
  return held;
}
