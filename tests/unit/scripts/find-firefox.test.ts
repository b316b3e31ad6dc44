import { describe, expect, it } from 'vitest';
import {
  FIREFOX_NEEDED_FOR_TESTS,
  findFirefox,
  firefoxTooOld,
  firefoxVersion,
} from '../../../scripts/find-firefox.mjs';

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

describe('the Firefox the browser tests were given', () => {
  it('reads the version Firefox prints', () => {
    expect(firefoxVersion('/ff', () => 'Mozilla Firefox 153.8.0esr\n')).toBe('153.8.0esr');
    expect(
      firefoxVersion('/ff', () => {
        throw new Error('no such file');
      }),
    ).toBeUndefined();
  });

  it('stops an older one with one sentence: the version found, the one needed, how to get it', () => {
    const sentence = firefoxTooOld('/usr/bin/firefox-esr', '140.12.0esr') as string;
    expect(sentence).toContain('/usr/bin/firefox-esr is 140.12.0esr');
    expect(sentence).toContain(`need Firefox ${FIREFOX_NEEDED_FOR_TESTS} or newer`);
    expect(sentence).toMatch(/apt-get update first .*bookworm-security/);
    expect(sentence.split('. ')).toHaveLength(1);
  });

  it('lets the version it needs, a newer one, and one it cannot read through', () => {
    expect(firefoxTooOld('/ff', `${FIREFOX_NEEDED_FOR_TESTS}.0esr`)).toBeUndefined();
    expect(firefoxTooOld('/ff', '153.8.0esr')).toBeUndefined();
    expect(firefoxTooOld('/ff', 'nightly')).toBeUndefined();
  });
});
