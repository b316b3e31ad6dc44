import ts from 'typescript';
import type { CeilingRecord } from './ceiling-rules';

/** The size limits one version of scripts/bench/bundle-size.ts declares, as data. */
export interface SizeLimits {
  /** Its ceilings' records; absent before issue 56 kept them (the guard starts there). */
  record?: Record<string, CeilingRecord>;
  budgets: Record<string, number>;
  cssBudgets: Record<string, number>;
}

type Literal = number | string | Literal[] | { [key: string]: Literal };

/**
 * The value of a literal: numbers, strings, arrays and objects of them, with `as` casts and
 * parentheses seen through. Anything else (a call, a name, a spread) is refused: an earlier
 * version's code is read, never run.
 */
function literal(node: ts.Expression): Literal {
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return literal(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, Literal> = {};
    for (const property of node.properties) {
      const name = property.name;
      if (!ts.isPropertyAssignment(property) || !name || ts.isComputedPropertyName(name)) {
        throw new Error(`"${property.getText()}" is not a plain property`);
      }
      if (!ts.isIdentifier(name) && !ts.isStringLiteral(name) && !ts.isNumericLiteral(name)) {
        throw new Error(`"${name.getText()}" is not a plain key`);
      }
      object[name.text] = literal(property.initializer);
    }
    return object;
  }
  throw new Error(`"${node.getText()}" is not a literal`);
}

/** The literal `name` is declared with at the top level of `file`, if it is declared there. */
function declared(file: ts.SourceFile, name: string): Literal | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        if (!declaration.initializer) throw new Error(`${name} has no value`);
        return literal(declaration.initializer);
      }
    }
  }
  return undefined;
}

const isNumbers = (value: Literal | undefined): value is Record<string, number> =>
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'number');

const isRecords = (value: Literal | undefined): value is Record<string, CeilingRecord> =>
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (entries) =>
      Array.isArray(entries) &&
      entries.every((entry) => typeof entry === 'number' || entry === 'met'),
  );

/**
 * Reads BUDGETS, CSS_BUDGETS and CEILING_RECORD from the text of a version of
 * scripts/bench/bundle-size.ts (`from` names it in the sentences) by parsing their literals,
 * without running the file. Throws a sentence where one is missing or is not a literal; a
 * version that never names CEILING_RECORD (before issue 56's guard) answers no limits.
 */
export function sizeLimitsIn(source: string, from: string): SizeLimits {
  // A version from before the guard: no rule holds it, and its limits start no floor.
  if (!source.includes('CEILING_RECORD')) return { budgets: {}, cssBudgets: {} };
  const file = ts.createSourceFile('bundle-size.ts', source, ts.ScriptTarget.Latest, true);
  try {
    const budgets = declared(file, 'BUDGETS');
    const cssBudgets = declared(file, 'CSS_BUDGETS');
    const record = declared(file, 'CEILING_RECORD');
    if (!isNumbers(budgets) || !isNumbers(cssBudgets)) {
      throw new Error('BUDGETS and CSS_BUDGETS must be objects of numbers');
    }
    if (record !== undefined && !isRecords(record)) {
      throw new Error("CEILING_RECORD must be an object of lists of numbers and 'met'");
    }
    return { budgets, cssBudgets, ...(record === undefined ? {} : { record }) };
  } catch (error) {
    throw new Error(
      `The size limits in ${from} cannot be read as plain literals (${(error as Error).message}): write BUDGETS, CSS_BUDGETS and CEILING_RECORD in scripts/bench/bundle-size.ts as object literals of numbers.`,
    );
  }
}
