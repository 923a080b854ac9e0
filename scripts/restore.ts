// Operator command: `npm run restore -- <archive>` puts a backup back into an empty DATA_DIR, or an empty
// PostgreSQL database when DATABASE_URL is set (README, "Backups").
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/operations/backup/restore-backup';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz>   (into an empty DATA_DIR, or DATABASE_URL’s empty database)';

async function run(args: string[]): Promise<number> {
  const [archive] = args;
  if (args.length !== 1 || !archive || archive.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { manifest, unknownMigrations } = await restoreBackup({ config, archive, say: (line) => console.log(line) });
  const where = config.databaseUrl ? 'the database DATABASE_URL names' : `${config.dataDir}`;
  console.log(
    `\nRestored the site as of ${manifest.createdAt} into ${where}, with ${manifest.files.length - 1} image files in ${config.dataDir}/uploads.`,
  );
  if (manifest.imageStore !== 'local') {
    console.log(
      `The site kept its images in ${manifest.imageStore === 's3' ? 'an S3 bucket' : 'Cloudinary'}: they were not in the archive and are still there.`,
    );
  }
  if (unknownMigrations.length > 0) {
    console.log(
      `A newer version of Griot made this archive (migrations ${unknownMigrations.join(', ')} are not in this one): run that version or a newer one on it.`,
    );
  }
  console.log('Start the server with the same settings: it applies any newer migrations at start.');
  return 0;
}

await runOperatorCommand(() => run(process.argv.slice(2)));
