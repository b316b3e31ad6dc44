// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { showFirstScreen } from '../../../../components/first-screen/first-screen';
import type { Drawn } from '../../../../components/first-screen/source';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { FIRST_SCREEN_KEY, type FirstScreen } from '../../../../lib/shared/storage/first-screen';
import type { PageStatus } from '../../../../lib/shared/types/page';
import type { ActiveTab } from '../../../../lib/ui/active-tab';
import { FEED } from '../../../support/feed';

const PAGE = 'https://docs.example/plan';

const status = (title: string): PageStatus => ({
  target: { url: PAGE, title, kind: 'page' },
  document: { id: 'DOC_1' },
  pins: [{ queries: ['plan'] }],
  holders: [],
  checked: 'all',
});

/** A feed of `count` results (the shared feed's, repeated), fetched at `fetchedAt`. */
const feedOf = (count: number, fetchedAt = 1) => ({
  fetchedAt,
  value: { results: Array.from({ length: count }, (_, index) => FEED[index % FEED.length]) },
});

const screen = (scope: string, results: number): FirstScreen => ({
  scope,
  feed: feedOf(results) as FirstScreen['feed'],
  pages: [{ url: PAGE, status: status('Kept plan') }],
});

type Answer =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; message: string } };

/** The worker's answers by message name (or on their way); one with none is left unanswered. */
let answers: Record<string, Answer | Promise<Answer>> = {};
/** What the page asked the worker, in order: the message's name, and a read's kind. */
let sent: string[] = [];
let sendMessage: unknown;

beforeEach(async () => {
  fakeBrowser.reset();
  await connectionSettings.set({ scope: 'alex' });
  answers = {};
  sent = [];
  const runtime = fakeBrowser.runtime as unknown as { sendMessage: unknown };
  sendMessage = runtime.sendMessage;
  runtime.sendMessage = (
    message: { type: string; data?: { kind?: string } },
    reply: (answer: unknown) => void,
  ) => {
    sent.push([message.type, message.data?.kind].filter(Boolean).join(' '));
    const answer = answers[message.type];
    if (answer) void Promise.resolve(answer).then((res) => setTimeout(() => reply({ res })));
  };
});

afterEach(() => {
  (fakeBrowser.runtime as unknown as { sendMessage: unknown }).sendMessage = sendMessage;
  document.body.replaceChildren();
  localStorage.clear();
});

function open(
  kept: FirstScreen | null | Promise<FirstScreen | null>,
  options: { tab?: Promise<ActiveTab | undefined>; inPopup?: boolean } = {},
) {
  const root = document.createElement('div');
  document.body.append(root);
  const takeOver = vi.fn(async (_drawn: Drawn, _tab: ActiveTab | undefined) => {});
  const askTab = vi.fn(() => options.tab ?? Promise.resolve({ id: 7, url: PAGE }));
  showFirstScreen(root, { kept, askTab, inPopup: options.inPopup ?? true }, takeOver);
  const titles = () => root.querySelectorAll('.wk-entry:not(.wk-entry--secondary)').length;
  const strip = () => root.querySelector('.wk-strip')?.textContent ?? null;
  return { root, takeOver, askTab, titles, strip };
}

