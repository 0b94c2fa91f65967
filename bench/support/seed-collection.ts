import { objects } from '../../src/server/db/schema';
import type { TestApp } from '../../src/server/test/harness';
import type { Client } from '../../src/server/test/members';

/**
 * `count` objects for one user, spread over `roomIds`, with the long text and big JSON an analysis leaves
 * (which neither the lists nor the dashboard must carry), one a minute up to now, inserted 500 per statement.
 */
export async function seedObjects(t: TestApp, c: Client, roomIds: number[], count: number) {
  const base = Date.now() - count * 60_000;
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
      const i = from + k;
      return {
        userId: c.id,
        roomId: roomIds[i % roomIds.length],
        name: `Objet de collection n°${i} — pendule en bronze doré`,
        description: 'Pendule de cheminée en bronze doré et marbre blanc, cadran émaillé signé. '.repeat(5),
        category: ['Horlogerie', 'Mobilier', 'Verrerie', 'Tableaux'][i % 4],
        // Some objects without an estimate, some with a minimum only: the totals treat each kind.
        estimatedValueMin: i % 50 === 0 ? null : 100 + (i % 97) * 10,
        estimatedValueMax: i % 50 === 0 || i % 7 === 0 ? null : 300 + (i % 97) * 20,
        confidenceScore: 50 + (i % 50),
        imageUrl: `/api/photos/${crypto.randomUUID()}`,
        additionalImages: [`/api/photos/${crypto.randomUUID()}`, `/api/photos/${crypto.randomUUID()}`],
        keyCharacteristics: {
          materials: ['bronze', 'marbre'],
          decorativeStyle: ['Louis XVI'],
          specificFeatures: ['cadran signé'],
          dimensions: '45 × 30 cm',
        },
        expertiseReport: {
          furtherResearch: {
            recommendations: Array(10).fill('Comparer avec les ventes Drouot récentes'),
            verificationSteps: [],
          },
        },
        marketData: {
          sources: Array.from({ length: 5 }, (_, s) => ({
            name: `Source ${s}`,
            priceRange: '100 € – 300 €',
            description: 'x'.repeat(200),
          })),
        },
        analysisData: {
          steps: Array.from({ length: 5 }, (_, s) => ({
            step: s + 1,
            title: 'Étape',
            description: 'y'.repeat(300),
          })),
        },
        searchTerms: ['pendule bronze', 'louis xvi'],
        createdAt: new Date(base + i * 60_000),
      };
    });
    await t.database.db.insert(objects).values(rows);
  }
}
