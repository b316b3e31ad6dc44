/** A list of queries as sentences quote them: “a”, “b”. */
export function quoteQueries(queries: string[]): string {
  return queries.map((query) => `“${query}”`).join(', ');
}
