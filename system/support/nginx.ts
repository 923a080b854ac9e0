// nginx in front of a server process, running the operators' configuration (docs/operations/) as written:
// only its upstream's port, its own port and its cache's folder are changed, and a file that names nginx's
// own paths includes it, as an operator's nginx.conf includes conf.d/. nginx runs in the foreground as a
// child of the test, in a folder of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptsConnections, freePort } from '@server/test/processes/ports';

/** Debian's nginx-light (`.ci/run` installs it when missing). */
const NGINX = '/usr/sbin/nginx';
const START_TIMEOUT_MS = 10_000;
/** nginx's temporary folders, by directive, so that none is looked for under nginx's installed paths. */
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

export interface Nginx {
  url: string;
  /** Everything nginx wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The operators' file with one value changed: each must be there exactly once, or the test says so. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`The nginx configuration should name "${from}" exactly once`);
  return parts.join(to);
}

export async function startNginx(configFile: string, upstreamPort: number): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not at ${NGINX} (Debian: apt-get install nginx-light)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'griot-nginx-'));
  const port = await freePort();
  let site = readFileSync(configFile, 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`);
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, '/var/cache/nginx/griot', path.join(dir, 'cache'));
  writeFileSync(path.join(dir, 'griot.conf'), site);
  for (const folder of ['cache', ...TEMP_PATHS]) mkdirSync(path.join(dir, folder));
  const main = [
    // Started as root, nginx runs its workers as nobody, who may not write to this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...TEMP_PATHS.map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`),
    `  include ${path.join(dir, 'griot.conf')};`,
    '}',
  ];
  writeFileSync(path.join(dir, 'nginx.conf'), `${main.join('\n')}\n`);

  const child = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let running = true;
  const ended = new Promise<void>((resolve) => {
    const end = () => {
      running = false;
      resolve();
    };
    child.once('exit', end);
    child.once('error', (error) => {
      log += `${error.message}\n`;
      end();
    });
  });
  const stop = async () => {
    // SIGTERM: nginx's fast shutdown, its workers with it.
    if (running) child.kill('SIGTERM');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (running && Date.now() < deadline) {
    if (await acceptsConnections(port)) return { url: `http://127.0.0.1:${port}`, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start listening on ${port}:\n${log}`);
}
