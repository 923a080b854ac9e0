// pg_dump and pg_restore, PostgreSQL's own client tools: found on PATH, run without a prompt, and given
// the password through the environment rather than the command line, where other users could read it.
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from './operator-error';

export type ClientTool = 'pg_dump' | 'pg_restore';

/** The tool's path on `searchPath` (PATH's format), or null. */
export function findClientTool(tool: ClientTool, searchPath = process.env.PATH ?? ''): string | null {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, tool);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** The tool's path; without it, the operator is told how to install it and that `outcome` holds. */
export function requireClientTool(tool: ClientTool, outcome: string, searchPath?: string): string {
  const found = findClientTool(tool, searchPath);
  if (found) return found;
  throw new OperatorError(
    [
      `${tool} was not found on this machine (it is looked for on PATH). It comes with PostgreSQL's client tools, which must be as new as the PostgreSQL server or newer:`,
      '  Debian, Ubuntu:    sudo apt-get install postgresql-client',
      '  Fedora, RHEL:      sudo dnf install postgresql',
      '  Alpine:            apk add postgresql-client',
      '  macOS (Homebrew):  brew install libpq && brew link --force libpq',
      `Install it, or add its folder to PATH, and run the command again. ${outcome}`,
    ].join('\n'),
  );
}

/** The connection for a libpq tool: the URL without its password, which travels in PGPASSWORD instead. */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs the tool to its end; a failure carries what the tool wrote to stderr. */
export function runClientTool(file: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const tool = path.basename(file);
        reject(new OperatorError(`${tool} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
      }
    });
  });
}
