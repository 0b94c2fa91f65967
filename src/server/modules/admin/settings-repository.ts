import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instanceSettings } from '../../db/schema';

export interface InstanceSettingsRow {
  poolReferences: boolean;
}

const ROW = 'instance';
const defaults: InstanceSettingsRow = { poolReferences: false };

/** The instance's one settings row; an instance that never changed a setting reads the defaults. */
export function createSettingsRepository(db: Db) {
  return {
    async get(): Promise<InstanceSettingsRow> {
      const [row] = await db
        .select({ poolReferences: instanceSettings.poolReferences })
        .from(instanceSettings)
        .where(eq(instanceSettings.id, ROW))
        .limit(1);
      return row ?? defaults;
    },

    async update(change: Partial<InstanceSettingsRow>, by: string): Promise<InstanceSettingsRow> {
      const set = { ...change, updatedAt: new Date(), updatedBy: by };
      const [row] = await db
        .insert(instanceSettings)
        .values({ ...defaults, ...set, id: ROW })
        .onConflictDoUpdate({ target: instanceSettings.id, set })
        .returning({ poolReferences: instanceSettings.poolReferences });
      return row;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
