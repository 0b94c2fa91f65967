import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'trouvaille-config-'));

describe('config', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const dataDir = dir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.PORT).toBe(3000);
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.AI_PROVIDER).toBe('embedded');
    expect(c.secureCookies).toBe(false);
    // The generated secret is kept, so sessions survive a restart.
    expect(c.sessionSecret).toBe(readFileSync(path.join(dataDir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(c.sessionSecret);
  });

  it('lists every bad value in one clear error', () => {
    const env = {
      DATA_DIR: dir(),
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      AI_PROVIDER: 'skynet',
      SMTP_URL: 'http://mail',
    };
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AI_PROVIDER', 'SMTP_URL']) expect(msg).toContain(name);
    }
  });

  it('requires a key for hosted providers but not for an OpenAI-compatible local server', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), AI_PROVIDER: 'anthropic' })).toThrow(/AI_API_KEY/);
    expect(
      loadConfig({ DATA_DIR: dir(), AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:11434/v1' })
        .AI_PROVIDER,
    ).toBe('openai');
  });

  it('parses admin emails and marks cookies Secure under https', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      APP_URL: 'https://t.example',
    });
    expect(c.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(c.secureCookies).toBe(true);
  });

  it('wants HTTPS_KEY and HTTPS_CERT together', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), HTTPS_KEY: '/k.pem' })).toThrow(/HTTPS_KEY and HTTPS_CERT/);
  });

  it('trusts no proxy unless told: a hop count or addresses and CIDR ranges', () => {
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes photos to a bucket only with a valid s3:// address', () => {
    expect(loadConfig({ DATA_DIR: dir(), STORAGE_URL: 's3://photos/trouvaille' }).STORAGE_URL).toBe(
      's3://photos/trouvaille',
    );
    for (const bad of ['s3://', 'photos', 'https://bucket.s3.amazonaws.com', 's3://Bad_Bucket/x']) {
      expect(() => loadConfig({ DATA_DIR: dir(), STORAGE_URL: bad })).toThrow(/STORAGE_URL/);
    }
  });

  it('is self-hosted without Stripe keys, hosted with both, and reads the price of each plan and cycle', () => {
    expect(loadConfig({ DATA_DIR: dir() })).toMatchObject({ billingMode: 'self-hosted', stripePrices: {} });
    const hosted = loadConfig({
      DATA_DIR: dir(),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICES: 'pro-debutant/monthly=price_1, patrimoine-explorer/one-time=price_2',
    });
    expect(hosted.billingMode).toBe('stripe');
    expect(hosted.stripePrices).toEqual({
      'pro-debutant/monthly': 'price_1',
      'patrimoine-explorer/one-time': 'price_2',
    });
    expect(() => loadConfig({ DATA_DIR: dir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    for (const bad of ['platinum/monthly=price_1', 'pro-debutant/weekly=price_1', 'pro-debutant/monthly']) {
      expect(() => loadConfig({ DATA_DIR: dir(), STRIPE_PRICES: bad })).toThrow(/STRIPE_PRICES/);
    }
  });
});
