import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const created = { kind: 'created', email: 'chief@griot.test' } as const;

describe('the start banner', () => {
  it('names the address PUBLIC_URL gives, for the site, the API documentation and the admin panel', () => {
    const banner = startBanner({
      config: { apiDocs: true, publicUrl: 'http://127.0.0.1:4710', publicUrlIsDefault: false },
      port: 4710,
      where: 'PostgreSQL',
      admin: created,
    });
    expect(banner).toContain('Griot is running at http://127.0.0.1:4710/ (PostgreSQL)');
    expect(banner).toContain('API documentation: http://127.0.0.1:4710/api/docs');
    expect(banner).toContain('Sign in at http://127.0.0.1:4710/admin/login');
    expect(banner).not.toContain('localhost');
  });

  it('keeps a path PUBLIC_URL has, behind a proxy', () => {
    const banner = startBanner({
      config: { apiDocs: false, publicUrl: 'https://griot.example/site', publicUrlIsDefault: false },
      port: 3000,
      where: 'PostgreSQL',
      admin: { kind: 'unchanged' },
    });
    expect(banner).toContain('Griot is running at https://griot.example/site/ (PostgreSQL)');
    expect(banner).toContain('Admin panel: https://griot.example/site/admin/login');
    expect(banner).not.toContain('API documentation');
  });

  it('names localhost and the port it listens on without PUBLIC_URL, and shows a generated password once', () => {
    const banner = startBanner({
      // PORT=0: the default PUBLIC_URL names port 0, the banner the port the system chose.
      config: { apiDocs: true, publicUrl: 'http://localhost:0', publicUrlIsDefault: true },
      port: 41234,
      where: 'embedded database in ./data',
      admin: { kind: 'created', email: 'admin@griot.local', password: 'shown-once' },
    });
    expect(banner).toContain('Griot is running at http://localhost:41234/ (embedded database in ./data)');
    expect(banner).toContain('password: shown-once');
    expect(banner).toContain('Sign in at http://localhost:41234/admin/login');
  });
});
