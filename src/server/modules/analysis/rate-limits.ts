import { AppError } from '../../errors';

/**
 * Per-user bound on the calls that run the analyzer on photos already stored (re-analysis, expertise
 * report, answers, namings, close-ups, market search), window in minutes. The plan bounds how many are
 * paid for; this bounds how fast, so one account cannot keep the analyzer (or a paid vision model) busy
 * for everyone else. Far above what an owner answering questions by hand does (a few a minute).
 */
export const analyzerRateLimit = { max: 30, windowMin: 10 } as const;

/** The fixed-window counter the account routes use (`AuthRepository.hit`), shared by every instance. */
export type Hit = (key: string, windowMs: number) => Promise<number>;

/** Counts one call for this user, and refuses it (429 RATE_LIMITED) beyond the bound. */
export async function enforceAnalyzerRate(hit: Hit, userId: string): Promise<void> {
  const { max, windowMin } = analyzerRateLimit;
  if ((await hit(`analyzer:user:${userId}`, windowMin * 60_000)) > max)
    throw new AppError(
      'RATE_LIMITED',
      'Too many appraisals at once. Please wait a few minutes and try again.',
    );
}
