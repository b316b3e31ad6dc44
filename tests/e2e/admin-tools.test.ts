import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inviteKey } from '../../lib/ui/hooks/invite-key';
import { DEMO_USERS } from '../../server/demo/identities';
import { auditWith } from './support/axe';
import { BROWSERS, type BrowserSession } from './support/browsers';
import { poll } from './support/driver';
import type { RecordingProxy } from './support/recording-proxy';
import { startBehindProxy } from './support/side-panel';

const LINE = '.wk-admin-tools';
/** The popup's opening work is done (the e2e build's mark, components/first-screen/opening.ts). */
const OPENED = 'html[data-wk-opened]';
const invites = (proxy: RecordingProxy) =>
  proxy.calls.filter((call) => call.operation === 'peoplesuggestadmin');

// Issue 44, item 6: the refused Invite read is remembered for the day; the settings page says
// so, and "Check again" is the person's one way to be asked sooner (nothing asks on its own).
describe.each(BROWSERS)('in $name', ({ launch }) => {
  let session: BrowserSession;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    ({ session, proxy } = await startBehindProxy(launch));
  });
  afterAll(async () => {
    await session?.close();
    await proxy?.close();
  });

  test('the demo employee: the line says refused, and Check again asks exactly once', async () => {
    const popup = await session.browser.openExtensionPage('popup.html');
    await popup.waitFor({ role: 'tab', name: 'Boards' });
    await poll('the refused Invite read', async () => invites(proxy)[0]);
    // The popup has taken the refusal in: its opening's work, its Invite question with it, is
    // done (the e2e build's mark, components/first-screen/opening.ts).
    await popup.waitFor({ css: OPENED });
    expect(await popup.count({ role: 'tab', name: 'Invite' })).toBe(0);
    await popup.close();
    expect(invites(proxy).map((call) => call.status)).toEqual([403]);

    const options = await session.browser.openExtensionPage('options.html');
    await options.waitFor({ role: 'heading', name: 'Administrators’ tools', within: LINE });
    expect(await options.text({ css: `${LINE} p` })).toMatch(
      /^“People to invite” \(the popup’s Invite tab\) is for administrators of the service\. It refused this account on .*\d{4}.*, so the popup does not show the tab or ask again today\.$/,
    );
    // Reading the line asked nothing.
    expect(invites(proxy)).toHaveLength(1);
    await options.click({ role: 'button', name: 'Check again', within: LINE });
    const said = await options.text({ role: 'status', within: LINE });
    expect(said).toBe(
      'The service still refuses “People to invite” to this account. If you need it, ask your administrator to give you the rights.',
    );
    // The settings page with the line and its answer: no serious axe finding, headings in order.
    const findings = await auditWith((expression) =>
      options.evaluate(expression as never, undefined as never),
    );
    expect(findings).toEqual([]);
    // One request, and a popup opened after it asks nothing more (the refusal holds again).
    expect(invites(proxy).map((call) => call.status)).toEqual([403, 403]);
    const again = await session.browser.openExtensionPage('popup.html');
    await again.waitFor({ role: 'tab', name: 'Boards' });
    // The popup's own Invite question is answered (its opening's work is done): a request it
    // made reached the proxy before the worker had its answer.
    await again.waitFor({ css: OPENED });
    // The same read, asked after the popup's own: the worker answers it with the refusal it
    // remembers, without asking the service.
    const asked = await session.send('read', inviteKey());
    expect(asked).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await again.count({ role: 'tab', name: 'Invite' })).toBe(0);
    await again.close();
    expect(invites(proxy)).toHaveLength(2);
    await options.close();
  });

  test('made an administrator: Check again says so, and the popup shows the Invite tab', async () => {
    // The service's administrator gives the demo employee the rights, as IT would.
    const db = new Database(session.dbPath);
    try {
      db.prepare('UPDATE people SET is_admin = 1 WHERE id = ?').run(DEMO_USERS.employee.id);
    } finally {
      db.close();
    }
    const options = await session.browser.openExtensionPage('options.html');
    await options.click({ role: 'button', name: 'Check again', within: LINE });
    expect(await options.text({ role: 'status', within: LINE })).toBe(
      '“People to invite” is now available to this account: the Invite tab shows the next time you open the popup.',
    );
    expect(await options.count({ role: 'button', name: 'Check again' })).toBe(0);
    expect(invites(proxy).map((call) => call.status)).toEqual([403, 403, 200]);
    await options.close();
    const popup = await session.browser.openExtensionPage('popup.html');
    await popup.click({ role: 'tab', name: 'Invite' });
    await popup.waitFor({ role: 'list', name: 'Invite' });
    await popup.close();
  });
});
