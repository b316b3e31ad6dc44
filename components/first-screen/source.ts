import type { ReadEntry } from '../../lib/shared/messages/messenger';
import type { FirstScreen } from '../../lib/shared/storage/first-screen';
import type { PageStatus } from '../../lib/shared/types/page';
import type { ActiveTab } from '../../lib/ui/active-tab';

/** What the popup's app (PopupScreen) is handed when it takes over the drawn first screen. */
export interface Drawn {
  /** Undefined while the first answer is on its way (nothing kept): a skeleton is drawn. */
  feed?: ReadEntry<'feed'>;
  page?: PageStatus;
  invite?: ReadEntry<'peopleToInvite'>;
}

type Kept = FirstScreen | null | Promise<FirstScreen | null>;

/** Where the popup's first screen comes from (entrypoints/popup/main.ts). */
export interface FirstScreenSource {
  /**
   * `root` shows the first frame kept for this connection and kind of page (the boot script,
   * lib/ui/kept-frame.ts): `kept` is read once it is painted, and it stays if `kept` draws it.
   */
  framed?: boolean;
  /**
   * The first screen kept for this connection: in hand (the popup's page-storage copy, drawn in
   * the same task) or on its way from `storage.local` (drawn with the tab, once both answer);
   * or the function that reads it, once the frame is painted when there is one.
   */
  kept: Kept | (() => Kept);
  /**
   * Asks for the active tab: after the first paint when the first screen is in hand (building
   * the page's tab API costs milliseconds before that paint), at once otherwise.
   */
  askTab: () => Promise<ActiveTab | undefined>;
  /**
   * The toolbar popup, or the side panel (handed to the app once painted: only it follows tabs),
   * not a tab of its own: the strip says "checking" before the tab answers; the feed stays put.
   */
  inPopup: boolean | 'side-panel';
}
