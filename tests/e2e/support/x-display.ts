import { type ChildProcess, execFile, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A private X display (Xvfb) for a browser with windows, and real key presses into it. */
export interface XDisplay {
  /** The `DISPLAY` value, such as `:12`. */
  readonly name: string;
  /**
   * Focuses the browser's window and presses `keys` (xdotool's spelling: `alt+shift+u`) as a
   * keyboard would. Only real X key events reach a browser's own accelerators, extension
   * shortcuts among them: key events sent into a page (Playwright's CDP `Input.dispatchKeyEvent`,
   * puppeteer's WebDriver BiDi `input.performActions`) go to the page only, and the shortcut
   * never fires (tried in Chromium 156 and Firefox ESR 140).
   */
  press(keys: string): Promise<void>;
  /**
   * Presses `keys`, then `afterMs` later types `text` one key every `everyMs`, and then Return,
   * as a person who begins typing right after a shortcut (issue 53: 150 ms, eight keys a
   * second). One xdotool run, so the timing is the X server's, not this process's. `text` is
   * letters only (each is its own X key name); Return is a key of its own, as a line break
   * typed by xdotool reaches Firefox as "Unidentified".
   */
  pressThenType(keys: string, text: string, afterMs: number, everyMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The windows the browsers open (X class names): Chromium's and Firefox ESR's. */
const BROWSER_WINDOW = '^(chromium|chromium-browser|google-chrome|firefox|firefox-esr)$';

/**
 * Gives the browser's window the X focus and presses `keys` there, then runs `then` (more
 * xdotool commands) in the same run. No window manager: xdotool gives the window the X focus
 * itself (windowfocus, not windowactivate, which asks a window manager).
 */
async function pressInBrowser(env: NodeJS.ProcessEnv, keys: string, then: string[] = []) {
  await run(
    'xdotool',
    [
      ...['search', '--sync', '--onlyvisible', '--class', BROWSER_WINDOW],
      ...['windowfocus', '--sync', 'key', '--clearmodifiers', keys],
      ...then,
    ],
    { env, timeout: 15_000 },
  );
}

/**
 * Starts Xvfb on a display number it picks itself (`-displayfd`), so parallel runs never
 * collide. Fails in words when Xvfb or xdotool is missing (the browser tests never skip).
 */
export async function startXDisplay(): Promise<XDisplay> {
  for (const tool of ['Xvfb', 'xdotool']) {
    await run('sh', ['-c', `command -v ${tool}`]).catch(() => {
      throw new Error(
        `The shortcut test presses real keys on a virtual display and needs ${tool}: ` +
          'apt-get install -y xvfb xdotool',
      );
    });
  }
  const server: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let output = '';
    let errors = '';
    server.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    (server.stdio[3] as Readable).on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.trim());
    });
    server.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors}`)));
  });
  const name = `:${number}`;
  const env = { ...process.env, DISPLAY: name };
  return {
    name,
    press: (keys) => pressInBrowser(env, keys),
    pressThenType: (keys, text, afterMs, everyMs) =>
      pressInBrowser(env, keys, [
        'sleep',
        String(afterMs / 1000),
        // `key`, not `type`: `type` takes every argument after it as text. Letters are their
        // own key names.
        'key',
        '--delay',
        String(everyMs),
        ...text,
        'Return',
      ]),
    async close() {
      if (server.exitCode !== null) return;
      const gone = new Promise((resolve) => server.once('exit', resolve));
      // SIGTERM: Xvfb removes its lock file and socket (/tmp/.X<n>-lock, /tmp/.X11-unix/X<n>).
      server.kill('SIGTERM');
      await gone;
    },
  };
}
