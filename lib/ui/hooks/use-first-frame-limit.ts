import { useEffect, useState } from 'preact/hooks';

/**
 * `limit` until the first frame has been painted, then undefined (no limit). A long list drawn
 * with it shows what fits on screen first, and the rest a frame later.
 */
export function useFirstFrameLimit(limit: number): number | undefined {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A task queued from an animation frame runs once that frame is on screen.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? undefined : limit;
}
