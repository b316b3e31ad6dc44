// The options of `npm start`, read by the bootstrap before anything is installed or built (so a
// typo fails at once, in words) and again by scripts/start.ts. Node's own modules only.
import { parseArgs } from 'node:util';

/** Every option, with what `--help` says about it. */
const OPTIONS = {
  admin: {
    type: 'boolean',
    help: 'connect as Sam Rivera, an administrator (sees "people to invite")',
  },
  reset: { type: 'boolean', help: 'throw away the data and start from the demo data again' },
  port: {
    type: 'string',
    value: '<port>',
    help: "the reference service's port (8787; 0: any free one)",
  },
  sso: {
    type: 'boolean',
    help: 'with the demo sign-in provider; sign in through the settings page',
  },
  'data-dir': {
    type: 'string',
    value: '<folder>',
    help: "the service's data and the screenshots (.data)",
  },
  'no-build': {
    type: 'boolean',
    help: 'open the extension built last time (.output/chrome-mv3-demo)',
  },
  help: { type: 'boolean', short: 'h', help: 'show this' },
};

/** What a stop in words needs: the sentence, and exit code 2 (wrong usage). */
export class StartUsageError extends Error {
  exitCode = 2;
}

/** The text `npm start -- --help` prints. */
export function startHelp() {
  const rows = Object.entries(OPTIONS).map(
    ([name, option]) =>
      `  --${name}${option.value ? ` ${option.value}` : ''}`.padEnd(26) + option.help,
  );
  return [
    'npm start [-- options]: the reference service and a Chromium with the extension, connected.',
    '',
    'Options (after `--`, so that npm passes them on):',
    ...rows,
    '',
    'Example: npm start -- --admin --port 8788',
  ].join('\n');
}

/**
 * npm keeps `--name` written before `--` (`npm start --admin`) as its own setting and passes it
 * on only as `npm_config_name` in the environment. Those of ours are taken from there, so
 * `npm start --admin` does what the person meant. `--no-build` reaches npm as `build` = false.
 */
function fromNpm(env) {
  const found = {};
  for (const [name, option] of Object.entries(OPTIONS)) {
    if (name === 'help' || name === 'no-build') continue;
    const value = env[`npm_config_${name.replaceAll('-', '_')}`];
    if (value === undefined || value === '') continue;
    found[name] = option.type === 'boolean' ? value !== 'false' : value;
  }
  if (env.npm_config_build === 'false' || env.npm_config_build === '') found['no-build'] = true;
  return found;
}

function refuse(error) {
  const unknown = /^Unknown option '([^']+)'/.exec(error.message);
  if (unknown) return `Unknown option ${unknown[1]}.`;
  const positional = /^Unexpected argument '([^']+)'/.exec(error.message);
  if (positional) return `Unexpected argument "${positional[1]}": every option starts with --.`;
  const value = /^Option '([^']+)' argument missing/.exec(error.message);
  if (value) return `Option ${value[1].split(' ')[0]} needs a value.`;
  return error.message;
}

/**
 * Reads `argv` (what follows `npm start --`) and npm's environment. Answers the values, the
 * arguments that say the same explicitly (for the next process), and a note per option taken
 * from npm; throws a StartUsageError with a sentence for anything it does not know.
 */
export function readStartOptions(argv, env = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    throw new StartUsageError(`${refuse(error)} npm start -- --help lists the options.`);
  }
  const npm = fromNpm(env);
  const notes = Object.keys(npm)
    .filter((name) => parsed.values[name] === undefined)
    .map(
      (name) =>
        `npm took --${name} as its own option; using it (next time: npm start -- --${name}).`,
    );
  const values = { port: '8787', 'data-dir': '.data', ...npm, ...parsed.values };
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new StartUsageError(`--port takes a number from 0 to 65535, not "${values.port}".`);
  }
  const args = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === true) args.push(`--${name}`);
    else if (typeof value === 'string') args.push(`--${name}`, value);
  }
  return { values, args, notes };
}
