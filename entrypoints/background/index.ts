import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { AUTH_REFRESH_ALARM } from '../../lib/background/auth/session';
import { showOutboxBadge } from '../../lib/background/badge';
import { createHandlers } from '../../lib/background/handlers';
import { createPageActionMenus } from '../../lib/background/page-actions/menus';
import { registerPageActionListeners } from '../../lib/background/page-actions/register';
import { forgetRetiredIndex } from '../../lib/background/page-actions/retired-index';
import { followPopupScope } from '../../lib/background/popup-address';
import { registerReminderClicks } from '../../lib/background/meetings/reminder-notice';
import { registerMessageHandlers } from '../../lib/background/router';
import { followSidePanelScope } from '../../lib/background/side-panel-address';
import { restrictStorageToExtension } from '../../lib/background/storage-access';
import { createBackground, OUTBOX_ALARM } from '../../lib/background/services';
import { connectionSettings } from '../../lib/shared/storage/connection-settings';
import { dropExpiredInput, KEPT_INPUT_ALARM } from '../../lib/shared/storage/kept-input';
import { watchReminderChoice } from '../../lib/shared/storage/meeting-reminder-settings';
import { outboxEntries } from '../../lib/shared/storage/outbox-entries';

export default defineBackground({
  // Bundled on its own (not as a module sharing chunks with the pages): the worker's contract
  // and validators then stay out of what the popup downloads when it opens.
  main() {
    // Every listener is registered synchronously here: an event that wakes the worker is
    // delivered only to listeners that exist by the end of this first turn.
    restrictStorageToExtension();
    const background = createBackground();
    registerMessageHandlers(createHandlers(background));
    registerPageActionListeners(background.context);
    followPopupScope();
    followSidePanelScope();

    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === OUTBOX_ALARM) void background.outbox.flush();
      if (alarm.name === AUTH_REFRESH_ALARM) void background.renewSignIn();
      if (alarm.name === KEPT_INPUT_ALARM) void dropExpiredInput();
      void background.reminders.onAlarm(alarm.name);
    });
    registerReminderClicks();
    // A new setting (the person's or the policy's) moves or clears the planned reminders.
    watchReminderChoice(() => void background.reminders.retime());
    browser.runtime.onInstalled.addListener(() => {
      void connectionSettings.migrate();
      void outboxEntries.migrate();
      void createPageActionMenus();
      void forgetRetiredIndex();
    });
    browser.runtime.onStartup.addListener(() => {
      void forgetRetiredIndex();
      // Input a day old goes even if its alarm did not survive the restart.
      void dropExpiredInput();
      // The browser may drop alarms on restart: made again, minus what passed while closed.
      void background.reminders.restore();
      void background.outbox.flush();
    });

    // No alarm reads anything on its own: the outbox's wakes only while writes wait, the
    // sign-in's renews a token, and a meeting's reminder sends its one confirming read only
    // for a meeting the person's own use read. A page's status is read when someone looks.

    // A worker that was stopped mid-queue picks up where it left off.
    void outboxEntries.get().then(showOutboxBadge);
    void background.outbox.flush();
  },
});
