#!/usr/bin/env node
// Merges UI strings into the English message file in one read-modify-write, so that people
// working on different screens can add strings at the same time without overwriting each other.
// Usage: node scripts/add-messages.mjs '{"popupFeedTitle":{"message":"Your feed"}}'
//    or: node scripts/add-messages.mjs path/to/strings.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../public/_locales/en/messages.json', import.meta.url);
const input = process.argv[2];
if (!input) {
  console.error('Usage: node scripts/add-messages.mjs <json or file>');
  process.exit(2);
}
const additions = JSON.parse(existsSync(input) ? readFileSync(input, 'utf8') : input);
const messages = JSON.parse(readFileSync(FILE, 'utf8'));
for (const [key, value] of Object.entries(additions)) {
  if (!/^[A-Za-z0-9_]+$/.test(key) || typeof value?.message !== 'string') {
    console.error(`✖ ${key}: keys are letters, digits and _; values are { "message": "…" }`);
    process.exit(1);
  }
  messages[key] = value;
}
writeFileSync(FILE, `${JSON.stringify(messages, null, 2)}\n`);
console.log(`✔ ${Object.keys(additions).length} strings merged into messages.json`);
