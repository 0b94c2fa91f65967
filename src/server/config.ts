import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { planIds } from '../contracts/plans';
import { parseS3Url } from './images/s3-storage';

/** How long the offline model's reading may delay a remote appraisal, unless AI_HINT_BUDGET_MS says. */
export const DEFAULT_HINT_BUDGET_MS = 2_000;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Trouvaille <no-reply@trouvaille.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  AI_PROVIDER: z.enum(['embedded', 'openai', 'anthropic', 'google']).default('embedded'),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_HINT_BUDGET_MS: z.coerce.number().int().positive().default(DEFAULT_HINT_BUDGET_MS),
  MODEL_DIR: optionalString,
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(s3:\/\/|file:\/\/\/)/, 'must be s3://bucket/prefix or file:///absolute/folder')
      .optional(),
  ),
  HTTPS_KEY: optionalString,
  HTTPS_CERT: optionalString,
  TRUST_PROXY: optionalString,
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** Hosted mode (decision 035): plans are bought through Stripe. Unset: the administrators set plans. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its calls; tests point it at a local server speaking Stripe's API. */
  STRIPE_API_BASE: optionalString.pipe(z.string().url().optional()),
  /** The price of each plan and cycle: `planId/cycle=price_…`, comma separated (docs/deploy.md). */
  STRIPE_PRICES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export type Env = z.infer<typeof envSchema>;

export type BillingMode = 'self-hosted' | 'stripe';

export interface Config extends Env {
  /** self-hosted: the administrators set plans; stripe: plans are bought (decision 035) */
  billingMode: BillingMode;
  /** Stripe price ids, by `planId/cycle` */
  stripePrices: Record<string, string>;
  dataDir: string;
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | number | string[];
  secureCookies: boolean;
  sessionSecret: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; every problem is listed so a bad deployment fails loudly and clearly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.HTTPS_KEY) !== Boolean(e.HTTPS_CERT)) {
    throw new ConfigError('Invalid environment:\n  HTTPS_KEY and HTTPS_CERT must be set together');
  }
  if (e.AI_PROVIDER !== 'embedded' && !e.AI_API_KEY && e.AI_PROVIDER !== 'openai') {
    throw new ConfigError(`Invalid environment:\n  AI_API_KEY is required for AI_PROVIDER=${e.AI_PROVIDER}`);
  }
  if (e.STORAGE_URL?.startsWith('s3://')) {
    try {
      parseS3Url(e.STORAGE_URL);
    } catch (err) {
      throw new ConfigError(`Invalid environment:\n  STORAGE_URL: ${(err as Error).message}`);
    }
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const stripePrices = parseStripePrices(e.STRIPE_PRICES);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    billingMode: e.STRIPE_SECRET_KEY ? 'stripe' : 'self-hosted',
    stripePrices,
    dataDir,
    trustProxy,
    secureCookies: e.APP_URL.startsWith('https://') || Boolean(e.HTTPS_CERT),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
  };
}

const PRICE_KEY = /^([a-z-]+)\/(monthly|yearly|one-time)$/;

/** `patrimoine-explorer/monthly=price_123,patrimoine-explorer/yearly=price_456` → { 'patrimoine-explorer/monthly': 'price_123', … } */
function parseStripePrices(value: string): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const item of value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)) {
    const [key, id, ...rest] = item.split('=').map((v) => v.trim());
    const plan = PRICE_KEY.exec(key ?? '')?.[1];
    if (!id || rest.length || !plan || !(planIds as readonly string[]).includes(plan)) {
      throw new ConfigError(
        `Invalid environment:\n  STRIPE_PRICES: each item is planId/monthly|yearly|one-time=price_id (not ${item})`,
      );
    }
    prices[key] = id;
  }
  return prices;
}

/** Keeps a generated secret in DATA_DIR so sessions survive restarts without any set-up. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Which proxies' X-Forwarded-For to believe. Unset: none, so a client cannot choose its own address (rate
 * limits key on it). A number: that many proxy hops in front. Otherwise addresses or CIDR ranges.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = list.filter((v) => {
    const [addr, bits, ...rest] = v.split('/');
    const family = isIP(addr);
    if (!family || rest.length) return true;
    if (bits === undefined) return false;
    const n = Number(bits);
    return !/^\d+$/.test(bits) || n > (family === 4 ? 32 : 128);
  });
  if (bad.length || list.length === 0) {
    throw new ConfigError(
      `Invalid environment:\n  TRUST_PROXY: a hop count or a comma list of addresses/CIDRs (not ${bad.join(', ') || value})`,
    );
  }
  return list;
}
