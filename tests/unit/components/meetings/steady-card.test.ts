// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import keepCardStill, { REST_MS } from '../../../../components/meetings/steady-card';

/** What the boot script's drawing does: the card's content replaced in one go. */
function drawCard(host: HTMLElement, text: string | null) {
  if (text === null) host.replaceChildren();
  else {
    const card = document.createElement('section');
    card.textContent = text;
    host.replaceChildren(card);
  }
}

const pointer = (type: string) => dispatchEvent(new Event(type));
/** Lets the mutation observer run, then `ms` pass. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('keepCardStill', () => {
  let host: HTMLElement;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    host = document.createElement('div');
    document.body.append(host);
    stop = keepCardStill(host);
  });
  afterEach(() => {
    stop();
    host.remove();
    vi.useRealTimers();
  });

  it('lets a card that arrives with no pointer about show at once', async () => {
    await elapse(REST_MS * 2);
    drawCard(host, 'Roadmap check-in');
    await elapse(0);
    expect(host.style.height).toBe('');
  });

  it('keeps the room it had while the pointer moves, and gives the card its room once it rests', async () => {
    pointer('pointermove');
    drawCard(host, 'Roadmap check-in');
    await elapse(0);
    expect(host.style.height).toBe('0px');
    expect(host.style.overflow).toBe('hidden');
    expect(host.style.padding).toBe('0px');
    // Still moving: still held, however long it goes on.
    for (let step = 0; step < 5; step++) {
      await elapse(REST_MS / 2);
      pointer('pointermove');
    }
    expect(host.style.height).toBe('0px');
    await elapse(REST_MS + 1);
    expect(host.style.height).toBe('');
    expect(host.style.overflow).toBe('');
    expect(host.style.padding).toBe('');
  });

  it('holds while a button is down, however still the pointer is, and after it is let go', async () => {
    pointer('pointerdown');
    drawCard(host, 'Roadmap check-in');
    await elapse(REST_MS * 3);
    expect(host.style.height).toBe('0px');
    pointer('pointerup');
    await elapse(REST_MS - 10);
    expect(host.style.height).toBe('0px');
    await elapse(20);
    expect(host.style.height).toBe('');
  });

  it('keeps a card that goes in its room while pointing, and a card drawn the same changes nothing', async () => {
    drawCard(host, 'Roadmap check-in');
    await elapse(REST_MS * 2);
    const room = host.getBoundingClientRect().height;
    pointer('pointermove');
    drawCard(host, null);
    await elapse(0);
    expect(host.style.height).toBe(`${room}px`);
    await elapse(REST_MS + 1);
    expect(host.style.height).toBe('');
  });

  it('stops holding and listening when stopped', async () => {
    pointer('pointermove');
    drawCard(host, 'Roadmap check-in');
    await elapse(0);
    stop();
    expect(host.style.height).toBe('');
    pointer('pointermove');
    drawCard(host, 'Another');
    await elapse(0);
    expect(host.style.height).toBe('');
  });
});
