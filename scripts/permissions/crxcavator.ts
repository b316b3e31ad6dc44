/**
 * CRXcavator's permission weights, as published in its risk breakdown
 * (https://crxcavator.io/docs.html#/risk_breakdown?id=permissions-breakdown, the service is
 * gone) and kept by crx-analyzer, which still scores with them:
 * github.com/rileydakota/crx-analyzer, crx_analyzer/risk.py at 94c57e5 (`permissions_risk_map`
 * and `risk_score_map`). A permission CRXcavator did not list scores 0, as in crx-analyzer.
 * Only the levels our builds can meet are listed in full; the rest of the map is in the source.
 */
export type RiskLevel = 'none' | 'low' | 'medium' | 'high' | 'critical';

/** Points per level: none 0, low 5, medium 10, high 15, critical 45 (`risk_score_map`). */
export const POINTS: Record<RiskLevel, number> = {
  none: 0,
  low: 5,
  medium: 10,
  high: 15,
  critical: 45,
};

/** The level of each permission or pattern in `permissions_risk_map`. */
const LEVELS: Record<string, RiskLevel> = {
  // none
  alarms: 'none',
  browsingData: 'none',
  contextMenus: 'none',
  declarativeContent: 'none',
  idle: 'none',
  unlimitedStorage: 'none',
  // low
  activeTab: 'low',
  background: 'low',
  identity: 'low',
  notifications: 'low',
  webRequestBlocking: 'low',
  // medium
  bookmarks: 'medium',
  clipboardWrite: 'medium',
  downloads: 'medium',
  management: 'medium',
  nativeMessaging: 'medium',
  storage: 'medium',
  topSites: 'medium',
  webNavigation: 'medium',
  // high
  clipboardRead: 'high',
  contentSettings: 'high',
  declarativeNetRequest: 'high',
  history: 'high',
  pageCapture: 'high',
  privacy: 'high',
  proxy: 'high',
  tabCapture: 'high',
  tabs: 'high',
  'https://*/*': 'high',
  'http://*/*': 'high',
  'file:///*': 'high',
  // critical
  cookies: 'critical',
  debugger: 'critical',
  webRequest: 'critical',
  declarativeWebRequest: 'critical',
  '<all_urls>': 'critical',
  '*://*/*': 'critical',
};

/** CRXcavator's level for a permission or host pattern ('none' when it did not list it). */
export function levelOf(name: string): RiskLevel {
  return LEVELS[name] ?? 'none';
}

/** The score of a list: the sum of its points, at most 100 (crx-analyzer's `min(100, …)`). */
export function scoreOf(names: readonly string[]): number {
  return Math.min(
    100,
    names.reduce((sum, name) => sum + POINTS[levelOf(name)], 0),
  );
}
