import { expect, test } from 'vitest';
import {
  EVERY_KEY,
  KEYS,
  PANEL_KEY,
  REMINDER_KEY,
  schema,
  TEXT_KEYS,
} from '../../../e2e/support/policy-values';

// Moved from tests/e2e/policy.test.ts, where it was skipped with the browser tests unless the
// machine ran as root: it reads only the schema and the values, so it runs everywhere.
test('the policy covers every key of managed-schema.json: text, one boolean, one integer', () => {
  expect(KEYS.length).toBeGreaterThan(2);
  expect(Object.keys(EVERY_KEY).sort()).toEqual([...KEYS].sort());
  for (const key of TEXT_KEYS) expect(schema.properties[key]?.type, key).toBe('string');
  expect(schema.properties[PANEL_KEY]?.type).toBe('boolean');
  expect(schema.properties[REMINDER_KEY]?.type).toBe('integer');
});
