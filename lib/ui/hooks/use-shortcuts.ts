import { useEffect, useState } from 'preact/hooks';
import { listShortcuts, type Shortcut } from '../options/shortcuts';

/** The extension's keyboard shortcuts as the browser assigns them when the page opens. */
export function useShortcuts(): Shortcut[] {
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  useEffect(() => {
    void listShortcuts().then(setShortcuts);
  }, []);
  return shortcuts;
}
