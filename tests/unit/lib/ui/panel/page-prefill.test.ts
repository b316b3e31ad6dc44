// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readCollectPrefill, readPinPrefill } from '../../../../../lib/ui/panel/page-prefill';
import { themeForShadowRoot } from '../../../../../lib/ui/panel/shadow-css';

describe('readPinPrefill and readCollectPrefill', () => {
  it('reads the meta description and suggests from the title', () => {
    document.head.innerHTML = '<meta name="description" content="  How we   ship  ">';
    document.body.innerHTML = '<p>text</p>';
    const target = {
      url: 'https://wiki.example/deploy',
      title: 'Deploy guide | Wiki',
      kind: 'page' as const,
    };
    expect(readCollectPrefill(document, target).description).toBe('How we ship');
    expect(readPinPrefill(document, target).suggestions).toContain('Deploy guide');
  });

  it('names a link target by its text on the page and ignores this page description', () => {
    document.head.innerHTML = '<meta name="description" content="The index">';
    document.body.innerHTML = '<a href="https://wiki.example/runbook"> Incident runbook </a>';
    const target = {
      url: 'https://wiki.example/runbook',
      title: 'https://wiki.example/runbook',
      kind: 'link' as const,
    };
    expect(readPinPrefill(document, target)).toEqual({
      linkText: 'Incident runbook',
      suggestions: ['Incident runbook'],
    });
    expect(readCollectPrefill(document, target)).toEqual({
      linkText: 'Incident runbook',
      description: '',
    });
  });
});

describe('themeForShadowRoot', () => {
  it('moves the variables to the host and the body style to the panel layer', () => {
    const input =
      ':root {\n  --wk-bg: #fff;\n}\n@media (prefers-color-scheme: dark) {\n  :root { --wk-bg: #000; }\n}\nbody {\n  margin: 0;\n}';
    const actual = themeForShadowRoot(input);
    expect(actual).not.toContain(':root');
    expect(actual.match(/:host/g)).toHaveLength(2);
    expect(actual).toContain('.wk-panel-layer {');
    expect(actual).not.toMatch(/\bbody\s*\{/);
  });

  it('finds the body rule in minified CSS too, as production builds ship it', () => {
    const actual = themeForShadowRoot(
      ':root{--wk-bg:#fff}@media (prefers-color-scheme:dark){:root{--wk-bg:#000}}body{margin:0}.wk-x__body{color:red}',
    );
    expect(actual).toContain('.wk-panel-layer{margin:0}');
    expect(actual).not.toMatch(/(^|[{}])body\s*\{/);
    expect(actual).toContain('.wk-x__body{color:red}');
  });
});
