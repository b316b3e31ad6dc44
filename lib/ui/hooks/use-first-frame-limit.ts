import { useEffect, useState } from 'preact/hooks';

/**
 * `limit` until the first frame has been painted, then undefined (no limit). A long list drawn
 * with it shows what fits on screen first, and the rest a frame later.
 */
export function useFirstFrameLimit(limit: number): number | undefined {
  const [painted, setPainted] = useState(false);
  // Preact runs effects in a task queued from the next animation frame, which runs once that
  // frame is on screen: no timer of its own needed.
  useEffect(() => setPainted(true), []);
  return painted ? undefined : limit;
}
