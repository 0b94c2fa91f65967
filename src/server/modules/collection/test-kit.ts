import { expect } from 'vitest';
import { analysisResultSchema, type AnalysisResult } from '../../../contracts/analysis';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { analyses, photos, user } from '../../db/schema';
import { recordAnalysis } from '../../test/analyses';
import { filesUnder, sessionCookie, type TestApp } from '../../test/harness';

/** Helpers shared by the collection's integration tests (not loaded by the server). */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Client {
  cookie: string;
  email: string;
  id: string;
  call(method: Method, url: string, payload?: unknown): Promise<{ status: number; body: any; bytes: number }>;
}

let address = 0;

/**
 * Registers, verifies and logs in like the harness's signedInUser, each user from its own client address:
 * these tests sign up more users than the per-address sign-up limit allows.
 */
async function signUp(t: TestApp, email: string, password = 'correct-horse-1'): Promise<string> {
  address++;
  const remoteAddress = `10.9.${Math.floor(address / 250)}.${address % 250}`;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const reg = await post('/api/auth/register', { email, password });
  if (reg.statusCode !== 201) throw new Error(`register ${reg.statusCode} ${reg.body}`);
  const ver = await post('/api/auth/verify-email', { email, code: await t.lastCode(email) });
  if (ver.statusCode !== 200) throw new Error(`verify ${ver.statusCode} ${ver.body}`);
  const login = await post('/api/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
  return sessionCookie(login.headers['set-cookie']);
}

export async function clientFor(t: TestApp, email: string): Promise<Client> {
  const cookie = await signUp(t, email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return {
    cookie,
    email,
    id: row.id,
    async call(method, url, payload) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      return {
        status: res.statusCode,
        body: res.body ? res.json() : undefined,
        bytes: res.rawPayload.length,
      };
    },
  };
}

export async function setPlan(t: TestApp, userId: string, planId: string) {
  await t.database.db.update(user).set({ planId }).where(eq(user.id, userId));
}

export async function setLanguage(t: TestApp, userId: string, language: 'fr' | 'en') {
  await t.database.db.update(user).set({ language }).where(eq(user.id, userId));
}

/** A real JPEG as the clients send it; `orientation` 6 means "rotate 90° to view". */
export async function jpegDataUrl(width = 64, height = 48, orientation?: number): Promise<string> {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg();
  if (orientation) img = img.withMetadata({ orientation });
  return `data:image/jpeg;base64,${(await img.toBuffer()).toString('base64')}`;
}

/** A photo as its owner reads it, through GET /api/photos/{id}; null when the store does not serve it. */
export async function readPhoto(t: TestApp, c: Client, photoUrl: string): Promise<Buffer | null> {
  const res = await t.app.inject({
    method: 'GET',
    url: photoUrl.split('?')[0],
    headers: { cookie: c.cookie },
  });
  return res.statusCode === 200 ? res.rawPayload : null;
}

export const photoExists = async (t: TestApp, c: Client, photoUrl: string) =>
  (await readPhoto(t, c, photoUrl)) !== null;

/** Every file under the image store (photos, thumbnails, any temporary file a failed write left). */
export function imageFiles(t: TestApp): string[] {
  return filesUnder(path.join(t.dataDir, 'images'));
}

/** Neither a row nor a file of this photo is left in the store. */
export async function photoGone(t: TestApp, photoUrl: string): Promise<boolean> {
  const id = photoUrl.split('/').pop()!.split('?')[0];
  const rows = await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  return rows.length === 0 && !imageFiles(t).some((f) => path.basename(f).startsWith(id));
}

/** POST /api/objects with the capture flow's object (and `extra`), which must be saved: its body. */
export async function saveObject(c: Client, extra: Record<string, unknown> = {}) {
  const res = await c.call('POST', '/api/objects', savedObject(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The saved-object shape as the capture flow posts it (docs/product.md#saving-an-object). */
export function savedObject(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pendule Louis XVI',
    description: 'Pendule en bronze doré, cadran émaillé.',
    category: 'Horlogerie',
    imageUrl: null,
    additionalImages: [],
    estimatedValueMin: 800,
    estimatedValueMax: 1500,
    currency: 'EUR',
    confidenceScore: 72,
    period: 'XVIIIe siècle',
    style: 'Louis XVI',
    origin: 'France',
    condition: 'Bon état',
    roomId: null,
    marketData: {
      sources: [{ name: 'Drouot', priceRange: '900 € – 1 400 €', description: 'ventes récentes' }],
    },
    analysisData: { steps: [{ step: 1, title: 'Identification', description: 'Cadran signé' }] },
    keyCharacteristics: {
      materials: ['bronze', 'émail'],
      decorativeStyle: ['néoclassique'],
      specificFeatures: [],
      dimensions: '45 cm',
    },
    possibleOrigin: {
      manufacturer: 'Lepaute',
      period: '1780',
      location: 'Paris',
      productionContext: 'atelier',
    },
    expertiseReport: {
      valuationDetails: {
        baseValue: 800,
        highEndValue: 1500,
        marketConditions: 'stable',
        factorsInfluencingPrice: ['signature'],
      },
      furtherResearch: { recommendations: ['examiner le mouvement'], verificationSteps: [] },
    },
    searchTerms: ['pendule louis xvi', 'bronze doré'],
    author: '',
    manufacturer: 'Lepaute',
    brand: '',
    ...overrides,
  };
}

/** The analysis answer behind `savedObject(overrides)`: what the capture flow saves came from it. */
export function analysisOf(overrides: Record<string, unknown> = {}): AnalysisResult {
  return analysisResultSchema.parse({ evidence: [], regulatedFlags: [], ...savedObject(overrides) });
}

/**
 * The id of an analysis recorded for the user (the capture flow's `analysisId`), successful or failed;
 * its answer is `result` (by default an unidentified one, which names no price).
 */
export async function analysisIdFor(
  t: TestApp,
  userId: string,
  status: 'success' | 'failed' = 'success',
  result?: AnalysisResult,
): Promise<string> {
  const at = new Date(Date.now() - Math.floor(Math.random() * 1e6));
  await recordAnalysis(t.database.db, userId, { status, at, result });
  const [row] = await t.database.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.createdAt, at)));
  return row.id;
}
