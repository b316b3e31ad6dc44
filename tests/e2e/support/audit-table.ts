import type { Page } from 'playwright-core';
import de from '../../../public/_locales/de/messages.json';
import en from '../../../public/_locales/en/messages.json';
import { auditBothThemes } from './axe';

/** The two languages the extension speaks. */
export type Language = 'en' | 'de';

const MESSAGES: Record<Language, Record<string, { message: string }>> = { en, de };

/** A message of the extension in `language`, its `$1`, `$2`… filled with `values`. */
export function say(language: Language, key: string, ...values: string[]): string {
  const entry = MESSAGES[language][key];
  if (!entry) throw new Error(`No message "${key}"`);
  return values.reduce((text, value, index) => text.replace(`$${index + 1}`, value), entry.message);
}

/**
 * The audit's record: each state a person can open, in each language and scheme, with the
 * number of findings axe made there. Printed as a table once a language is done, so the run's
 * output names every state it visited.
 */
export class AuditTable {
  private readonly rows: { state: string; light: number; dark: number }[] = [];

  constructor(private readonly language: Language) {}

  /** Audits `page` (narrowed to `include`) in light and dark; records and answers the findings. */
  async audit(state: string, page: Page, include?: string): Promise<string[]> {
    const findings = await auditBothThemes(page, include);
    const count = (scheme: string) => findings.filter((line) => line.startsWith(`[${scheme}]`));
    this.rows.push({ state, light: count('light').length, dark: count('dark').length });
    return findings.map((line) => `${this.language} · ${state} ${line}`);
  }

  /** Prints the table: state, language, findings in light and in dark. */
  print(): void {
    const lines = this.rows.map(
      (row) => `  ${row.state.padEnd(48)} ${this.language}   light ${row.light}   dark ${row.dark}`,
    );
    console.log(
      `axe audit, ${this.rows.length} states in “${this.language}”:\n${lines.join('\n')}`,
    );
  }
}
