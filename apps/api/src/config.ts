import { fileURLToPath } from 'node:url';

/** The repository root, where the default data directory lives. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** An S3 bucket upload policies are signed for, and the credentials that sign them. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Endpoint of S3-compatible storage (MinIO, R2…); undefined for AWS. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Server settings, read from the environment by {@link loadConfig}. */
export type ApiConfig = {
  /** `API_PORT`. @default 8787 */
  port: number;
  /** `DATABASE_URL`: use this PostgreSQL server instead of the embedded database. @default undefined */
  databaseUrl: string | undefined;
  /** `EARSHOT_DATA_DIR`: where the embedded database keeps its files. @default '<repo root>/.data/pglite' */
  dataDir: string;
  /**
   * `EARSHOT_SANDBOX=true`: print login links and serve the sandbox mailbox (`/v1/sandbox/…`), and
   * accept the built-in keys below. Off unless switched on: the mailbox hands out anyone's login link.
   * @default false
   */
  sandbox: boolean;
  /** `EARSHOT_ADMIN_DOMAINS`: comma-separated e-mail domains whose users are admins. @default ['earshot.dev'] */
  adminDomains: string[];
  /** `APP_URL`: the web app's origin; login links point at it and CORS allows it. @default 'http://localhost:5173' */
  appUrl: string;
  /** `EARSHOT_PUBLIC_URL`: the API's own origin as browsers reach it (upload URLs). @default 'http://localhost:<port>' */
  publicBaseUrl: string;
  /**
   * `EARSHOT_UPLOAD_SECRET`: key that signs upload policies; required outside sandbox mode.
   * @default {@link SANDBOX_UPLOAD_SECRET}
   */
  uploadSecret: string;
  /**
   * Where upload policies send files: an S3 bucket when `EARSHOT_S3_BUCKET`,
   * `EARSHOT_S3_ACCESS_KEY_ID` and `EARSHOT_S3_SECRET_ACCESS_KEY` are all set (with
   * `EARSHOT_S3_REGION`, default `us-east-1`, and `EARSHOT_S3_ENDPOINT` for S3-compatible storage),
   * else null: the sandbox receives uploads itself.
   * @default null
   */
  s3: S3Config | null;
  /**
   * Login links allowed per 10 minutes: `EARSHOT_LOGIN_LINKS_PER_EMAIL` per address and
   * `EARSHOT_LOGIN_LINKS_PER_CLIENT` per client address (end-to-end suites raise them).
   * @default { perEmail: 5, perClient: 50 }
   */
  loginLinkLimits: { perEmail: number; perClient: number };
  /**
   * `EARSHOT_PIXEL_EVENTS_PER_MINUTE`: pixel events accepted per minute from one client address for
   * one pixel id; more answer 429. @default 600
   */
  pixelEventsPerMinute: number;
  /**
   * `EARSHOT_AUTHENTICATE_PER_MINUTE`: `POST /v1/authenticate` calls accepted per minute from one
   * client address; more answer 429. @default 30
   */
  authenticatePerMinute: number;
  /**
   * `EARSHOT_SEARCH_API_KEY`: the key inventory search requires in `X-TYPESENSE-API-KEY`; required
   * outside sandbox mode. @default {@link SANDBOX_SEARCH_API_KEY}
   */
  searchApiKey: string;
  /** `EARSHOT_CATALOGUE_SIZE`: inventory items the seed command generates across the four collections. @default 100000 */
  catalogueSize: number;
  /**
   * `EARSHOT_JOBS_INTERVAL_SECONDS`: pause between two runs of the scheduled jobs (the delivery
   * simulator, the rate-limit sweep), which one instance at a time runs. @default 60
   */
  jobsIntervalSeconds: number;
  /**
   * `EARSHOT_TRUSTED_PROXY_HOPS`: proxies (load balancers) in front of the API that append the
   * client's address to `X-Forwarded-For`; rate limits key on the address the outermost one saw.
   * 0: the connection's own address, and the header is ignored. @default 0
   */
  trustedProxyHops: number;
  /**
   * `EARSHOT_SMTP_URL`: the SMTP server scheduled reports are sent through, e.g.
   * `smtps://user:pass@smtp.example.com:465`; unset, they only reach the sandbox mailbox (in sandbox
   * mode) and fail outside it. @default undefined
   */
  smtpUrl: string | undefined;
  /** `EARSHOT_MAIL_FROM`: the sender of the e-mails sent through SMTP. @default 'reports@earshot.dev' */
  mailFrom: string;
};

