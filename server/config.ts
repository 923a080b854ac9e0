// Configuration comes only from environment variables, checked once at start with a clear
// message per bad value (see .env.example).
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… when set; the embedded database under dataDir otherwise. */
  databaseUrl: string | null;
  /** Whether an empty database receives the demo catalogue and community. */
  demoContent: boolean;
  logLevel: string;
  /** Whether X-Forwarded-For is trusted for the client's address (set when behind a proxy). */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)');
  }

  const demoContent = readBoolean(env, 'DEMO_CONTENT', true, problems);
  const trustProxy = readBoolean(env, 'TRUST_PROXY', false, problems);

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    demoContent,
    logLevel,
    trustProxy,
  };
}
