import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Room } from '../src/contracts/collection';
import { setPlan, signUpAndSignIn } from './support/accounts';
import { expectToast, launchBrowser, newPhonePage, waitForPath } from './support/browser';
import { ensureBuilt } from './support/build';
import { shot } from './support/capture';
import { apiPost, createObject } from './support/collection-seed';
import { copy, type Lang } from './support/copy';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  // Chromium's own fake camera (a moving test pattern) for the add-photo dialog.
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

/** The {{name}} placeholders filled in, so the journeys read the texts the app ships. */
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k]));
// French amounts use narrow no-break spaces; the checks compare with plain ones.
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
const euros = (n: number) =>
  plain(
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
      n,
    ),
  );

async function statText(page: Page, id: string) {
  return plain(await page.getByTestId(id).textContent());
}

/** Waits until a figure on screen reads `expected` (queries refresh after each change). */
async function expectStat(page: Page, id: string, expected: string) {
  await page
    .waitForFunction(
      ([testId, want]) =>
        (document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '')
          .replace(/[\u202f\u00a0]/g, ' ')
          .trim() === want,
      [id, expected] as const,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`${id}: expected "${expected}", saw "${await statText(page, id)}"`);
    });
}

async function expectHouse(page: Page, name: string, rooms: number, objects: number) {
  const card = page.locator('li[data-house-id]', { hasText: name });
  await card.waitFor();
  await expect
    .poll(
      async () => [
        await card.getByTestId('house-rooms').textContent(),
        await card.getByTestId('house-objects').textContent(),
      ],
      { timeout: 10_000 },
    )
    .toEqual([String(rooms), String(objects)]);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const journeys: Array<{ lang: Lang; locale: string }> = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
];