/** The upload secret of sandbox mode, public in this source: refused outside sandbox mode. */
export const SANDBOX_UPLOAD_SECRET = 'earshot-sandbox-upload-secret';

/** The search key of sandbox mode (the reference app's default too): refused outside sandbox mode. */
export const SANDBOX_SEARCH_API_KEY = 'earshot-sandbox-search-key';

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8787;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`API_PORT must be a port number 0–65535, got "${value}"`);
  }
  return parsed;
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${value}"`);
  return parsed;
}

function hopCount(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 10) {
    throw new Error(`EARSHOT_TRUSTED_PROXY_HOPS must be a whole number 0–10, got "${value}"`);
  }
  return parsed;
}

/** Reads the server settings from environment variables, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const apiPort = port(env.API_PORT);
  return {
    port: apiPort,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.EARSHOT_DATA_DIR || `${REPO_ROOT}.data/pglite`,
    sandbox: flag(env.EARSHOT_SANDBOX, false, 'EARSHOT_SANDBOX'),
    adminDomains: (env.EARSHOT_ADMIN_DOMAINS ?? 'earshot.dev')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    appUrl: (env.APP_URL || 'http://localhost:5173').replace(/\/+$/, ''),
    publicBaseUrl: (env.EARSHOT_PUBLIC_URL || `http://localhost:${apiPort}`).replace(/\/+$/, ''),
    uploadSecret: env.EARSHOT_UPLOAD_SECRET || SANDBOX_UPLOAD_SECRET,
    s3:
      env.EARSHOT_S3_BUCKET && env.EARSHOT_S3_ACCESS_KEY_ID && env.EARSHOT_S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.EARSHOT_S3_BUCKET,
            region: env.EARSHOT_S3_REGION || 'us-east-1',
            endpoint: env.EARSHOT_S3_ENDPOINT || undefined,
            accessKeyId: env.EARSHOT_S3_ACCESS_KEY_ID,
            secretAccessKey: env.EARSHOT_S3_SECRET_ACCESS_KEY,
          }
        : null,
    loginLinkLimits: {
      perEmail: count(env.EARSHOT_LOGIN_LINKS_PER_EMAIL, 5, 'EARSHOT_LOGIN_LINKS_PER_EMAIL'),
      perClient: count(env.EARSHOT_LOGIN_LINKS_PER_CLIENT, 50, 'EARSHOT_LOGIN_LINKS_PER_CLIENT'),
    },
    pixelEventsPerMinute: count(env.EARSHOT_PIXEL_EVENTS_PER_MINUTE, 600, 'EARSHOT_PIXEL_EVENTS_PER_MINUTE'),
    authenticatePerMinute: count(env.EARSHOT_AUTHENTICATE_PER_MINUTE, 30, 'EARSHOT_AUTHENTICATE_PER_MINUTE'),
    searchApiKey: env.EARSHOT_SEARCH_API_KEY || SANDBOX_SEARCH_API_KEY,
    catalogueSize: count(env.EARSHOT_CATALOGUE_SIZE, 100_000, 'EARSHOT_CATALOGUE_SIZE'),
    jobsIntervalSeconds: count(env.EARSHOT_JOBS_INTERVAL_SECONDS, 60, 'EARSHOT_JOBS_INTERVAL_SECONDS'),
    trustedProxyHops: hopCount(env.EARSHOT_TRUSTED_PROXY_HOPS),
    smtpUrl: env.EARSHOT_SMTP_URL || undefined,
    mailFrom: env.EARSHOT_MAIL_FROM || 'reports@earshot.dev',
  };
}

/**
 * Why these settings must not serve outside sandbox mode: one line per secret that is unset or still
 * the built-in key published in this source (anyone could sign uploads or query search with it).
 * Empty in sandbox mode, where the built-in keys are the point.
 */
export function unsafeSecrets(config: ApiConfig): string[] {
  if (config.sandbox) return [];
  const problems: string[] = [];
  if (config.uploadSecret === SANDBOX_UPLOAD_SECRET) {
    problems.push('EARSHOT_UPLOAD_SECRET is unset or the built-in sandbox key: set a long random secret');
  }
  if (config.searchApiKey === SANDBOX_SEARCH_API_KEY) {
    problems.push('EARSHOT_SEARCH_API_KEY is unset or the built-in sandbox key: set your own key');
  }
  return problems;
}
