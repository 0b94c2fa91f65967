/** The one plan catalogue (docs/product.md#plans). Prices in euros. */
export const tiers = ['free', 'explorer', 'collection', 'pro', 'expert'] as const;
export type Tier = (typeof tiers)[number];

export const planIds = [
  'patrimoine-gratuit',
  'patrimoine-explorer',
  'patrimoine-collection',
  'pro-debutant',
  'pro-etabli',
  'pro-expert',
  'expert-ponctuel',
  'expert-succession',
  'expert-commissaire',
] as const;
export type PlanId = (typeof planIds)[number];

export type PlanTab = 'patrimoine' | 'pro' | 'expert';

export interface Plan {
  id: PlanId;
  tab: PlanTab;
  tier: Tier;
  /** i18n key suffix under `plans.names` */
  nameKey: string;
  monthlyPrice: number;
  yearlyPrice: number | null;
  oneTimePrice: number | null;
  /** null = unlimited */
  analysesPerMonth: number | null;
  storageMb: number;
  /**
   * What a collection may hold (decision 020): houses (the main house counts), rooms and objects. Finite on
   * every plan, so every collection that can be built exports in one answer. A collection above a limit (a
   * downgrade, an older account) keeps everything; only adding is refused (403 PLAN_LIMIT).
   */
  maxHouses: number;
  maxRooms: number;
  maxObjects: number;
  popular: boolean;
  trialDays: number;
}

export type CollectionLimits = Pick<Plan, 'maxHouses' | 'maxRooms' | 'maxObjects'>;

/** Decision 020: a household's inventory on the free plans, a dealer's or an appraiser's stock above. */
const collectionLimits: Record<PlanId, CollectionLimits> = {
  'patrimoine-gratuit': { maxHouses: 1, maxRooms: 20, maxObjects: 200 },
  'patrimoine-explorer': { maxHouses: 1, maxRooms: 50, maxObjects: 1000 },
  'patrimoine-collection': { maxHouses: 5, maxRooms: 200, maxObjects: 5000 },
  'pro-debutant': { maxHouses: 10, maxRooms: 500, maxObjects: 10_000 },
  'pro-etabli': { maxHouses: 25, maxRooms: 1000, maxObjects: 25_000 },
  'pro-expert': { maxHouses: 50, maxRooms: 2000, maxObjects: 50_000 },
  'expert-ponctuel': { maxHouses: 20, maxRooms: 500, maxObjects: 10_000 },
  'expert-succession': { maxHouses: 50, maxRooms: 1000, maxObjects: 25_000 },
  'expert-commissaire': { maxHouses: 100, maxRooms: 2000, maxObjects: 50_000 },
};

const MB = 1;
const GB = 1024;
const TB = 1024 * 1024;

export const plans: readonly Plan[] = [
  plan('patrimoine-gratuit', 'patrimoine', 'free', 'gratuit', 0, null, null, 5, 100 * MB),
  plan('patrimoine-explorer', 'patrimoine', 'explorer', 'explorer', 0.99, 2.99, 4.99, 25, 500 * MB, true, 15),
  plan(
    'patrimoine-collection',
    'patrimoine',
    'collection',
    'connaisseur',
    4.99,
    14.99,
    24.99,
    100,
    2 * GB,
    false,
    15,
  ),
  plan('pro-debutant', 'pro', 'pro', 'debutant', 29, 299, null, 500, 10 * GB),
  plan('pro-etabli', 'pro', 'pro', 'etabli', 79, 799, null, 2000, 50 * GB, true),
  plan('pro-expert', 'pro', 'pro', 'proExpert', 149, 1499, null, null, 200 * GB),
  plan('expert-ponctuel', 'expert', 'expert', 'ponctuel', 99, 999, null, 1000, 25 * GB),
  plan('expert-succession', 'expert', 'expert', 'succession', 199, 1999, null, 5000, 100 * GB, true),
  plan('expert-commissaire', 'expert', 'expert', 'commissaire', 399, 3999, null, null, 1 * TB),
];

function plan(
  id: PlanId,
  tab: PlanTab,
  tier: Tier,
  nameKey: string,
  monthlyPrice: number,
  yearlyPrice: number | null,
  oneTimePrice: number | null,
  analysesPerMonth: number | null,
  storageMb: number,
  popular = false,
  trialDays = 0,
): Plan {
  return {
    id,
    tab,
    tier,
    nameKey,
    monthlyPrice,
    yearlyPrice,
    oneTimePrice,
    analysesPerMonth,
    storageMb,
    ...collectionLimits[id],
    popular,
    trialDays,
  };
}

export const DEFAULT_PLAN_ID: PlanId = 'patrimoine-gratuit';

export function getPlan(id: string | null | undefined): Plan {
  return plans.find((p) => p.id === id) ?? plans[0];
}

/** Catalogue order: later in the list is an upgrade, earlier a downgrade, whatever the price. */
export function comparePlans(a: PlanId, b: PlanId): number {
  return planIds.indexOf(a) - planIds.indexOf(b);
}

export function tierRank(tier: Tier): number {
  return tiers.indexOf(tier);
}

/**
 * Houses and market analysis belong to collection, pro and expert (docs/product.md#plans), and to super
 * users.
 */
export function hasPremiumEntitlements(tier: Tier, isSuperUser: boolean): boolean {
  return isSuperUser || tierRank(tier) >= tierRank('collection');
}

/** Yearly saving percent = (12 × monthly − yearly) / (12 × monthly), rounded. */
export function yearlySavingPercent(p: Plan): number | null {
  if (!p.yearlyPrice || p.monthlyPrice <= 0) return null;
  return Math.round(((12 * p.monthlyPrice - p.yearlyPrice) / (12 * p.monthlyPrice)) * 100);
}
