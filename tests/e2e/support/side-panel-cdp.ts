import type { CDPSession } from 'playwright-core';
import { type DriverPage, poll, type Target, wireTarget, within } from './driver';
import { findInPage } from './find-in-page';
import { CDP_MODIFIERS, describeKey, splitChord } from './side-panel-keys';

/** An extension page that Playwright does not hand out as a page, reached as a DevTools target. */
export interface CdpTarget {
  /** Sends one DevTools command to the target and answers its result. */
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * How long a DevTools command may go unanswered before it fails in words. A command to a target
 * that closes before answering (a popup gone with the click that closed it) is otherwise never
 * answered, and the test hangs until its own timeout without saying which step waited.
 */
export const ANSWER_MS = 30_000;

/** The error of a command whose target closed before answering (see `ignoreClosed`). */
const CLOSED = 'the target closed';

/** Lets a command's error pass when its target closed: what the command did closed it. */
export function ignoreClosed(error: unknown): void {
  if (!(error instanceof Error && error.message.endsWith(CLOSED))) throw error;
}

/** Attaches to the target `targetId` through `cdp` (a session of any page of the browser). */
export async function attachTarget(cdp: CDPSession, targetId: string): Promise<CdpTarget> {
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId,
    flatten: false,
  })) as { sessionId: string };
  const waiting = new Map<number, (message: Record<string, unknown>) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  let closed = false;
  cdp.on('Target.detachedFromTarget', (event: { sessionId: string }) => {
    if (event.sessionId !== sessionId) return;
    closed = true;
    for (const answer of waiting.values()) answer({ error: CLOSED });
  });
  let next = 0;
  return {
    async send(method, params = {}) {
      if (closed) throw new Error(`${method}: ${CLOSED}`);
      const id = ++next;
      const answer = new Promise<Record<string, unknown>>((resolve) => waiting.set(id, resolve));
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
      const message = await within(answer, ANSWER_MS, method).finally(() => waiting.delete(id));
      const { error } = message;
      if (error) throw new Error(`${method}: ${error === CLOSED ? error : JSON.stringify(error)}`);
      return (message.result ?? {}) as Record<string, unknown>;
    },
  };
}

/** The targets of the browser now: id, type and address. */
export async function listTargets(cdp: CDPSession) {
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { targetId: string; type: string; url: string }[];
  };
  return targetInfos;
}

