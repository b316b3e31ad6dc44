// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { connectToHost, onHostWord, tellHost } from '../../../../../lib/ui/panel/frame-port';
import { HELLO } from '../../../../../lib/ui/panel/panel-words';

// Issue 53: the frame takes its port only from the hello that carries the opening's secret as
// the worker tells it; a page that frames the panel's page and says its own hello is not heard.

/** What arrives on `port`, collected. */
function heardOn(port: MessagePort): unknown[] {
  const heard: unknown[] = [];
  port.onmessage = (event) => heard.push(event.data);
  return heard;
}

/** Resolves once `check` holds, looking every few milliseconds (the ports answer in a task). */
const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const look = setInterval(() => {
      if (!check()) return;
      clearInterval(look);
      resolve();
    }, 5);
  });

describe('connectToHost', () => {
  it('takes the port of the hello with the worker’s secret, and of no other', async () => {
    connectToHost(Promise.resolve('the opening'));
    const forged = new MessageChannel();
    const real = new MessageChannel();
    const fromPage = heardOn(forged.port1);
    const fromUs = heardOn(real.port1);
    // The page's hello comes first, with a secret of its choosing.
    globalThis.dispatchEvent(
      new MessageEvent('message', { data: { [HELLO]: 'guessed' }, ports: [forged.port2] }),
    );
    globalThis.dispatchEvent(
      new MessageEvent('message', { data: { [HELLO]: 'the opening' }, ports: [real.port2] }),
    );
    tellHost({ kind: 'shown' });
    await until(() => fromUs.length > 0);
    expect(fromUs).toEqual([{ kind: 'shown' }]);
    expect(fromPage).toEqual([]);
    // The content script's words reach the frame; malformed ones do not.
    const words: unknown[] = [];
    onHostWord((word) => words.push(word));
    real.port1.postMessage({ kind: 'nonsense' });
    real.port1.postMessage({ kind: 'state', visible: true, moved: false });
    await until(() => words.length > 0);
    expect(words).toEqual([{ kind: 'state', visible: true, moved: false }]);
    for (const port of [forged.port1, real.port1]) port.close();
  });
});
