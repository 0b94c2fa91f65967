// Every collection screen at phone size, with data, for a human look:
//   node --import tsx e2e/collection-screenshots.ts [outDir=/tmp/shots-collection]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Room } from '../src/contracts/collection';
import { setPlan, signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { apiPost, createObject } from './support/collection-seed';
import { startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots-collection';
mkdirSync(out, { recursive: true });
ensureBuilt();
const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await launchBrowser();
try {
  for (const lang of ['fr', 'en'] as const) {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const shot = async (name: string, fullPage = true) => {
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `${lang}-${name}.png`), fullPage });
    };
    await page.goto('/');
    await signUpAndSignIn(page, mail, {
      email: `collector.${lang}@example.com`,
      password: 'shots-secret-1',
      language: lang,
    });
    await setPlan(page, 'patrimoine-collection');
    const house = await apiPost<{ id: number }>(page, '/api/houses', {
      name: lang === 'fr' ? 'Maison de Deauville' : 'Seaside house',
      address: '12 rue des Mouettes',
      type: 'secondary',
    });
    const room = (name: string, type: Room['type'], houseId?: number) =>
      apiPost<Room>(page, '/api/rooms', { name, type, houseId });
    const salon = await room(lang === 'fr' ? 'Grand salon' : 'Living room', 'living_room');
    const chambre = await room(lang === 'fr' ? 'Chambre bleue' : 'Blue bedroom', 'bedroom');
    await room(lang === 'fr' ? 'Cuisine' : 'Kitchen', 'kitchen');
    const veranda = await room(lang === 'fr' ? 'Véranda' : 'Veranda', 'custom', house.id);
    const objects = [
      {
        name: lang === 'fr' ? 'Commode Louis XVI' : 'Louis XVI chest',
        category: lang === 'fr' ? 'Mobilier' : 'Furniture',
        min: 1800,
        max: 3200,
        roomId: salon.id,
        color: { r: 120, g: 72, b: 40 },
      },
      {
        name: lang === 'fr' ? 'Vase de Delft' : 'Delft vase',
        category: lang === 'fr' ? 'Céramique' : 'Ceramics',
        min: 250,
        max: 420,
        roomId: salon.id,
        color: { r: 40, g: 80, b: 170 },
      },
      {
        name: lang === 'fr' ? 'Pendule en bronze' : 'Bronze clock',
        category: lang === 'fr' ? 'Horlogerie' : 'Clocks',
        min: 900,
        max: null,
        roomId: chambre.id,
        color: { r: 180, g: 140, b: 60 },
      },
      {
        name: lang === 'fr' ? 'Fauteuil cabriolet' : 'Cabriolet armchair',
        category: lang === 'fr' ? 'Mobilier' : 'Furniture',
        min: 400,
        max: 650,
        roomId: veranda.id,
        color: { r: 150, g: 60, b: 60 },
      },
    ];
    const created = [];
    for (const o of objects) created.push(await createObject(page, o));

    await page.goto('/dashboard?auth=success');
    await page.locator('[data-sonner-toast]').first().waitFor();
    await shot('dashboard');
    await page.goto('/inventory');
    await page.locator('[data-room-id]').first().waitFor();
    await shot('inventory');
    await page.locator('[data-house-id] button[aria-label]').first().click();
    await shot('inventory-edit-house', false);
    await page.keyboard.press('Escape');
    await page.goto('/rooms');
    await shot('rooms');
    await page
      .getByRole('button', {
        name: new RegExp(lang === 'fr' ? 'Supprimer Grand salon' : 'Delete Living room'),
      })
      .click();
    await shot('rooms-delete', false);
    await page.keyboard.press('Escape');
    await page.goto('/houses');
    await page.locator('[data-house-id]').first().waitFor();
    await shot('houses');
    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    await shot('collection');
    await page.goto(`/collection?room=${salon.id}`);
    await page.locator('a[href^="/object/"]').first().waitFor();
    await shot('collection-room');
    await page.goto(`/object/${created[0].id}`);
    await page.getByTestId('object-value').waitFor();
    await shot('object');
    await page.getByRole('button', { name: lang === 'fr' ? 'Modifier' : 'Edit', exact: true }).click();
    await shot('object-edit');
    await page.goto('/object/999999');
    await shot('object-not-found', false);

    // A free account: the upgrade card and the market-analysis prompt.
    const free = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await free.goto('/');
    await signUpAndSignIn(free, mail, {
      email: `free.${lang}@example.com`,
      password: 'shots-secret-1',
      language: lang,
    });
    await free.goto('/houses');
    await free.waitForTimeout(800);
    await free.screenshot({ path: path.join(out, `${lang}-houses-free.png`), fullPage: true });
    await free.goto('/inventory');
    await free.waitForTimeout(800);
    await free.screenshot({ path: path.join(out, `${lang}-inventory-empty.png`), fullPage: true });
    await free.goto('/collection');
    await free.waitForTimeout(800);
    await free.screenshot({ path: path.join(out, `${lang}-collection-empty.png`), fullPage: true });
    await free.context().close();
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
console.log(`Screens in ${out}`);
