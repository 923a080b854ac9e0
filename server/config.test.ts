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

  it('counts the limits in Redis when REDIS_URL is a redis:// or rediss:// address, without repeating a bad one', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'griot:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://u:secret@cache.example:6380/2', REDIS_KEY_PREFIX: 'site-a:' }).redis,
    ).toEqual({ url: 'rediss://u:secret@cache.example:6380/2', keyPrefix: 'site-a:' });
    for (const url of ['http://cache.example:6379', 'cache.example:6379', 'redis://', 'redis://h:6379/db?x=secret']) {
      expect(() => loadConfig({ REDIS_URL: url }), url).toThrow(
        /^Invalid configuration:\n {2}- REDIS_URL must look like redis:\/\/host:6379 or rediss:\/\/user:password@host:6380\/0$/,
      );
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://h', REDIS_KEY_PREFIX: 'two words' })).toThrow(
      'REDIS_KEY_PREFIX must be 1 to 64 printable characters without spaces',
    );
  });

  it('flushes every commit of the embedded database to disk unless DATABASE_SYNC=off', () => {
    expect(loadConfig({}).databaseSync).toBe('commit');
    expect(loadConfig({ DATABASE_SYNC: ' OFF ' }).databaseSync).toBe('off');
    expect(loadConfig({ DATABASE_SYNC: 'commit' }).databaseSync).toBe('commit');
    expect(() => loadConfig({ DATABASE_SYNC: 'relaxed' })).toThrow(
      'DATABASE_SYNC must be commit (flush every commit to disk) or off (leave writes to the operating system) (got "relaxed")',
    );
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

  it('reads the image work settings: workers, waiting places and the time each image may take', () => {
    expect(loadConfig({}).media).toEqual({ avatarsPerHour: 10, imageWorkers: 1, imageQueue: 10, imageTaskSeconds: 10 });
    expect(loadConfig({ MEDIA_IMAGE_TASK_SECONDS: '3' }).media.imageTaskSeconds).toBe(3);
    expect(() => loadConfig({ MEDIA_IMAGE_TASK_SECONDS: '0' })).toThrow(
      'MEDIA_IMAGE_TASK_SECONDS must be a whole number of at least 1',
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

  it('lets the story import fetch feeds from private addresses only under NODE_ENV=test', () => {
    const allow = { STORY_FEEDS_ALLOW_ADDRESSES: '127.0.0.1, 10.0.0.5' };
    expect(loadConfig({ ...allow, NODE_ENV: 'test' }).imports.feedsAllowedPrivateAddresses).toEqual([
      '127.0.0.1',
      '10.0.0.5',
    ]);
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ ...allow, NODE_ENV }), NODE_ENV).toThrow(
        'STORY_FEEDS_ALLOW_ADDRESSES opens the story import to private addresses and is for tests only (NODE_ENV=test)',
      );
    }
    expect(loadConfig({ NODE_ENV: 'production' }).imports.feedsAllowedPrivateAddresses).toEqual([]);
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

  it('takes an S3 bucket only with its keys, and not beside Cloudinary', () => {
    const keys = { S3_BUCKET: 'griot-images', S3_ACCESS_KEY_ID: 'AKIA123', S3_SECRET_ACCESS_KEY: 'secret/+x' };
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(keys).s3).toEqual({
      endpoint: null,
      region: 'us-east-1',
      bucket: 'griot-images',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'secret/+x',
    });
    expect(loadConfig({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'auto' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
    });

    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ S3_BUCKET: 'griot-images', S3_ENDPOINT: 'https://r2.example' })).toEqual([
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    ]);
    expect(
      problemsOf({ ...keys, S3_BUCKET: 's3://griot', S3_ENDPOINT: 'r2.example/bucket', S3_REGION: 'EU West' }),
    ).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots, hyphens or underscores (got "s3://griot")',
      'S3_ENDPOINT must be the store\'s http(s) address without a path, such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000 (got "r2.example/bucket")',
      'S3_REGION must be a region name such as us-east-1, eu-west-2 or auto (got "EU West")',
    ]);
    expect(problemsOf({ ...keys, S3_ENDPOINT: 'https://minio.example/griot' })[0]).toMatch(/^S3_ENDPOINT must be/);
    expect(problemsOf({ ...keys, CLOUDINARY_CLOUD_NAME: 'demo', CLOUDINARY_UPLOAD_PRESET: 'griot' })).toEqual([
      'Choose one image store: Cloudinary (CLOUDINARY_CLOUD_NAME, CLOUDINARY_UPLOAD_PRESET) or S3 (S3_BUCKET and its keys), not both',
    ]);
  });

  it('serves metrics only on a port of their own, on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('serves the API documentation unless API_DOCS=false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'off' })).toThrow('API_DOCS must be true or false');
  });
});
