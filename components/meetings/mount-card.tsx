import { render } from 'preact';
import { NextMeetingScreen } from './next-meeting-screen';

/**
 * Puts the "Next meeting" card below the page's app (`#app`), in an element of its own that
 * the first screen's drawing and Preact's hydration of it never touch. Loaded once the first
 * frame is painted: the card is not in the first frame's download or drawing, so it arrives
 * after that frame; below the app, its arrival moves nothing the person is already reading
 * (above it, it pushed the header and the feed down by its height).
 */
export function mountMeetingCard(app: HTMLElement, scope: string | null): void {
  const host = document.createElement('div');
  host.className = 'wk-meeting-host';
  app.after(host);
  render(<NextMeetingScreen scope={scope} />, host);
}
