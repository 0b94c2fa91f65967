import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults, frenchTitleCaseFaults } from '../contracts/french-typography';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function load(lng: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, lng, file), 'utf8'));
}

const namespaces = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('has the same namespaces in fr and en', () => {
    expect(
      readdirSync(path.join(root, 'fr'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has the same keys in fr and en', (file) => {
    expect(keys(load('fr', file)).sort()).toEqual(keys(load('en', file)).sort());
  });

  it.each(namespaces)('%s has no empty text', (file) => {
    for (const lng of ['fr', 'en']) {
      const empty = keys(load(lng, file)).filter((k) => {
        const value = k.split('.').reduce<any>((o, part) => o?.[part], load(lng, file));
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${lng}/${file}`).toEqual([]);
    }
  });

  it.each(namespaces)('fr/%s sets ? ! : ; « » with a non-breaking space, in sentence case', (file) => {
    const texts = keys(load('fr', file)).map((k) => [
      k,
      k.split('.').reduce<any>((o, part) => o?.[part], load('fr', file)),
    ]);
    const faults = texts.flatMap(([k, v]) =>
      typeof v === 'string'
        ? [...frenchSpacingFaults(v), ...frenchTitleCaseFaults(v)].map((f) => `${k}: ${f}`)
        : [],
    );
    expect(faults).toEqual([]);
  });

  it('has the reset-password screen in each language, not French in both (decision 029)', () => {
    const en = (load('en', 'auth.json') as any).reset;
    const fr = (load('fr', 'auth.json') as any).reset;
    expect(Object.keys(en).filter((k) => en[k] === fr[k] && /[a-z]{3}/i.test(en[k]))).toEqual([]);
  });
});
