import { useEffect, useState } from 'preact/hooks';

/**
 * `limit` until the first frame has been painted, then undefined (no limit). A long list drawn
 * with it shows what fits on screen first, and the rest right after. An undefined `limit`: no
 * limit from the start.
 */
export function useFirstFrameLimit(limit: number | undefined): number | undefined {
  const [painted, setPainted] = useState(false);
  // Effects run once the first frame is on screen. The rest waits for a task of its own rather
  // than being drawn in the effects' task (Preact re-renders in a microtask), where it would
  // hold up what else follows the first frame. A task after the popup closed: no harm.
  useEffect(() => {
    setTimeout(() => setPainted(true));
  }, []);
  return painted ? undefined : limit;
}
