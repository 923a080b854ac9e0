// The two servers a run compares: the production server (dist/server/main.js, exactly as `npm start`
// runs it, on the seeded database) and the bare Fastify app, each in its own child process.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server';
import { startChild, type RunningChild } from './child-process';

/** Limits raised for the run: one member replies tens of thousands of times, from one address. */
const RAISED_LIMITS = {
  COMMUNITY_MAX_REPLIES_PER_HOUR: '100000000',
  COMMUNITY_MAX_POSTS_PER_HOUR: '100000000',
  AUTH_MAX_ATTEMPTS_PER_IP: '100000',
  AUTH_MAX_ATTEMPTS_PER_EMAIL: '100000',
  // The bench's new words each request all come from one address.
  SEARCH_MAX_PER_MINUTE: '100000000',
};

export const BENCH_ADMIN = { email: 'bench-admin@griot.example', password: 'bench-admin-password' };
const BENCH_MEMBER = {
  email: 'bench-member@griot.example',
  password: 'bench-member-password',
  displayName: 'Bench Member',
};

/** BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
function profilingArgs(): string[] {
  const folder = process.env.BENCH_CPU_PROF?.trim();
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/** `logFile`: where its log lines go, a file as an operator's service manager would write them. */
export async function startProductionServer(
  rootDir: string,
  databaseEnv: Record<string, string>,
  logFile: string,
): Promise<RunningChild> {
  await buildServer();
  return startChild({
    name: 'server',
    cwd: rootDir,
    args: [...profilingArgs(), '--enable-source-maps', SERVER_ENTRY],
    env: {
      ...databaseEnv,
      NODE_ENV: 'production',
      // LOG_LEVEL is left at its default (info, a line per request): measured as operators run it.
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...RAISED_LIMITS,
    },
    portPattern: /running at http:\/\/localhost:(\d+)\//,
    logFile,
  });
}

/** The folder of the bodies the bare app answers: bare.json (the product page) and <key>.json, an endpoint's own. */
export const bareBodiesDir = (scratchDir: string) => path.join(scratchDir, 'bare-bodies');

export function startBareApp(rootDir: string, body: string, scratchDir: string): Promise<RunningChild> {
  mkdirSync(bareBodiesDir(scratchDir), { recursive: true });
  writeFileSync(path.join(bareBodiesDir(scratchDir), 'bare.json'), body);
  return startChild({
    name: 'bare',
    cwd: rootDir,
    args: ['--import', 'tsx', 'bench/bare-app.ts'],
    env: {
      TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      NODE_ENV: 'production',
      BENCH_BARE_BODY_DIR: bareBodiesDir(scratchDir),
    },
    portPattern: /listening on port (\d+)/,
  });
}

/** Joins as a member through the API, as the browser does, and returns the session cookie. */
export async function joinMember(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_MEMBER),
  });
  if (response.status !== 201)
    throw new Error(`Joining as the bench member answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('Joining set no session cookie');
  return cookie;
}

/** A visitor's cart cookie holding one of each variant, for the cart read's benchmark. */
export async function visitorCart(serverUrl: string, variantIds: string[]): Promise<string> {
  let cookie = '';
  for (const variantId of variantIds) {
    const response = await fetch(`${serverUrl}/api/cart/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ variantId }),
    });
    if (response.status !== 200)
      throw new Error(`Adding to the bench cart answered ${response.status}: ${await response.text()}`);
    cookie ||= response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
  }
  return cookie;
}
