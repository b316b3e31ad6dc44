/**
 * How many date formats (`Intl.DateTimeFormat`) are made while `run` runs. A counting subclass
 * stands in for the constructor: a spy (vi.spyOn) does not construct Intl objects.
 */
export function formatsMade(run: () => void): number {
  const Original = Intl.DateTimeFormat;
  let created = 0;
  Intl.DateTimeFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      created++;
    }
  } as typeof Original;
  try {
    run();
  } finally {
    Intl.DateTimeFormat = Original;
  }
  return created;
}
