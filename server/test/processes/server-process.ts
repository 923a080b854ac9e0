// The production server (dist/server/main.js, built from server/main.ts, serving the built client) as a
// child process on a free port, for the browser and system tests: its address, pid, output, how it ended,
// and signals to crash or stop it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRY } from '../../../scripts/build-server';
import { freePort } from './ports';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface Ending {
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles when the process has ended. */
  ended: Promise<Ending>;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it is still running after 15 s; settles when it has ended. */
  stop(): Promise<Ending>;
}

const running = new Set<ServerProcess>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds and starts the server with `env` on a free port (or `port`, when its PUBLIC_URL must be known
 * before it starts), and waits until /api/health answers.
 * DATABASE_URL and REDIS_URL are cleared unless `env` gives them, so a developer's own settings never turn a
 * PGlite server into a PostgreSQL one nor move its limits to Redis.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { port: chosenPort }: { port?: number } = {},
): Promise<ServerProcess> {
  const port = chosenPort ?? (await freePort());
  await buildServer();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: rootDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const ended = new Promise<Ending>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const hasEnded = () => child.exitCode !== null || child.signalCode !== null;

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => log,
    ended,
    kill: (signal) => {
      if (!hasEnded()) child.kill(signal);
    },
    stop: async () => {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        return await ended;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  running.add(server);
  void ended.then(() => running.delete(server));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasEnded()) throw new Error(`The server exited during start:\n${log}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  await server.stop();
  throw new Error(`The server did not become healthy in time:\n${log}`);
}

/** Ends every server this process started that is still running (for afterAll, after a failed test). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
