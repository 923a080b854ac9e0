import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, the embedded database, demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      demoContent: true,
      trustProxy: false,
      logLevel: 'info',
    });
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

  it('takes the first admin only as a pair of valid values', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long enough' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'long enough',
    });
    expect(loadConfig({}).admin).toBeNull();
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long enough' })).toThrow(
      'ADMIN_EMAIL must be an e-mail address',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD must be at least 8 characters',
    );
  });

  it('reads the session and attempt-limit settings', () => {
    const config = loadConfig({
      SESSION_SECURE_COOKIE: 'true',
      AUTH_MAX_ATTEMPTS_PER_IP: '5',
      AUTH_MAX_ATTEMPTS_PER_EMAIL: '2',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.authLimits).toEqual({ attemptsPerIp: 5, attemptsPerEmail: 2 });
    expect(() => loadConfig({ AUTH_MAX_ATTEMPTS_PER_IP: '0' })).toThrow(
      'AUTH_MAX_ATTEMPTS_PER_IP must be a whole number of at least 1',
    );
  });
});
