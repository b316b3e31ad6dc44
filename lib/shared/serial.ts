/**
 * A line of tasks run one after another, in the order given: each starts once every task given
 * before it has ended, whether that one succeeded or failed. For a stored value that several
 * callers read, change and write whole: without the line, two changes that overlap both read
 * the old value and the later write undoes the earlier one (a forget undone by a keep that
 * started before it, a reminder lost beside a plan).
 * @returns a function that queues a task and answers what the task answers (or its failure).
 */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };
}
