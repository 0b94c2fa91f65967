import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus } from '../../contracts/errors';
import { ApiError } from './api-client';
import { codeMessageKey, errorMessage } from './error-catalogue';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const codeTexts = (lng: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(locales, lng, 'common.json'), 'utf8')).errors.codes;

const failed = (code: string, status = 400) =>
  new ApiError({ status, path: '/api/x', text: 'x', body: { error: 'English text', code } });

/** Adding a code to src/contracts/errors.ts without its status or its two translations fails here. */
describe('error catalogue', () => {
  it.each(errorCodes)('%s has one HTTP error status', (code) => {
    expect(Number.isInteger(errorStatus[code])).toBe(true);
    expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    expect(errorStatus[code]).toBeLessThan(600);
  });

  it.each(['fr', 'en'])('%s translates every code, and only the codes', (lng) => {
    const texts = codeTexts(lng);
    expect(Object.keys(texts).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(String(texts[code]).trim(), `${lng} ${code}`).not.toBe('');
  });

  it.each(errorCodes)('%s reaches a person in their language', (code) => {
    const key = codeMessageKey(failed(code, errorStatus[code]));
    expect(key).toBe(`errors.codes.${code}`);
    expect(errorMessage((k) => `t:${k}`, failed(code), 'fallback')).toBe(`t:${key}`);
  });

  it('names the plan limit reached with its figures, in the plural the count asks for', () => {
    const details = { limit: 'objects', allowed: 200, held: 229, adding: 1, total: 230 };
    const limited = new ApiError({
      status: 403,
      path: '/api/objects',
      text: 'x',
      body: { error: 'Your plan allows 200 objects; this would make 230', code: 'PLAN_LIMIT', details },
    });
    const t = (k: string, o?: { count?: number; total?: number }) => `t:${k}:${o?.count}:${o?.total}`;
    expect(errorMessage(t, limited, 'fallback')).toBe('t:errors.planLimit.objects:200:230');
    for (const lng of ['fr', 'en']) {
      const texts = JSON.parse(readFileSync(path.join(locales, lng, 'common.json'), 'utf8')).errors.planLimit;
      for (const kind of ['houses', 'rooms', 'objects']) {
        expect(texts[`${kind}_other`], `${lng} ${kind}`).toMatch(/\{\{count\}\}.*\{\{total\}\}/);
      }
    }
  });

  it('falls back to the default, never to the server text, for a code it does not know', () => {
    expect(errorMessage((k) => k, failed('SOMETHING_NEW'), 'fallback')).toBe('fallback');
    expect(errorMessage((k) => k, new Error('x'), 'fallback')).toBe('fallback');
  });
});
