import { describe, expect, test } from 'vitest';
import { installPlan } from '../../../scripts/install-plan.mjs';

const LOCK = 'a'.repeat(64);

describe('what the bootstrap installs', () => {
  test.each([
    // [state, the npm command it runs, or null for nothing]
    ['a fresh clone', { hasLockfile: true, hasTools: false, installedHash: '' }, 'ci'],
    ['node_modules current', { hasLockfile: true, hasTools: true, installedHash: LOCK }, null],
    ['the lockfile changed', { hasLockfile: true, hasTools: true, installedHash: 'b' }, 'ci'],
    ['installed by hand, no stamp', { hasLockfile: true, hasTools: true, installedHash: '' }, 'ci'],
    [
      'the tools deleted, stamp kept',
      { hasLockfile: true, hasTools: false, installedHash: LOCK },
      'ci',
    ],
    [
      'no lockfile, nothing installed',
      { hasLockfile: false, hasTools: false, installedHash: '' },
      'install',
    ],
    [
      'no lockfile, package.json changed',
      { hasLockfile: false, hasTools: true, installedHash: 'b' },
      'install',
    ],
    ['no lockfile, current', { hasLockfile: false, hasTools: true, installedHash: LOCK }, null],
  ] as const)('%s: %s', (_name, state, command) => {
    const plan = installPlan({ ...state, wantedHash: LOCK });
    expect(plan?.args[0] ?? null).toBe(command);
    if (plan) expect(plan.args).toEqual([command, '--no-audit', '--no-fund']);
  });

  test('says plainly why it installs', () => {
    const base = { hasLockfile: true, wantedHash: LOCK };
    expect(installPlan({ ...base, hasTools: false, installedHash: '' })?.message).toMatch(
      /First run.*npm ci/,
    );
    expect(installPlan({ ...base, hasTools: true, installedHash: 'b' })?.message).toMatch(
      /lockfile changed.*npm ci/,
    );
  });
});
