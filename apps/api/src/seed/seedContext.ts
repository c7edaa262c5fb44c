import type { Database } from '../db/database.ts';

/** A demo advertiser the core seed created. */
export type SeedAdvertiser = {
  uuid: string;
  name: string;
  url: string | null;
  onboarded: boolean;
  deals: string[];
};

/** What every seed step gets: the database, the seed's clock, and the core demo rows. */
export type SeedContext = {
  db: Database;
  now: Date;
  advertisers: SeedAdvertiser[];
  users: { id: string; email: string }[];
};

/** One resource's demo data. MUST be idempotent: skip rows that already exist. */
export type SeedStep = (ctx: SeedContext) => Promise<void>;