/** Waits (up to 10 s) for a target whose address contains `address`, and attaches to it. */
export async function waitForTarget(cdp: CDPSession, address: string): Promise<CdpTarget> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await listTargets(cdp)).find((target) => target.url.includes(address));
    if (found) return attachTarget(cdp, found.targetId);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No page at ${address} opened`);
}

/** Runs `fn(arg)` in the target (its source, as Playwright sends it); JSON in and out. */
export async function evaluateIn<A, R>(
  target: CdpTarget,
  fn: string | ((arg: A) => R | Promise<R>),
  arg?: A,
): Promise<R> {
  const expression = `(${String(fn)})(${JSON.stringify(arg ?? null)})`;
  const result = (await target.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
    // Like Playwright's evaluate: the page counts it as the person's activation.
    userGesture: true,
  })) as {
    result?: { value?: unknown };
    exceptionDetails?: { exception?: { description?: string } };
  };
  if (result.exceptionDetails) {
    throw new Error(result.exceptionDetails.exception?.description ?? 'evaluation failed');
  }
  return result.result?.value as R;
}

/** Evaluates a script (statements too) in the target and answers its completion value. */
export async function evaluateScript(target: CdpTarget, source: string): Promise<unknown> {
  const result = (await target.send('Runtime.evaluate', {
    expression: source,
    awaitPromise: true,
    returnByValue: true,
  })) as { result?: { value?: unknown }; exceptionDetails?: { text?: string } };
  if (result.exceptionDetails) throw new Error(result.exceptionDetails.text ?? 'script failed');
  return result.result?.value;
}

/**
 * The element's centre in the page (scrolled into view), once a click there reaches it: as
 * Playwright waits before its clicks, the box must be the same two frames apart (a page still
 * laying out its first second moves it) and the element, or one inside it, must be the one at
 * that point. Undefined until then.
 */
const CENTRE = `async (input) => {
  const element = (${findInPage.toString()})(input);
  if (!element || typeof element === 'number') return undefined;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const before = element.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = element.getBoundingClientRect();
  if (['x', 'y', 'width', 'height'].some((side) => box[side] !== before[side])) return undefined;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && element.contains(hit) ? { x, y } : undefined;
}`;

/** Runs a function of `findInPage`'s element in the page: `(element, extra) => …`. */
const onElement = (body: string) => `(input) => {
  const element = (${findInPage.toString()})(input);
  if (!element || typeof element === 'number') return undefined;
  return (${body})(element, input.extra);
}`;

/**
 * A `DriverPage` for a DevTools target: the browser's own input (`Input.dispatchMouseEvent`,
 * `Input.dispatchKeyEvent`, what Playwright sends for its pages), elements found by
 * `findInPage` as in every other page of the tests.
 */
export function cdpPage(target: CdpTarget, what: string): DriverPage {
  const centre = (wanted: Target) =>
    poll<{ x: number; y: number }>(`${JSON.stringify(wireTarget(wanted))} in ${what}`, () =>
      evaluateIn(target, CENTRE, { target: wireTarget(wanted) }),
    );
  const run = <R>(wanted: Target, body: string, extra?: unknown) =>
    poll<R>(`${JSON.stringify(wireTarget(wanted))} in ${what}`, () =>
      evaluateIn(target, onElement(body), { target: wireTarget(wanted), extra }),
    );
  const key = async (type: 'keyDown' | 'keyUp', name: string, modifiers: number) => {
    const { key: keyName, code, keyCode, text } = describeKey(name);
    const typing = type === 'keyDown' && text !== undefined && (modifiers & ~8) === 0;
    await target.send('Input.dispatchKeyEvent', {
      type: type === 'keyDown' && !typing ? 'rawKeyDown' : type,
      key: keyName,
      code,
      windowsVirtualKeyCode: keyCode,
      modifiers,
      ...(typing ? { text, unmodifiedText: text } : {}),
    });
  };
  const press = async (keys: string) => {
    const { modifiers, key: last } = splitChord(keys);
    let bits = 0;
    for (const modifier of modifiers) {
      bits |= CDP_MODIFIERS[modifier] ?? 0;
      await key('keyDown', modifier, bits);
    }
    await key('keyDown', last, bits);
    await key('keyUp', last, bits);
    for (const modifier of modifiers.reverse()) {
      bits &= ~(CDP_MODIFIERS[modifier] ?? 0);
      await key('keyUp', modifier, bits);
    }
  };
  const focus = (wanted: Target) =>
    run<boolean>(wanted, '(element) => { element.focus(); element.select?.(); return true; }');
  return {
    async click(wanted) {
      const { x, y } = await centre(wanted);
      await target.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      for (const type of ['mousePressed', 'mouseReleased']) {
        const sent = target.send('Input.dispatchMouseEvent', {
          type,
          x,
          y,
          button: 'left',
          clickCount: 1,
        });
        // A click may close its page (a popup's "Open in side panel") before the page answers.
        await (type === 'mouseReleased' ? sent.catch(ignoreClosed) : sent);
      }
    },
    async type(wanted, text) {
      await focus(wanted);
      if (text === '') await press('Backspace');
      for (const character of text) await press(character);
    },
    async focus(wanted) {
      await focus(wanted);
    },
    press,
    text: (wanted) => run<string>(wanted, '(element) => element.textContent ?? ""'),
    async waitFor(wanted) {
      await run<boolean>(wanted, '() => true');
    },
    count: (wanted) =>
      evaluateIn(target, findInPage as never, { target: wireTarget(wanted), count: true }),
    evaluate: (fn, arg) => evaluateIn(target, fn, arg),
    async close() {
      await evaluateIn(target, '() => window.close()');
    },
  };
}
