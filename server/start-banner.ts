// What `npm start` prints once the server listens: where the site is, the API documentation and the way
// into the admin panel (with the generated admin's password, shown only this once).
import type { AdminBootstrap } from '@server/auth/bootstrap-admin';
import type { Config } from './config';

export interface StartBannerInput {
  config: Pick<Config, 'apiDocs' | 'publicUrl' | 'publicUrlIsDefault'>;
  /** The port the server listens on (PORT=0 picks a free one). */
  port: number;
  /** Which database: 'embedded database in DATA_DIR' or 'PostgreSQL'. */
  where: string;
  admin: AdminBootstrap;
}

export function startBanner({ config, port, where, admin }: StartBannerInput): string {
  // PUBLIC_URL is where people reach the site (a proxy's address, another host name); without it, this machine.
  const site = config.publicUrlIsDefault ? `http://localhost:${port}` : config.publicUrl;
  return `\nGriot is running at ${site}/ (${where})\n${config.apiDocs ? `API documentation: ${site}/api/docs\n` : ''}${adminNotice(admin, site)}\n`;
}

function adminNotice(admin: AdminBootstrap, site: string): string {
  const panel = `${site}/admin/login`;
  if (admin.kind === 'created' && admin.password) {
    return [
      '',
      'An admin account was created for this new installation. Its password is shown only this once:',
      `  e-mail:   ${admin.email}`,
      `  password: ${admin.password}`,
      `Sign in at ${panel} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own).`,
      '',
    ].join('\n');
  }
  if (admin.kind === 'created') return `Admin account ${admin.email} created from ADMIN_EMAIL. Sign in at ${panel}\n`;
  if (admin.kind === 'promoted')
    return `Account ${admin.email} promoted to admin from ADMIN_EMAIL. Sign in at ${panel}\n`;
  return `Admin panel: ${panel}\n`;
}