/** Resolves after the next two animation frames: what follows the first frame's paint. */
const painted = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe("the popup's first screen", () => {
  it('draws the kept feed in the task that opens it, with the strip checking the page', () => {
    const popup = open(screen('alex', 5));
    expect(popup.titles()).toBe(5);
    expect(popup.strip()).toContain('Checking this page');
  });

  it('fills the strip from the kept status once the tab answers, and the feed stays where it is', async () => {
    const popup = open(screen('alex', 5));
    const first = popup.root.querySelector('.wk-entry');
    await vi.waitFor(() => expect(popup.strip()).toContain('Kept plan'));
    // Only the strip was drawn again: the feed's elements are the first frame's.
    expect(popup.root.querySelector('.wk-entry')).toBe(first);
  });

  it('asks for the tab only once the first frame from page storage is painted', async () => {
    const popup = open(screen('alex', 5));
    // Building the tab API costs milliseconds the first frame does not wait for.
    expect(popup.askTab).not.toHaveBeenCalled();
    await painted();
    await vi.waitFor(() => expect(popup.askTab).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(popup.strip()).toContain('Kept plan'));
  });

  it('hands over to a person who acts before the tab was asked, with the tab', async () => {
    const popup = open(screen('alex', 5));
    popup.root.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(popup.takeOver).toHaveBeenCalled());
    expect(popup.takeOver.mock.calls[0]?.[1]).toEqual({ id: 7, url: PAGE });
    expect(popup.askTab).toHaveBeenCalledTimes(1);
  });

  it('draws a first answer (nothing kept) as a first frame: five results, then the rest', async () => {
    answers.read = { ok: true, value: feedOf(12, 5) };
    let answer: (value: FirstScreen | null) => void = () => {};
    const popup = open(new Promise((resolve) => (answer = resolve)));
    // What each task left on screen (an observer's records come once per task).
    const seen: number[] = [];
    new MutationObserver(() => seen.push(popup.titles())).observe(popup.root, {
      childList: true,
      subtree: true,
    });
    answer(null);
    await vi.waitFor(() => expect(popup.titles()).toBe(12));
    expect(seen.filter((count) => count > 0)).toEqual([5, 12]);
  });

  it('asks the worker nothing but the feed until its first answer (nothing kept) is drawn', async () => {
    let feed: (answer: Answer) => void = () => {};
    answers.read = new Promise((resolve) => (feed = resolve));
    answers.pageStatus = { ok: true, value: status('Fresh plan') };
    // The screens of earlier tests are still open (nothing closes them) and may still be
    // asking what they defer: let them, then count from here.
    await new Promise((resolve) => setTimeout(resolve, 400));
    sent = [];
    // The 300 ms at most that the questions wait is not this test's (the next test is about
    // it): held here, only the feed's answer can send them.
    const timer = globalThis.setTimeout;
    const wait = vi
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation(((work: () => void, ms?: number) =>
        ms === 300 ? 0 : timer(work, ms)) as typeof setTimeout);
    onTestFinished(() => wait.mockRestore());
    const popup = open(Promise.resolve(null));
    // The skeleton is drawn: the screen has started, and asked what it asks at once.
    await vi.waitFor(() => expect(popup.root.children.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['read feed']);
    // Once the feed is drawn and that frame painted: the page's status and the connection.
    feed({ ok: true, value: feedOf(6, 5) });
    await vi.waitFor(() => expect(popup.titles()).toBeGreaterThan(0));
    await vi.waitFor(() => expect(popup.strip()).toContain('Fresh plan'));
    expect(sent).toContain('getConnection');
  });

  it('asks the worker the rest when the first feed is slow, without waiting for it', async () => {
    answers.read = new Promise(() => {}); // A service that does not answer.
    answers.pageStatus = { ok: true, value: status('Fresh plan') };
    const popup = open(Promise.resolve(null));
    await vi.waitFor(() => expect(popup.strip()).toContain('Fresh plan'), { timeout: 2000 });
    expect(sent).toEqual(expect.arrayContaining(['read feed', 'pageStatus', 'getConnection']));
    expect(popup.titles()).toBe(0);
  });

  it('draws no strip in a tab of its own', () => {
    const popup = open(screen('alex', 5), { inPopup: false });
    expect(popup.strip()).toBeNull();
    expect(popup.titles()).toBe(5);
  });

  it('waits for storage.local and the tab when nothing is kept in page storage', async () => {
    let answer: (value: FirstScreen | null) => void = () => {};
    const popup = open(new Promise((resolve) => (answer = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(popup.root.children).toHaveLength(0);
    answer(screen('alex', 8));
    await vi.waitFor(() => expect(popup.titles()).toBeGreaterThan(0));
    // The tab had answered: the first frame has its kept status.
    expect(popup.strip()).toContain('Kept plan');
  });

  it('draws the rest of the results from storage.local after a first frame from page storage', async () => {
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex', 12) });
    const popup = open(screen('alex', 5));
    expect(popup.titles()).toBe(5);
    await vi.waitFor(() => expect(popup.titles()).toBe(12));
    expect(popup.takeOver).not.toHaveBeenCalled();
  });

  it('puts away a first screen kept for another connection, and the app takes over', async () => {
    await connectionSettings.set({ scope: 'sam' });
    const popup = open(screen('alex', 5));
    await vi.waitFor(() => expect(popup.takeOver).toHaveBeenCalled());
    expect(popup.titles()).toBe(0);
    expect(popup.takeOver.mock.calls[0]?.[0]).toEqual({ page: undefined });
  });

  it("leaves the elements alone when the service's feed is the one on screen", async () => {
    const kept = screen('alex', 5);
    answers.read = { ok: true, value: kept.feed };
    const popup = open(kept);
    const first = popup.root.querySelector('.wk-entry');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popup.root.querySelector('.wk-entry')).toBe(first);
  });

  it('draws a fresh feed the service answers', async () => {
    answers.read = { ok: true, value: feedOf(2, 99) };
    const popup = open(screen('alex', 5));
    await vi.waitFor(() => expect(popup.titles()).toBe(2));
  });

  it('hands the screen to the app, with the tab, when the service fails', async () => {
    answers.read = { ok: false, error: { kind: 'network', message: 'Offline' } };
    const popup = open(screen('alex', 5));
    await vi.waitFor(() => expect(popup.takeOver).toHaveBeenCalled());
    const [drawn, tab] = popup.takeOver.mock.calls[0] ?? [];
    expect(drawn?.feed?.value.results).toHaveLength(5);
    expect(drawn?.page?.target.title).toBe('Kept plan');
    expect(tab).toEqual({ id: 7, url: PAGE });
  });
});
