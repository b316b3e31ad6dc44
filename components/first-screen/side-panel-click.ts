import { t } from '../../lib/shared/i18n';
import { openSidePanelFromPopup } from '../../lib/ui/open-side-panel';
import { el } from './dom';

const BUTTON = '.wk-popup__side-panel';
const FAILED = 'wk-popup__side-panel-failed';

/**
 * Until the app has taken over the first screen, a click on its "Open in side panel" opens the
 * panel in that click: both browsers open it only in the person's own event, so the click
 * cannot wait for the app and be replayed to it (lib/ui/first-interaction.ts holds and replays
 * clicks). Listened for on the window, before the document's listener that holds clicks, and
 * kept from it. A refusal is shown under the button as OpenSidePanelButton shows it. Answers
 * the function that stops listening (once the app's own handler serves).
 */
export function openSidePanelOnClick(): () => void {
  const listener = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(BUTTON);
    // A click replayed by a script is no gesture, and the browser would refuse it.
    if (!button || !event.isTrusted) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const shown = button.nextElementSibling;
    if (shown?.classList.contains(FAILED)) shown.remove(); // The last try's refusal.
    openSidePanelFromPopup().catch(() => button.after(failure()));
  };
  window.addEventListener('click', listener, { capture: true });
  return () => window.removeEventListener('click', listener, { capture: true });
}

const failure = () => el('p', { class: FAILED, role: 'alert' }, t('sidePanelOpenFailed'));
