import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { describeDatabase, openDatabase } from './db/openDatabase.ts';
import { measureStoredAssets } from './resources/assets/measureStoredAssets.ts';
import { synthesizeMissingSpeech } from './resources/audio/seedSpeech.ts';
import { DEMO_ADVERTISERS } from './seed/demoAccounts.ts';
import { seedDemoMedia } from './seed/demoMedia.ts';
import { seed } from './seed/seed.ts';
import { seedCatalogue } from './services/catalogue/seedCatalogue.ts';

// `pnpm --filter @earshot/api seed`: migrate, add the demo data that is missing, load the
// inventory catalogue of EARSHOT_CATALOGUE_SIZE items unless it is loaded already, make the demo
// audio and measure every asset file not measured yet.
const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seed(db);
  const started = performance.now();
  if (await seedCatalogue(db, { size: config.catalogueSize })) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Loaded the inventory catalogue: ${config.catalogueSize} items in ${seconds} s`);
  }
  const spoken = await synthesizeMissingSpeech(db, config.publicBaseUrl, new Date());
  if (spoken > 0) console.log(`Read ${spoken} demo scripts aloud`);
  const onboarded = DEMO_ADVERTISERS.filter((advertiser) => advertiser.onboarded).map(({ uuid }) => uuid);
  const media = await seedDemoMedia(db, onboarded, config.publicBaseUrl, new Date());
  if (media > 0) console.log(`Made ${media} demo media files`);
  const measured = await measureStoredAssets(db, new Date());
  if (measured > 0) console.log(`Measured the loudness and waveform of ${measured} assets`);
  console.log(`Seeded demo data into ${describeDatabase(config)}`);
} finally {
  await db.close();
}
