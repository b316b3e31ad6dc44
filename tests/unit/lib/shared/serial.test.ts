import { expect, test } from 'vitest';
import { serial } from '../../../../lib/shared/serial';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('tasks run one at a time in the order given, a slow first one included', async () => {
  const inTurn = serial();
  const log: string[] = [];
  const task = (name: string, ms: number) => () =>
    (async () => {
      log.push(`${name} starts`);
      await pause(ms);
      log.push(`${name} ends`);
      return name;
    })();
  const answers = await Promise.all([inTurn(task('a', 20)), inTurn(task('b', 0))]);
  expect(answers).toEqual(['a', 'b']);
  expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
});

test('a failed task answers its failure and the next one still runs', async () => {
  const inTurn = serial();
  const failed = inTurn(() => Promise.reject(new Error('storage refused')));
  const next = inTurn(async () => 'ran');
  await expect(failed).rejects.toThrow('storage refused');
  expect(await next).toBe('ran');
});

test('two lines do not wait for each other', async () => {
  const first = serial();
  const second = serial();
  let slowEnded = false;
  const slow = first(() => pause(30).then(() => (slowEnded = true)));
  await second(async () => undefined);
  expect(slowEnded).toBe(false);
  await slow;
});
