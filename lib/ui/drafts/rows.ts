/**
 * Edits of the draft form's repeated rows (body links, audience filters). Each returns a new
 * array, so the form state is never changed in place.
 */

/** The rows with the one at `index` changed. */
export function changeRow<Row extends object>(
  rows: readonly Row[],
  index: number,
  change: Partial<Row>,
): Row[] {
  return rows.map((row, i) => (i === index ? { ...row, ...change } : row));
}

/** The rows without the one at `index`. */
export function removeRow<Row>(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index);
}
