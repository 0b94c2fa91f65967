import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createTestApp } from '../src/server/test/harness';
import { clientFor, setPlan } from '../src/server/test/members';
import { savedObject } from '../src/server/test/objects';

/**
 * Insurance dossier and label sheets for a collection of 200 objects, each with a real phone-sized photo
 * (issue 17: 200 objects should stay under ~20 MB). Prints the PDF sizes, their page counts and the time to
 * write them; figures only.
 */
const OBJECTS = 200;
const root = fileURLToPath(new URL('..', import.meta.url));
const photoDir = path.join(root, 'datasets/eval/dev');

if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const t = await createTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

try {
  const c = await clientFor(t, 'bench-reports@example.com');
  await setPlan(t, c.email, 'expert-commissaire');
  const rooms: number[] = [];
  for (let i = 0; i < 8; i++)
    rooms.push((await c.call('POST', '/api/rooms', { name: `Pièce ${i + 1}`, type: 'custom' })).body.id);

  // Real photos, enlarged to what a phone sends (the capture flow keeps up to 2048 px).
  const files = readdirSync(photoDir).filter((f) => f.endsWith('.jpg'));
  const photos = await Promise.all(
    files.map(async (f) => {
      const jpeg = await sharp(readFileSync(path.join(photoDir, f)))
        .resize(2048, 1536, { fit: 'cover' })
        .jpeg({ quality: 90 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    }),
  );
  let photoBytes = 0;
  for (let i = 0; i < OBJECTS; i++) {
    const imageUrl = photos[i % photos.length];
    photoBytes += (imageUrl.length * 3) / 4;
    const res = await c.call(
      'POST',
      '/api/objects',
      savedObject({
        name: `Objet n°${i + 1} — ${files[i % files.length].replace('.jpg', '')}`,
        roomId: rooms[i % rooms.length],
        imageUrl,
        notes: 'Hérité de ma grand-mère ; facture et certificat conservés dans le classeur bleu.',
      }),
    );
    if (res.status !== 201) throw new Error(`object ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  console.log(
    `${OBJECTS} objects in ${rooms.length} rooms, photos sent ${(photoBytes / 1e6).toFixed(1)} MB (2048 × 1536 JPEG)`,
  );

  const measure = async (label: string, url: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: c.cookie } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const pages = (res.rawPayload.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    console.log(
      `${label.padEnd(38)} ${(res.rawPayload.length / 1e6).toFixed(2)} MB, ${pages} pages, ${(ms / 1000).toFixed(1)} s`,
    );
  };
  await measure('insurance dossier, whole collection', '/api/reports/insurance.pdf?lang=fr&values=1');
  await measure('insurance dossier, values hidden', '/api/reports/insurance.pdf?lang=en&values=0');
  await measure(
    `labels of one room (${OBJECTS / rooms.length} objects)`,
    `/api/rooms/${rooms[0]}/labels.pdf`,
  );
} finally {
  await t.close();
}
