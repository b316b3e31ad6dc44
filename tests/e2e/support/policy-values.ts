import { readFileSync } from 'node:fs';

// The values the machine-policy tests (tests/e2e/policy.test.ts) write, for every key of the
// extension's managed-storage schema. Pure data: the unit tests check they cover the schema on
// every machine, where the browser tests that use them run only as root.

/** The extension's managed-storage schema, as the browsers read it. */
export const schema = JSON.parse(readFileSync('public/managed-schema.json', 'utf8')) as {
  properties: Record<string, { type: string }>;
};
export const KEYS = Object.keys(schema.properties);
/** The key that is true or false, shown as a box on the options page. */
export const PANEL_KEY = 'openSidePanelFromToolbar';
/** The key that is a whole number, shown as a choice of minutes on the options page. */
export const REMINDER_KEY = 'meetingReminderMinutes';
export const TEXT_KEYS = KEYS.filter((key) => key !== PANEL_KEY && key !== REMINDER_KEY);

/** A value for every text key of managed-schema.json. */
export const PRESET: Record<string, string> = {
  serviceUrl: 'https://kb.acme.example',
  actAs: 'it-desk@acme.example',
  authType: 'OAUTH',
  ssoIssuer: 'https://login.acme.example',
  ssoClientId: 'workplace-extension-acme',
  ssoScopes: 'openid email offline_access',
};
/**
 * Every key of managed-schema.json: the text keys, the toolbar button opening the panel, and the
 * meeting reminder (15 minutes, not the default 5, so the preset shows).
 */
export const EVERY_KEY = { ...PRESET, [PANEL_KEY]: true, [REMINDER_KEY]: 15 };
/**
 * The preset with two values of the wrong type: a number where text belongs (the client id),
 * and text where true or false belongs (the toolbar button's key).
 */
export const WRONG_TYPE = { serviceUrl: PRESET.serviceUrl, ssoClientId: 42, [PANEL_KEY]: 'yes' };