describe.each(journeys)('collection journey in $lang', ({ lang, locale }) => {
  const t = copy[lang];
  const c = t.collection;
  const email = `connoisseur.${lang}.${Date.now()}@example.com`;
  const secondHouse = lang === 'fr' ? 'Maison de campagne' : 'Country house';
  const names =
    lang === 'fr'
      ? { salon: 'Salon', study: 'Atelier', attic: 'Grenier' }
      : { salon: 'Lounge', study: 'Workshop', attic: 'Attic' };
  let page: Page;
  let attic: Room;
  const ids: number[] = [];

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await page.goto('/');
    await signUpAndSignIn(page, mail, { email, password: 'collection-secret-1', language: lang });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('upgrades to Connaisseur through the page and sees an empty dashboard', async () => {
    // Bought through the server's Stripe test server, confirmed by its webhook (decision 035).
    await setPlan(page, 'patrimoine-collection');
    await page.goto('/dashboard?auth=success');
    await expectToast(page, t.dashboard.welcomeBack.title);
    await waitForPath(page, '/dashboard');
    expect(new URL(page.url()).search).toBe('');
    await expectStat(page, 'stat-items', '0');
    await expectStat(page, 'stat-rooms', '0');
    // Connaisseur has no upgrade button (docs/product.md#dashboard).
    expect(await page.getByRole('link', { name: t.dashboard.plan.upgrade }).count()).toBe(0);
  });

  it('creates a second house, refusing a blank name', async () => {
    await page.goto('/houses');
    await page.locator('li[data-house-id]').first().waitFor();
    await page.getByRole('button', { name: c.houses.createTitle }).first().click();
    await page.getByRole('button', { name: c.houses.create }).click();
    await page.getByText(c.houses.nameRequired).waitFor();
    await page.getByLabel(c.houses.name).fill(`  ${secondHouse} `);
    await page.getByLabel(c.houses.address).fill('3 chemin des Vignes');
    await page.getByRole('button', { name: c.houses.create }).click();
    await expectToast(page, c.houses.created);
    await expectHouse(page, secondHouse, 0, 0);
    expect(await page.locator('li[data-house-id]').count()).toBe(2);

    // Edit preloads the house; a throw-away third house is created and deleted.
    await page.getByRole('button', { name: fill(c.houses.editNamed, { name: secondHouse }) }).click();
    expect(await page.getByLabel(c.houses.name).inputValue()).toBe(secondHouse);
    await page.getByLabel(c.houses.description).fill('Vignes et vieux meubles');
    await page.getByRole('button', { name: c.actions.save }).click();
    await expectToast(page, c.houses.updated);
    await page.getByText('Vignes et vieux meubles').waitFor();
    await page.getByRole('button', { name: c.houses.createTitle }).first().click();
    expect(await page.getByLabel(c.houses.name).inputValue()).toBe('');
    await page.getByLabel(c.houses.name).fill('Temp');
    await page.getByRole('button', { name: c.houses.create }).click();
    await expectToast(page, c.houses.created);
    await page.getByRole('button', { name: fill(c.houses.deleteNamed, { name: 'Temp' }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.houses.deleteConfirm }).click();
    await expectToast(page, c.houses.deleted);
    await expect.poll(() => page.locator('li[data-house-id]').count()).toBe(2);
  });

  it('creates rooms, one of them in the second house', async () => {
    await page.goto('/rooms');
    await page.getByText(c.rooms.emptyTitle).waitFor();
    await page.getByRole('button', { name: c.rooms.createFirst }).click();
    await page.getByLabel(c.rooms.name).fill(` ${names.salon} `);
    await choose(page, c.rooms.type, t.common.roomTypes.living_room);
    await page.getByRole('button', { name: c.rooms.create }).click();
    await expectToast(page, c.rooms.created);

    await page.getByRole('button', { name: c.rooms.createTitle }).first().click();
    await page.getByLabel(c.rooms.name).fill(names.study);
    // Without a type nothing is sent (docs/product.md#forms), and the form says why, under the field.
    await page.getByRole('button', { name: c.rooms.create }).click();
    await page.getByRole('dialog').getByText(c.rooms.typeRequired).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await choose(page, c.rooms.type, t.common.roomTypes.study);
    await choose(page, c.rooms.house, secondHouse);
    await page.getByRole('button', { name: c.rooms.create }).click();
    await expectToast(page, c.rooms.created);
    await page.getByRole('heading', { name: names.study }).waitFor();

    attic = await apiPost<Room>(page, '/api/rooms', { name: names.attic, type: 'custom' });
  });

  it('adds objects and the figures follow', async () => {
    const rooms = await (await page.request.get('/api/rooms')).json();
    const salon = (rooms as Room[]).find((r) => r.name === names.salon)!;
    ids.push(
      (
        await createObject(page, {
          name: 'Vase',
          category: 'Céramique',
          min: 100,
          max: 200,
          roomId: salon.id,
          color: { r: 30, g: 60, b: 160 },
        })
      ).id,
    );
    ids.push(
      (
        await createObject(page, {
          name: 'Lampe',
          category: 'Luminaire',
          min: 300,
          max: 500,
          roomId: salon.id,
          color: { r: 200, g: 160, b: 40 },
        })
      ).id,
    );
    ids.push(
      (
        await createObject(page, {
          name: 'Horloge',
          category: 'Horlogerie',
          min: 1000,
          max: 1500,
          roomId: attic.id,
          color: { r: 120, g: 70, b: 30 },
        })
      ).id,
    );

    await page.goto('/dashboard');
    await expectStat(page, 'stat-items', '3');
    await expectStat(page, 'stat-rooms', '3');
    await expectStat(page, 'stat-value', `${euros(1400)} – ${euros(2200)}`);
    // Last week's finds: newest first.
    await expect.poll(() => page.locator('a[href^="/object/"]').allTextContents()).toHaveLength(3);
    expect(plain((await page.locator('a[href^="/object/"]').first().textContent()) ?? '')).toContain(
      'Horloge',
    );

    await page.goto('/houses');
    await expectHouse(page, secondHouse, 1, 0);
    const main = lang === 'fr' ? 'Maison principale' : 'Main House';
    await expectHouse(page, main, 2, 3);

    await page.goto('/inventory');
    await page.locator(`[data-room-id="${salon.id}"] a[href="/object/${ids[0]}"]`).waitFor();
  });

  it('deletes a room, moving its objects to a room of the other house', async () => {
    await page.goto('/rooms');
    await page.getByRole('button', { name: fill(c.rooms.deleteNamed, { name: names.attic }) }).click();
    const confirm = page.getByRole('button', { name: c.rooms.deleteConfirm });
    // Move is the default and needs a destination first.
    expect(await confirm.isDisabled()).toBe(true);
    await choose(page, c.rooms.moveTo, names.study);
    await confirm.click();
    await expectToast(page, c.rooms.deleted);
    await page.getByText(fill(c.rooms.movedObjects_one, { count: 1 })).waitFor();

    await page.goto('/houses');
    await expectHouse(page, secondHouse, 1, 1);
    await page.goto('/dashboard');
    await expectStat(page, 'stat-rooms', '2');
    await expectStat(page, 'stat-items', '3');
  });

  it('edits an object, its key characteristics, and searches the marketplaces', async () => {
    await page.goto(`/object/${ids[0]}`);
    await page.getByTestId('object-value').waitFor();
    await page.getByRole('button', { name: c.object.edit, exact: true }).click();
    await page.getByLabel(c.object.name, { exact: true }).fill('Vase bleu');
    await page.getByLabel(c.object.acquisitionPriceEuros).fill('120.5');
    await page.getByLabel(c.object.acquisitionDate).fill('2024-05-01');
    // Cancel restores the loaded values.
    await page.getByRole('button', { name: c.actions.cancel }).click();
    await page.getByRole('heading', { level: 1, name: 'Vase', exact: true }).waitFor();

    await page.getByRole('button', { name: c.object.edit, exact: true }).click();
    await page.getByLabel(c.object.name, { exact: true }).fill('Vase bleu');
    await page.getByLabel(c.object.acquisitionPriceEuros).fill('120.5');
    await page.getByRole('button', { name: c.actions.save, exact: true }).click();
    await expectToast(page, c.object.updated);
    await page.getByRole('heading', { level: 1, name: 'Vase bleu' }).waitFor();
    expect(plain(await page.getByTestId('acquisition-price').textContent())).toBe('120,50 €');

    await page.getByRole('button', { name: c.object.editCharacteristics }).click();
    await page.getByLabel(c.object.materials).fill(' faïence, , cobalt ,');
    await page.getByRole('dialog').getByRole('button', { name: c.actions.save }).click();
    await expectToast(page, c.object.characteristicsUpdated);
    await page
      .getByRole('listitem')
      .filter({ hasText: /^cobalt$/ })
      .waitFor();
    const saved = await (await page.request.get(`/api/objects/${ids[0]}`)).json();
    expect(saved.keyCharacteristics.materials).toEqual(['faïence', 'cobalt']);
    expect(saved.acquisitionPrice).toBe(120.5);

    await page.getByRole('button', { name: c.object.market }).click();
    await page.getByRole('button', { name: c.object.searchMarket }).click();
    await expectToast(page, c.object.marketDone);
    await page.getByRole('link', { name: c.object.openSource }).first().waitFor();
    // Said plainly: searches to run, not prices.
    await page.getByText(c.object.marketNote).waitFor();
    await page.getByText(c.object.marketNote).scrollIntoViewIfNeeded();
    await shot(page, `${lang}-object-market`, { fullPage: false });
  });

  it('adds a photo with the camera, then saves and updates the estimation', async () => {
    await page.goto(`/object/${ids[2]}`);
    await page.getByTestId('object-value').waitFor();
    await page.getByRole('button', { name: c.object.edit, exact: true }).click();
    await page.getByRole('button', { name: c.object.addPhoto }).click();
    const take = page.getByRole('button', { name: c.camera.capture });
    await expect.poll(() => take.isEnabled(), { timeout: 10_000 }).toBe(true);
    await take.click();
    await page.getByRole('button', { name: c.camera.retake }).click();
    await expect.poll(() => take.isEnabled(), { timeout: 10_000 }).toBe(true);
    await take.click();
    // The photo is what the 4:3 frame showed of the 1920x1080 feed, not the whole feed.
    const photo = page.getByRole('img', { name: c.camera.preview });
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1440, 1080,
    ]);
    // The footer's three buttons stay inside the dialog at 390 px, in French too.
    const dialog = await page.getByRole('dialog').boundingBox();
    for (const button of await page.getByRole('dialog').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
    }
    await shot(page, `${lang}-add-photo-dialog`, { fullPage: false });
    await page.getByRole('button', { name: c.camera.keep }).click();
    await expectToast(page, c.camera.added);
    await page.getByText(fill(c.object.pendingNote_one, { count: 1 })).waitFor();
    await page.getByLabel(c.object.name, { exact: true }).fill('Horloge de parquet');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/reanalyze'));
    await page.getByRole('button', { name: c.object.saveAndReanalyze }).click();
    const analysis = await (await answer).json();
    await expectToast(page, c.object.reanalyzed);

    const saved = await (await page.request.get(`/api/objects/${ids[2]}`)).json();
    // The name typed in this edit beats the model's; the rest comes from the new analysis.
    expect(saved.name).toBe('Horloge de parquet');
    expect([saved.category, saved.estimatedValueMin, saved.estimatedValueMax]).toEqual([
      analysis.category,
      analysis.estimatedValueMin,
      analysis.estimatedValueMax,
    ]);
    expect(saved.additionalImages).toHaveLength(1);
    await page.getByRole('button', { name: fill(c.object.photos_other, { count: 2 }) }).waitFor();
    await page.goto('/dashboard');
    await expectStat(page, 'stat-analyses', '1 / 100');
  });

  it('hides every amount behind asterisks once the settings switch is on, and shows them again once off', async () => {
    const flip = async () => {
      await page.goto('/settings');
      await page.getByRole('button', { name: t.account.privacy.title, exact: true }).click();
      await page.getByRole('switch', { name: t.account.privacy.hideValues }).click();
    };
    await flip();
    await page.goto('/dashboard');
    await expectStat(page, 'stat-value', '**** – ****');
    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    expect(await page.getByText('€').count()).toBe(0);
    expect(await page.getByText('**** – ****').count()).toBe(3);
    await page.locator('a[href^="/object/"]').first().click();
    await page.getByText('**** – ****').first().waitFor();
    expect(await page.getByText('€').count()).toBe(0);

    await flip();
    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    expect(await page.getByText('**** – ****').count()).toBe(0);
    expect(await page.getByText('€').count()).toBeGreaterThan(0);
  });

  it('shows the collection’s amounts in the display currency chosen in the settings', async () => {
    const setCurrency = async (preferredCurrency: string) =>
      expect((await page.request.patch('/api/auth/user', { data: { preferredCurrency } })).status()).toBe(
        200,
      );
    await setCurrency('USD');
    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    await expect.poll(() => page.getByText('$').count()).toBeGreaterThan(0);
    expect(await page.getByText('€').count()).toBe(0);
    await setCurrency('EUR');
  });

  it('filters the collection by room and searches it', async () => {
    const rooms = (await (await page.request.get('/api/rooms')).json()) as Room[];
    const study = rooms.find((r) => r.name === names.study)!;
    await page.goto(`/collection?room=${study.id}`);
    await page
      .getByRole('heading', { level: 1, name: fill(c.collection.titleInRoom, { name: names.study }) })
      .waitFor();
    await expect.poll(() => page.locator('a[href^="/object/"]').count()).toBe(1);
    await page.getByRole('button', { name: fill(c.collection.clearRoom, { name: names.study }) }).click();
    await expect.poll(() => page.locator('a[href^="/object/"]').count()).toBe(3);
    await page.getByPlaceholder(c.collection.search).fill('lamp');
    await expect.poll(() => page.locator('a[href^="/object/"]').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('lamp');
  });

  it('deletes an object and the dashboard follows', async () => {
    await page.goto(`/object/${ids[1]}`);
    await page.getByRole('button', { name: c.object.deleteTitle }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.object.deleteConfirm }).click();
    await expectToast(page, c.object.deleted);
    await waitForPath(page, '/collection');
    await page.goto('/dashboard');
    await expectStat(page, 'stat-items', '2');
    await page.goto(`/object/${ids[1]}`);
    await page.getByRole('heading', { name: c.object.notFound }).waitFor();
  });
});

