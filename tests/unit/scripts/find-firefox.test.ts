import { describe, expect, it } from 'vitest';
import { findFirefox } from '../../../scripts/find-firefox.mjs';

describe('finding Firefox for the browser tests', () => {
  it('takes FIREFOX_PATH first, and says so when nothing is there', () => {
    expect(findFirefox({ FIREFOX_PATH: '/opt/ff' }, (path) => path === '/opt/ff')).toEqual({
      path: '/opt/ff',
    });
    const missing = findFirefox({ FIREFOX_PATH: '/opt/ff' }, () => false);
    expect(missing.problem).toMatch(/FIREFOX_PATH is \/opt\/ff, but there is no file there/);
  });

  it('finds Debian’s firefox-esr before a plain firefox', () => {
    expect(findFirefox({}, () => true)).toEqual({ path: '/usr/bin/firefox-esr' });
    expect(findFirefox({}, (path) => path === '/usr/bin/firefox')).toEqual({
      path: '/usr/bin/firefox',
    });
  });

  it('says how to install it when there is none', () => {
    expect(findFirefox({}, () => false).problem).toMatch(/apt-get install -y firefox-esr/);
  });
});
