import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionFromText } from '../../../contracts/collection';
import { objects, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { clientFor } from '../../test/members';

/** Migration 0013's data step: the stored condition texts read as the scale (decision 026). */
const conditionStep = readFileSync(
  new URL('../../db/migrations/0013_insurance_details.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

const texts = [
  'Bon état',
  "Bon, petites traces d'usage",
  'Comme neuf, sans défaut',
  'Usé, défauts visibles',
  'Abîmé ou incomplet',
  'Like new, no flaw',
  'Good, light signs of use',
  'Worn, visible flaws',
  'Damaged or incomplete',
  'Très bon état',
  'Excellent',
  'poor',
  'Inconnu',
  'Unknown',
  'Restauré en 1990',
  'Patine d’origine',
];

describe.each(testDbKinds())('the condition migration on %s', (kind) => {
  let t: TestApp;
  withTestApp((app) => (t = app), kind);

  it('reads stored texts as the TypeScript reading does, keeping unread ones in the notes', async () => {
    const fr = await clientFor(t, `condition-fr-${kind}@example.com`);
    const en = await clientFor(t, `condition-en-${kind}@example.com`);
    await t.database.db.update(user).set({ language: 'en' }).where(eq(user.id, en.id));
    const db = t.database.db;
    // Rows as they were before the scale: written straight, as the old API stored any text.
    for (const [owner, notes] of [
      [fr, ''],
      [en, 'Bought in Lyon'],
    ] as const) {
      await db
        .insert(objects)
        .values(texts.map((condition) => ({ userId: owner.id, name: condition, condition, notes })));
    }
    await db.execute(sql.raw(conditionStep));

    for (const [owner, label, notes] of [
      [fr, 'État\u00a0: ', ''],
      [en, 'Condition: ', 'Bought in Lyon'],
    ] as const) {
      const rows = await db
        .select({ name: objects.name, condition: objects.condition, notes: objects.notes })
        .from(objects)
        .where(eq(objects.userId, owner.id))
        .orderBy(asc(objects.id));
      expect(rows).toEqual(
        texts.map((text) => {
          const level = conditionFromText(text);
          return {
            name: text,
            condition: level ?? '',
            notes: level === null ? [notes, `${label}${text}`].filter(Boolean).join('\n\n') : notes,
          };
        }),
      );
    }
    expect(conditionFromText('Restauré en 1990')).toBeNull();
    expect(conditionFromText("Bon, petites traces d'usage")).toBe('good');
    expect(conditionFromText('Usé, défauts visibles')).toBe('fair');
  });
});
