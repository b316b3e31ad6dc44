import { levelOf, POINTS, type RiskLevel, scoreOf } from './crxcavator';
import { rowFor } from './table';

/** The parts of a built manifest that grant something. */
export interface ManifestGrants {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
}

/** One permission or host pattern of a build, with its reason and CRXcavator's weight. */
interface GrantLine {
  name: string;
  kind: 'permission' | 'host';
  required: boolean;
  level: RiskLevel;
  points: number;
  /** The table's sentence; undefined when the table has no row (the gate fails then). */
  why?: string;
}

/** What a build asks for, scored required and optional apart. */
export interface GrantReport {
  lines: GrantLine[];
  requiredScore: number;
  optionalScore: number;
  /** Names with no row in the table. */
  missing: string[];
}

/** Reads a built manifest into its report (see scripts/permissions/table.ts). */
export function reportOf(manifest: ManifestGrants): GrantReport {
  const groups = [
    [manifest.permissions, 'permission', true],
    [manifest.optional_permissions, 'permission', false],
    [manifest.host_permissions, 'host', true],
    [manifest.optional_host_permissions, 'host', false],
  ] as const;
  const lines = groups.flatMap(([names, kind, required]) =>
    (names ?? []).map((name): GrantLine => {
      const level = levelOf(name);
      return { name, kind, required, level, points: POINTS[level], why: rowFor(name, kind)?.why };
    }),
  );
  const names = (required: boolean) =>
    lines.filter((line) => line.required === required).map((line) => line.name);
  return {
    lines,
    requiredScore: scoreOf(names(true)),
    optionalScore: scoreOf(names(false)),
    missing: lines.filter((line) => !line.why).map((line) => line.name),
  };
}

/** The report as a Markdown table with its two scores (what docs/security.md shows). */
export function formatReport(title: string, report: GrantReport): string {
  const rows = report.lines.map(
    (line) =>
      `| \`${line.name}\` | ${line.required ? 'required' : 'optional'} | ${line.level} (${line.points}) | ${line.why ?? '**NO ROW: add one to scripts/permissions/table.ts**'} |`,
  );
  return [
    `### ${title}`,
    '',
    '| permission or host pattern | asked | CRXcavator weight | why |',
    '|---|---|---|---|',
    ...rows,
    '',
    `CRXcavator permission score: required ${report.requiredScore}, optional ${report.optionalScore}.`,
  ].join('\n');
}
