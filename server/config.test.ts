import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, the embedded database, demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, demoContent: true, trustProxy: false, logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('takes PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_CONTENT: 'maybe', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('PORT must be a whole number');
    expect(problems[1]).toContain('DATABASE_URL must start with postgres://');
    expect(problems[2]).toContain('DEMO_CONTENT must be true or false');
    expect(problems[3]).toContain('LOG_LEVEL must be one of');
  });
});
