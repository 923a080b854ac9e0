// Operator command: `npm run backup [-- <file or folder>]` writes one .tar.gz of the database and the
// uploaded images (README, "Backups"). On the embedded database it goes through the running server.
import { rmSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { createBackup } from '../server/operations/backup/create-backup';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run backup [-- <archive file or folder>]   (default: griot-backup-<UTC time>.tar.gz here)';

const IMAGE_STORES = { cloudinary: 'Cloudinary', s3: 'the S3 bucket' } as const;

async function run(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // Ctrl-C or a stop leaves no partial archive or dump behind.
  let temporary: string[] = [];
  const stop = (signal: NodeJS.Signals) => {
    for (const file of temporary) rmSync(file, { recursive: true, force: true });
    console.error(`${signal}: the backup was stopped. No archive was written.`);
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const result = await createBackup({
    config,
    output: args[0],
    say: (line) => console.log(line),
    onTemporaryFiles: (files) => (temporary = files),
  });
  const { manifest } = result;
  const images = manifest.files.length - 1;
  console.log(`\nBackup written: ${result.archive}`);
  console.log(
    `It holds the ${manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database as of ${manifest.createdAt} (${manifest.database.migrations.length} migrations applied) and ${images} image files from DATA_DIR/uploads.`,
  );
  console.log(
    manifest.imageStore === 'local'
      ? 'Images kept in Cloudinary or an S3 bucket are never in the archive (that service keeps them); this site keeps its images in DATA_DIR/uploads.'
      : `This site keeps its images in ${IMAGE_STORES[manifest.imageStore]}: they are not in the archive, and that service keeps them.`,
  );
  for (const file of result.vanished) console.log(`Left out (deleted while the backup ran): ${file}`);
  for (const file of result.leftOut) console.log(`Left out (not a file the image store writes): ${file}`);
  return 0;
}

await runOperatorCommand(() => run(process.argv.slice(2)));
