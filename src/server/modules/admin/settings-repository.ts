import { eq } from 'drizzle-orm';
import { getPlan, type PlanId } from '../../../contracts/plans';
import type { Db } from '../../db/client';
import { instanceSettings } from '../../db/schema';

export interface InstanceSettingsRow {
  poolReferences: boolean;
  /** the plan of a new account on a self-hosted instance (decision 035) */
  defaultPlanId: PlanId;
}

const ROW = 'instance';
const defaults: InstanceSettingsRow = { poolReferences: false, defaultPlanId: 'patrimoine-gratuit' };
const columns = {
  poolReferences: instanceSettings.poolReferences,
  defaultPlanId: instanceSettings.defaultPlanId,
};
const toRow = (r: { poolReferences: boolean; defaultPlanId: string }): InstanceSettingsRow => ({
  poolReferences: r.poolReferences,
  defaultPlanId: getPlan(r.defaultPlanId).id,
});

/** The instance's one settings row; an instance that never changed a setting reads the defaults. */
export function createSettingsRepository(db: Db) {
  return {
    async get(): Promise<InstanceSettingsRow> {
      const [row] = await db
        .select(columns)
        .from(instanceSettings)
        .where(eq(instanceSettings.id, ROW))
        .limit(1);
      return row ? toRow(row) : defaults;
    },

    async update(change: Partial<InstanceSettingsRow>, by: string): Promise<InstanceSettingsRow> {
      const set = { ...change, updatedAt: new Date(), updatedBy: by };
      const [row] = await db
        .insert(instanceSettings)
        .values({ ...defaults, ...set, id: ROW })
        .onConflictDoUpdate({ target: instanceSettings.id, set })
        .returning(columns);
      return toRow(row);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
