// Operator command: `npm run images:convert` gives the pictures uploaded before responsive images their
// widths in AVIF, WebP and JPEG and their placeholder (README, "Scripts"; server/media/uploads/
// convert-stored-images.ts). Safe to run again: what is done is skipped.
//
// On PostgreSQL it runs beside the servers. The embedded database belongs to the one process that has it
// open, so there the command refuses to run while a server has it: stop the server, convert, start it again.
// A one-off needs no more: asking the running server through its operator socket (as npm run backup does)
// would need a conversion route and its image work inside the server, for a command run once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { migrateDatabase } from '../server/db/migrate';
import { openConfiguredDatabase } from '../server/open-configured-database';
import { convertStoredImages } from '../server/media/uploads/convert-stored-images';
import { createMediaStore } from '../server/media/store/create-media-store';
import { OperatorError } from '../server/operations/backup/operator-error';
import { operatorSocketPath, probeSocket } from '../server/operations/backup/operator-socket-protocol';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run images:convert   (with the server’s DATA_DIR or DATABASE_URL and image store settings)';

/** Refuses to open the embedded database while another process has it open. */
async function refuseWhileOpen(dataDir: string): Promise<void> {
  const socket = operatorSocketPath(dataDir);
  const state = await probeSocket(socket);
  if (state === 'live') {
    throw new OperatorError(
      `A server is running on the embedded database in ${dataDir} (it answers on ${socket}). Stop it, run npm run images:convert, then start it again.`,
    );
  }
  if (state === 'missing' && existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))) {
    throw new OperatorError(
      `The embedded database in ${path.join(dataDir, 'pglite')} is open in another process (a server starting, or npm run admin). Stop it first.`,
    );
  }
}

async function run(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) await refuseWhileOpen(config.dataDir);
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const timeoutMs = config.imports.timeoutMs;
    const report = await convertStoredImages({
      db: database.db,
      store: createMediaStore(config),
      fetchImage: async (url) => {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      },
      say: (line) => console.log(line),
    });
    console.log(
      `\n${report.converted.length} pictures converted, ${report.alreadyDone} already done, ${report.notUploads} not uploads (shown as they are), ${report.failed.length} not converted.`,
    );
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

await runOperatorCommand(() => run(process.argv.slice(2)));
