import { z } from 'zod';
import { currencies } from './currency';
import { planIds } from './plans';

/**
 * The zod schemas of the fixed choices. The lists and their types stay zod-free in currency.ts and
 * plans.ts, so that a screen that only formats money or names a plan (the dashboard) loads no zod.
 */
export const currencySchema = z.enum(currencies);
export const planIdSchema = z.enum(planIds);
