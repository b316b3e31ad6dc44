import { useEffect, useState } from 'preact/hooks';

/**
 * `limit` until the first frame that draws the list (`drawn`: it is there to draw) has been
 * painted, then undefined (no limit). A long list drawn with it shows what fits on screen first,
 * and the rest right after, also when it arrives after a first frame without it (a skeleton).
 * An undefined `limit`: no limit from the start.
 */
export function useFirstFrameLimit(limit: number | undefined, drawn = true): number | undefined {
  const [painted, setPainted] = useState(false);
  // Effects run once the frame is on screen. The rest waits for a task of its own rather than
  // being drawn in the effects' task (Preact re-renders in a microtask), where it would hold up
  // what else follows that frame. A task after the popup closed: no harm.
  useEffect(() => {
    if (drawn) setTimeout(() => setPainted(true));
  }, [drawn]);
  return painted ? undefined : limit;
}
