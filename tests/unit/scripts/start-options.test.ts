import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { readStartOptions, StartUsageError, startHelp } from '../../../scripts/start-options.mjs';

const refused = (argv: string[]) => {
  try {
    readStartOptions(argv, {});
  } catch (error) {
    expect(error).toBeInstanceOf(StartUsageError);
    return { message: (error as Error).message, exitCode: (error as StartUsageError).exitCode };
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe("npm start's options", () => {
  test('--help lists every option', () => {
    expect(readStartOptions(['--help']).values.help).toBe(true);
    for (const option of [
      '--admin',
      '--reset',
      '--port <port>',
      '--sso',
      '--data-dir',
      '--no-build',
    ]) {
      expect(startHelp()).toContain(option);
    }
  });

  test('an unknown option, a stray word or a missing value is refused in words, exit code 2', () => {
    expect(refused(['--amdin'])).toEqual({
      message: 'Unknown option --amdin. npm start -- --help lists the options.',
      exitCode: 2,
    });
    expect(refused(['admin']).message).toMatch(/^Unexpected argument "admin": every option starts/);
    expect(refused(['--port']).message).toMatch(/^Option --port needs a value\./);
    expect(refused(['--port', '80x']).message).toBe(
      '--port takes a number from 0 to 65535, not "80x".',
    );
  });

  test('an option npm kept for itself (npm start --admin) is honoured, and said so', () => {
    const { values, args, notes } = readStartOptions(['--port', '8788'], {
      npm_config_admin: 'true',
      npm_config_data_dir: '/srv/wk',
    });
    expect(values).toMatchObject({ admin: true, port: '8788', 'data-dir': '/srv/wk' });
    expect(args).toEqual(['--port', '8788', '--data-dir', '/srv/wk', '--admin']);
    expect(notes).toEqual([
      'npm took --admin as its own option; using it (next time: npm start -- --admin).',
      'npm took --data-dir as its own option; using it (next time: npm start -- --data-dir).',
    ]);
    // `npm start --no-build` reaches the environment as build = false.
    expect(readStartOptions([], { npm_config_build: '' }).values['no-build']).toBe(true);
    // Written after `--` it is the person's own, and no note is needed.
    expect(readStartOptions(['--admin'], { npm_config_admin: 'true' }).notes).toEqual([]);
  });

  test('through the real npm start, an unknown option stops at once with exit code 2', () => {
    const result = spawnSync('npm', ['start', '--silent', '--', '--amdin'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      '✖ Unknown option --amdin. npm start -- --help lists the options.',
    );
  });
});
