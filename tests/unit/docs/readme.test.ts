import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectValidPresets, jsonBlocks, presetsOf } from './policy-examples';

// README's rollout paragraph points to the kit and the guide and repeats neither; any JSON
// example README still has is checked against the policy schema.
const readme = readFileSync('README.md', 'utf8');
const rollout = readme.slice(
  readme.indexOf('## Rolling it out in an organisation'),
  readme.indexOf('\n## ', readme.indexOf('## Rolling it out in an organisation') + 1),
);

describe('README', () => {
  it('has JSON examples (if any) valid against managed-schema.json', () => {
    expectValidPresets(jsonBlocks(readme).flatMap((block) => presetsOf(block.json)));
  });

  it('points its rollout paragraph to the kit and the guide, and repeats no path of theirs', () => {
    expect(rollout).toContain('npm run deploy-kit');
    expect(rollout).toContain('](docs/deploying.md)');
    expect(rollout).not.toMatch(/\/etc\/|HKEY_|com\.google|org\.mozilla|```/);
  });
});
