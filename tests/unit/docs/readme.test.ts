import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonBlocks } from './policy-examples';

// README's rollout paragraph points to the kit and the guide and repeats neither (no code block
// at all: the policy's JSON examples live in docs/deploying.md, checked by deploying.test.ts).
const readme = readFileSync('README.md', 'utf8');
const rollout = readme.slice(
  readme.indexOf('## Rolling it out in an organisation'),
  readme.indexOf('\n## ', readme.indexOf('## Rolling it out in an organisation') + 1),
);

describe('README', () => {
  it('holds no JSON example: they are in docs/deploying.md, where they are checked', () => {
    expect(readme).toContain('## Rolling it out in an organisation');
    expect(jsonBlocks(readme)).toEqual([]);
  });

  it('points its rollout paragraph to the kit and the guide, and repeats no path of theirs', () => {
    expect(rollout).toContain('npm run deploy-kit');
    expect(rollout).toContain('](docs/deploying.md)');
    expect(rollout).not.toMatch(/\/etc\/|HKEY_|com\.google|org\.mozilla|```/);
  });
});
