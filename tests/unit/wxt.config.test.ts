import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../wxt.config';

type Manifest = Record<string, unknown>;
type Env = { mode: string; browser: string; manifestVersion: 2 | 3; command: 'build' };

/** The manifest `wxt build` starts from, for one browser and mode. */
function manifestFor(browser: string, mode = 'production'): Manifest {
  const manifest = config.manifest as (env: Env) => Manifest;
  return manifest({
    mode,
    browser,
    manifestVersion: config.manifestVersion ?? 3,
    command: 'build',
  });
}

describe('the manifest per browser', () => {
  it('builds Manifest V3 for Firefox too: one code path, and optional host access it can ask for', () => {
    expect(config.manifestVersion).toBe(3);
    const firefox = manifestFor('firefox');
    expect(firefox.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(firefox.commands).toHaveProperty('_execute_action');
  });

  it('gives Firefox no Chromium-only key: managed settings come from its enterprise policies', () => {
    const firefox = manifestFor('firefox');
    expect(firefox).not.toHaveProperty('storage');
    expect(firefox.browser_specific_settings).toMatchObject({
      gecko: { id: 'workplace-knowledge@example.com' },
    });
  });

  it('gives Chromium its managed storage schema and no Firefox settings', () => {
    const chrome = manifestFor('chrome');
    expect(chrome.storage).toEqual({ managed_schema: 'managed-schema.json' });
    expect(chrome).not.toHaveProperty('browser_specific_settings');
  });

  it.each(['chrome', 'firefox'])(
    'the %s end-to-end build reaches loopback on every port (no port in a pattern)',
    (browser) => {
      const hosts = manifestFor(browser, 'e2e').host_permissions as string[];
      expect(hosts.length).toBeGreaterThan(0);
      for (const host of hosts) expect(host).toMatch(/^http:\/\/[^/:]+\/\*$/);
      expect(manifestFor(browser).host_permissions).toEqual([]);
    },
  );
});

describe('the minifier per build', () => {
  type Vite = (env: Env) => { build?: { minify?: unknown }; plugins?: { name?: string }[] };
  const vite = (mode: string) =>
    (config.vite as Vite)({ mode, browser: 'chrome', manifestVersion: 3, command: 'build' });
  const names = (mode: string) => (vite(mode).plugins ?? []).flat().map((plugin) => plugin?.name);

  afterEach(() => vi.unstubAllEnvs());

  it('shaves the builds that ship (and the e2e build the benchmarks load) with Terser', () => {
    for (const mode of ['production', 'e2e']) {
      expect(vite(mode).build?.minify).toBe('terser');
      expect(names(mode)).toContain('wk-worker-minify');
    }
  });

  it('builds the demo of `npm start`, which ships nowhere, with Vite’s own faster minifier', () => {
    expect(vite('demo').build?.minify).toBe(true);
    expect(names('demo')).not.toContain('wk-worker-minify');
  });

  // The pages with Vite's own minifier (faster); the worker minified as it ships, so that the
  // browser tests run the worker's shipped code (issue 56).
  it('builds the browser tests’ builds (marked by build-once) with Vite’s own minifier, the worker as it ships', () => {
    vi.stubEnv('WK_TEST_BUILD', '1');
    expect(vite('e2e').build?.minify).toBe(true);
    expect(names('e2e')).toContain('wk-worker-minify');
  });
});
