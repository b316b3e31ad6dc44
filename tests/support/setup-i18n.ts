import { beforeEach } from 'vitest';
import { stubI18n } from './i18n-stub';

// Every browser answers `chrome.i18n.getMessage`, and the worker's errors are worded through
// it, so every test starts with the English catalogue (the fake browser has none); a test
// about another language calls stubI18n('de') itself.
beforeEach(() => stubI18n());
