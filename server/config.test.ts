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

  it('refuses a Paystack key without PUBLIC_URL, and an SMTP_URL that is not one', () => {
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).toThrow(
      'PAYSTACK_SECRET_KEY needs PUBLIC_URL: Paystack sends buyers back to the site at that address',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:587' })).toThrow('SMTP_URL must look like smtp://');
    const config = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PUBLIC_URL: 'https://griot.example',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(config.paystack).toEqual({ secretKey: 'sk_test_x', baseUrl: 'https://api.paystack.co' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Griot <no-reply@griot.example>',
    });
    expect(loadConfig({}).paystack).toBeNull();
  });

  it('takes CONTACT_TO only as an e-mail address, and leaves it unset by default', () => {
    expect(loadConfig({}).contactTo).toBeNull();
    expect(loadConfig({ CONTACT_TO: ' desk@griot.example ' }).contactTo).toBe('desk@griot.example');
    expect(() => loadConfig({ CONTACT_TO: 'the desk' })).toThrow(
      'CONTACT_TO must be an e-mail address (got "the desk")',
    );
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

  it('reads TRUST_PROXY as a number of proxies or their addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.0/24,fd00::/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/24',
      'fd00::/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses TRUST_PROXY=true, which let clients choose their address, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY=${value} would let clients choose their own address: set it to the number of proxies in front of Griot (usually 1) or to their addresses or CIDR ranges (e.g. 10.0.0.0/8)`,
      );
    }
  });

  it('names a bad TRUST_PROXY in one message', () => {
    for (const value of ['maybe', '-1', '1.5', '10.0.0.0/33', '10.1', '10.0.0.0/8,', '10.0.0.0/8/1', 'fd00::/129']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems, value).toEqual([
        `TRUST_PROXY must be false, the number of proxies in front of Griot (e.g. 1) or a comma-separated list of their addresses or CIDR ranges (got "${value}")`,
      ]);
    }
  });

  it('serves the API documentation unless API_DOCS=false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'off' })).toThrow('API_DOCS must be true or false');
  });
});
