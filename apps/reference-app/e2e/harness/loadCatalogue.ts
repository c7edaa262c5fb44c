// Loads the inventory catalogue into the embedded database of a sandbox API that has not started
// yet: `node --conditions=source --import tsx loadCatalogue.ts <dataDir> <size>`, from apps/api.
// The API seeds the demo accounts by itself; the catalogue comes from the seed command, which
// `pnpm start` runs and the end-to-end sandbox does not.
import { migrate } from '../../../api/src/db/migrate.ts';
import { openDatabase } from '../../../api/src/db/openDatabase.ts';
import { seedCatalogue } from '../../../api/src/services/catalogue/seedCatalogue.ts';

const [dataDir, size] = process.argv.slice(2);
if (!dataDir || !size) throw new Error('Usage: loadCatalogue.ts <dataDir> <size>');
const db = await openDatabase({ databaseUrl: undefined, dataDir });
try {
  await migrate(db);
  await seedCatalogue(db, { size: Number(size) });
} finally {
  await db.close();
}
