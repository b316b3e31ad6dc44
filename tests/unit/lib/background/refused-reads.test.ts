import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../../../lib/background/connection/save';
import { createBackground } from '../../../../lib/background/services';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import type { ReadKey } from '../../../../lib/shared/messages/messenger';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { connectionHarness } from '../../../support/connection';

const harness = connectionHarness();
const INVITE: ReadKey = { kind: 'peopleToInvite', categories: ['INVITE_INACTIVE_PROMO'] };
const DAY = 24 * 60 * 60_000;

/** The worker's services over the reference service, counting each operation it is sent. */
function counted(clock: { now: number }) {
  const sent: string[] = [];
  const background = createBackground({
    now: () => clock.now,
    fetch: (input, init) => {
      sent.push(String(input).split('/').pop() ?? '');
      return fetch(input, init);
    },
  });
  const invite = () =>
    background.context.read(INVITE as Extract<ReadKey, { kind: 'peopleToInvite' }>).then(
      () => 'answered',
      (error: unknown) => (error instanceof ApiError ? error.kind : 'other'),
    );
  return { sent, invite };
}

describe('a read the service refuses the person', () => {
  it('is asked once a day per connection, and answered as refused without a request after', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const clock = { now: Date.parse('2026-11-26T09:00:00') };
    const { sent, invite } = counted(clock);
    expect(await invite()).toBe('forbidden');
    expect(await invite()).toBe('forbidden');
    clock.now += 8 * 60 * 60_000;
    expect(await invite()).toBe('forbidden');
    expect(sent).toEqual(['peoplesuggestadmin']);
    // The next day asks again (the person may have been made an administrator).
    clock.now += DAY;
    expect(await invite()).toBe('forbidden');
    expect(sent).toEqual(['peoplesuggestadmin', 'peoplesuggestadmin']);
  });

  it('is asked again for another token or identity', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const clock = { now: Date.parse('2026-11-26T09:00:00') };
    const { sent, invite } = counted(clock);
    expect(await invite()).toBe('forbidden');
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    expect(await invite()).toBe('answered');
    expect(await invite()).toBe('answered');
    expect(sent.filter((operation) => operation === 'peoplesuggestadmin')).toHaveLength(3);
  });
});
