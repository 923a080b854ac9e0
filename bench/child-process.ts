// Runs a server as a child process, waits for the line that gives its port, and reads its peak memory
// from the kernel (VmHWM: the high-water mark of its resident set, sampled by nobody, missed by nothing).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface RunningChild {
  pid: number;
  port: number;
  /** Peak resident memory so far, in bytes (Linux only; null elsewhere). */
  peakRssBytes(): number | null;
  stop(): Promise<void>;
}

export interface ChildSpec {
  name: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** The first capture group of the first stdout match is the port. */
  portPattern: RegExp;
  /** Where the child's stdout goes (appended); without it, a pipe to this process. */
  logFile?: string;
  timeoutMs?: number;
}

function statusField(pid: number, field: string): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function startChild({
  name,
  args,
  env,
  cwd,
  portPattern,
  logFile,
  timeoutMs = 180_000,
}: ChildSpec): Promise<RunningChild> {
  // With a log file the child writes its stdout there, as under systemd's `StandardOutput=append:`, and
  // this process (which also drives the load) never reads it; the port line is looked for in the file.
  const logFd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== null) closeSync(logFd);
  let stdout = '';
  let stderr = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      if (ready) return;
      clearTimeout(timer);
      clearInterval(filePoll);
      void stopChild(child);
      reject(
        new Error(`${name} ${reason}\n--- stdout ---\n${stdout.slice(-4000)}\n--- stderr ---\n${stderr.slice(-4000)}`),
      );
    };
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs / 1000} s`), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // Warnings go to the terminal as they come; the bench's own lines stay readable.
      if (stderr.length < 20_000) process.stderr.write(`[${name}] ${chunk.toString()}`);
    });
    const lookForPort = () => {
      const match = portPattern.exec(stdout);
      if (ready || !match || child.pid === undefined) return;
      ready = true;
      clearTimeout(timer);
      clearInterval(filePoll);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      const pid = child.pid;
      resolve({
        pid,
        port: Number(match[1]),
        peakRssBytes: () => statusField(pid, 'VmHWM'),
        stop: () => stopChild(child),
      });
    };
    const filePoll = logFile
      ? setInterval(() => {
          stdout = readFileSync(logFile, 'utf8').slice(0, 100_000);
          lookForPort();
        }, 50)
      : undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stdout.length < 100_000) stdout += chunk.toString();
      lookForPort();
    });
    child.once('exit', (code, signal) => fail(`exited before it was ready (code ${code}, signal ${signal})`));
    child.once('error', (error) => fail(`could not be started: ${error.message}`));
  });
}
