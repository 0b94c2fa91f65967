import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, newPhonePage } from './support/browser';
import { apiGet, createObject } from './support/collection-seed';
import { copy, type Lang } from './support/copy';
import { withStack, type Stack } from './support/stack';

// The owner's details in Settings and the object's insurance fields and receipts (decision 026), in both
// languages at phone size. Screenshots go to SHOTS_DIR (default /tmp/shots-insurance) for a human look.
const shots = process.env.SHOTS_DIR ?? '/tmp/shots-insurance';
mkdirSync(shots, { recursive: true });

let stack: Stack;
withStack((s) => (stack = s));

interface Me {
  fullName: string;
  address: string;
  phone: string;
  insurer: string;
  policyNumber: string;
}
interface Obj {
  condition: string;
  dimensions: string;
  materials: string;
  serialNumber: string;
  marks: string;
  acquisitionDate: string | null;
  receiptPhotoIds: string[];
}

describe.each(['fr', 'en'] as Lang[])('insurance data in %s', (lang) => {
  const a = copy[lang].account;
  const c = copy[lang].collection;

  it('keeps the owner’s details, saying under the field what is wrong before sending', async () => {
    const page = await newPhonePage(stack.browser, stack.server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await signUpAndSignIn(page, stack.mail, {
      email: `owner.${lang}.${Date.now()}@example.com`,
      password: 'insurance-secret-1',
      language: lang,
    });
    await page.goto('/settings');
    await page.locator('#settings-owner-trigger').click();
    await page.getByLabel(a.owner.fullName, { exact: true }).fill('Camille Durand-Lefèvre');
    await page.getByLabel(a.owner.address, { exact: true }).fill('12 rue des Lilas\n75011 Paris');
    await page.getByLabel(a.owner.phone, { exact: true }).fill('call me');
    await page.getByText(a.owner.errors.phone).waitFor();
    const save = page.getByRole('button', { name: a.save.save });
    expect(await save.isDisabled()).toBe(true);
    await page
      .getByLabel(a.owner.phone, { exact: true })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `${lang}-settings-owner-error.png`) });

    await page.getByLabel(a.owner.phone, { exact: true }).fill('+33 6 12 34 56 78');
    await page.getByLabel(a.owner.insurer, { exact: true }).fill('MAIF');
    await page.getByLabel(a.owner.policyNumber, { exact: true }).fill('HAB-2024-000123');
    expect(await page.getByText(a.owner.errors.phone).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, `${lang}-settings-owner.png`) });
    await save.click();
    await expectToast(page, a.save.savedTitle);

    const me = await apiGet<Me>(page, '/api/auth/user');
    expect(me).toMatchObject({
      fullName: 'Camille Durand-Lefèvre',
      address: '12 rue des Lilas\n75011 Paris',
      phone: '+33 6 12 34 56 78',
      insurer: 'MAIF',
      policyNumber: 'HAB-2024-000123',
    });
    await page.reload();
    await page.locator('#settings-owner-trigger').click();
    expect(await page.getByLabel(a.owner.policyNumber, { exact: true }).inputValue()).toBe('HAB-2024-000123');
    await page.context().close();
  });

  it('edits the insurance fields, refuses a future date, and keeps a receipt apart', async () => {
    const page = await newPhonePage(stack.browser, stack.server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await signUpAndSignIn(page, stack.mail, {
      email: `receipts.${lang}.${Date.now()}@example.com`,
      password: 'insurance-secret-1',
      language: lang,
    });
    const { id } = await createObject(page, {
      name: lang === 'fr' ? 'Pendule Louis XVI' : 'Louis XVI clock',
      category: lang === 'fr' ? 'Horlogerie' : 'Clocks',
      min: 800,
      max: 1500,
      roomId: null,
      color: { r: 150, g: 110, b: 60 },
    });
    await page.goto(`/object/${id}`);
    // Nothing recorded yet: the section says what it is for and stays folded.
    await page.getByRole('button', { name: c.insurance.title }).click();
    await page.getByText(c.insurance.empty).waitFor();
    await page.getByText(c.insurance.empty).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `${lang}-object-insurance-empty.png`) });

    // The screen's own Edit comes first; the characteristics and origin have theirs further down.
    await page.getByRole('button', { name: c.object.edit, exact: true }).first().click();
    const form = page.getByRole('region', { name: c.object.editing });
    await form.getByLabel(c.insurance.dimensions, { exact: true }).fill('H 42 × L 30 × P 14 cm');
    await form
      .getByLabel(c.insurance.materials, { exact: true })
      .fill(lang === 'fr' ? 'Bronze doré, marbre' : 'Gilt bronze, marble');
    await form.getByLabel(c.insurance.serialNumber, { exact: true }).fill('N° 1784');
    await form.getByLabel(c.insurance.marks, { exact: true }).fill('Lepaute à Paris');
    await form.getByLabel(c.object.condition, { exact: true }).click();
    await page.getByRole('option', { name: c.condition.good }).click();
    await form.getByLabel(c.object.acquisitionDate, { exact: true }).fill('2999-01-01');
    await page.getByRole('button', { name: c.actions.save, exact: true }).click();
    await form.getByText(c.object.dateInFuture).waitFor();
    await form
      .getByLabel(c.insurance.dimensions, { exact: true })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `${lang}-object-edit.png`) });
    await form.getByLabel(c.object.acquisitionDate, { exact: true }).fill('2019-05-04');
    await page.getByRole('button', { name: c.actions.save, exact: true }).click();
    await expectToast(page, c.object.updated);

    // A receipt, picked as a file, kept apart from the object's photos.
    const receipt = await sharp({
      create: { width: 600, height: 900, channels: 3, background: { r: 240, g: 240, b: 230 } },
    })
      .jpeg()
      .toBuffer();
    await page.getByTestId('receipt-input').setInputFiles({
      name: 'facture.jpg',
      mimeType: 'image/jpeg',
      buffer: receipt,
    });
    await expectToast(page, c.insurance.receiptAdded);
    await page.getByRole('button', { name: c.insurance.showReceipt.replace('{{index}}', '1') }).waitFor();
    const saved = await apiGet<Obj>(page, `/api/objects/${id}`);
    expect(saved).toMatchObject({
      condition: 'good',
      dimensions: 'H 42 × L 30 × P 14 cm',
      serialNumber: 'N° 1784',
      marks: 'Lepaute à Paris',
      acquisitionDate: '2019-05-04',
    });
    expect(saved.receiptPhotoIds).toHaveLength(1);
    await page.getByText(c.condition.good).first().waitFor();
    await page
      .getByRole('button', { name: c.insurance.title })
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await page.screenshot({ path: path.join(shots, `${lang}-object-insurance.png`), fullPage: true });

    await page.getByRole('button', { name: c.insurance.removeReceipt.replace('{{index}}', '1') }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.insurance.removeConfirm }).click();
    await expectToast(page, c.insurance.receiptRemoved);
    expect((await apiGet<Obj>(page, `/api/objects/${id}`)).receiptPhotoIds).toEqual([]);
    await page.context().close();
  });
});
