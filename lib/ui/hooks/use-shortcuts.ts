import { useEffect, useState } from 'preact/hooks';
import { listShortcuts, type Shortcut } from '../options/shortcuts';

/**
 * The extension's keyboard shortcuts as the browser assigns them, read when the page opens and
 * again whenever the person comes back to it (from the browser's shortcuts page, say).
 */
export function useShortcuts(): Shortcut[] {
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  useEffect(() => {
    const read = () => void listShortcuts().then(setShortcuts);
    read();
    window.addEventListener('focus', read);
    return () => window.removeEventListener('focus', read);
  }, []);
  return shortcuts;
}