describe.each(journeys)('free plan in $lang', ({ lang, locale }) => {
  const t = copy[lang];
  const c = t.collection;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await page.goto('/');
    await signUpAndSignIn(page, mail, {
      email: `free.${lang}.${Date.now()}@example.com`,
      password: 'free-secret-12',
      language: lang,
    });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('sees the upgrade card on /houses and the market-analysis prompt', async () => {
    await page.goto('/houses');
    await page.getByRole('heading', { name: c.houses.upgradeTitle }).waitFor();
    expect(await page.getByRole('link', { name: c.houses.upgradeAction }).getAttribute('href')).toBe(
      '/monetization?tab=patrimoine',
    );
    await page.getByText(t.common.plans.tiers.free, { exact: true }).first().waitFor();

    const { id } = await createObject(page, {
      name: 'Miroir',
      category: 'Décoration',
      min: 80,
      max: null,
      roomId: null,
      color: { r: 200, g: 200, b: 210 },
    });
    await page.goto(`/object/${id}`);
    await page.getByText(c.object.marketUpgradeText).waitFor();
    expect(await page.getByRole('button', { name: c.object.searchMarket }).count()).toBe(0);
    expect(plain(await page.getByTestId('object-value').textContent())).toBe(
      fill(t.common.money.moreThan, { amount: euros(80) }),
    );

    await page.goto('/object');
    await waitForPath(page, '/collection');
  });

  it('says why a re-analysis failed, in the page’s language (the month’s analyses are spent)', async () => {
    const buffer = await sharp({
      create: { width: 480, height: 360, channels: 3, background: { r: 150, g: 110, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/analyze-complete', {
        multipart: { image: { name: `spent-${i}.jpg`, mimeType: 'image/jpeg', buffer }, language: lang },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const { id } = await createObject(page, {
      name: 'Pendule',
      category: 'Horlogerie',
      min: 200,
      max: 400,
      roomId: null,
      color: { r: 150, g: 110, b: 60 },
    });
    await page.goto(`/object/${id}`);
    await page.getByRole('button', { name: c.object.edit, exact: true }).click();
    await page.getByRole('button', { name: c.object.saveAndReanalyze }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: c.object.reanalyzeFailed });
    await toast.getByText(t.common.errors.codes.USAGE_LIMIT).waitFor();
    await shot(page, `${lang}-reanalysis-failed`, { fullPage: false });
    // At the bottom (decision 029): never over the header, the title or the back arrow, and above the
    // edit form's bar rather than over its buttons. It stays with its screen: moving on takes it away at once.
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The edit form may have closed on the failure; while its bar is there, the toast stays above it.
    const saveButton = page.getByRole('button', { name: c.object.saveAndReanalyze });
    if (await saveButton.isVisible()) {
      const save = (await saveButton.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(save.y);
    }
    await page.getByRole('link', { name: t.common.header.settings }).click();
    await waitForPath(page, '/settings');
    await toast.waitFor({ state: 'detached', timeout: 1500 });
  });

  it('leaves the inventory for the dashboard when its data cannot load', async () => {
    await page.route('**/api/rooms', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto('/inventory');
    await expectToast(page, c.inventory.loadFailed);
    await waitForPath(page, '/dashboard');
    await page.unroute('**/api/rooms');
  });

  it('leaves the dashboard for the home page when its figures cannot load', async () => {
    const paths: string[] = [];
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && paths.push(new URL(frame.url()).pathname),
    );
    // The figures are asked with the reader's language (?language=…).
    const stats = /\/api\/dashboard\/stats(\?.*)?$/;
    await page.route(stats, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto('/dashboard');
    await expectToast(page, t.dashboard.loadFailed.title);
    // The landing page sends a signed-in visitor back to /dashboard at once: the visit to / is what counts.
    await expect.poll(() => paths.includes('/'), { timeout: 10_000 }).toBe(true);
    await page.unroute(stats);
  });
});
