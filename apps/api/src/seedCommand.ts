import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { describeDatabase, openDatabase } from './db/openDatabase.ts';
import { seed } from './seed/seed.ts';

// `pnpm --filter @earshot/api seed`: migrate and add the demo data that is missing.
const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seed(db);
  console.log(`Seeded demo data into ${describeDatabase(config)}`);
} finally {
  await db.close();
}
