import type { Page } from 'playwright-core';
import sharp from 'sharp';

// Set-up through the API with the page's own cookies (page.request shares the browser context), so the
// journeys spend their time on the screens under test, not on typing the same forms again.

async function ok(res: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** A small JPEG of one colour, as the data URL the app sends: real bytes the server's photo pipeline accepts. */
export async function photoDataUrl(color: { r: number; g: number; b: number }): Promise<string> {
  const jpeg = await sharp({ create: { width: 96, height: 72, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  await ok(res, `POST ${path}`);
  return (await res.json()) as T;
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  await ok(res, `GET ${path}`);
  return (await res.json()) as T;
}

export interface SeedObject {
  name: string;
  category: string;
  min: number | null;
  max: number | null;
  roomId: number | null;
  color: { r: number; g: number; b: number };
}

export async function createObject(page: Page, o: SeedObject): Promise<{ id: number }> {
  return apiPost(page, '/api/objects', {
    name: o.name,
    category: o.category,
    description: `${o.name} — ${o.category}`,
    estimatedValueMin: o.min,
    estimatedValueMax: o.max,
    confidenceScore: 72,
    roomId: o.roomId,
    imageUrl: await photoDataUrl(o.color),
    keyCharacteristics: {
      materials: ['oak', 'brass'],
      decorativeStyle: ['Louis XVI'],
      dimensions: 'H 45 cm x L 30 cm',
      specificFeatures: ['signed'],
    },
    possibleOrigin: {
      manufacturer: 'Atelier inconnu',
      period: '1780–1800',
      location: 'Paris',
      productionContext: 'Late 18th-century Parisian workshop.',
    },
    searchTerms: [o.name, o.category],
  });
}
