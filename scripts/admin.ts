// Operator commands: `npm run admin -- promote <email>` makes an existing account an admin.
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/open-configured-database';
import { migrateDatabase } from '../server/db/migrate';
import { promoteToAdmin } from '../server/auth/bootstrap-admin';

const USAGE = 'Usage: npm run admin -- promote <email>';

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    if (!(await promoteToAdmin(database.db, email))) {
      console.error(`No account has the e-mail ${email}. The person must join first.`);
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
