import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { knowledgeFolder } from '../knowledge';
import { viewNames } from './preprocess';

const calibrationSchema = z.strictObject({
  /** How the figures were fitted, on which set, and when: the record of the method. */
  method: z.string(),
  /** How each photo is shown to the classifier (preprocess.ts), the runs averaged. */
  views: z.array(z.enum(viewNames)).min(1),
  /** Whether each view is also classified mirrored, and the two averaged. */
  mirror: z.boolean(),
  /** Softmax temperature of the classifier's logits (temperature scaling). */
  temperature: z.number().positive(),
  /**
   * Platt scaling of the best type's probability into the confidence shown (identify.ts), with a log-odds
   * shift (≤ 0) when the photo's views put different types first.
   */
  confidence: z.strictObject({
    slope: z.number().positive(),
    intercept: z.number(),
    viewsDisagree: z.number().max(0),
  }),
  references: z.strictObject({
    /** Nearest-reference cosine similarity at which reference photos start to count... */
    low: z.number(),
    /** ...and at which they reach their full weight. */
    high: z.number(),
    /** The most the reference photos may weigh against the classifier (0–1). */
    maxWeight: z.number().min(0).max(1),
    /** Softmax temperature over the reference types' similarities. */
    temperature: z.number().positive(),
  }),
  /** The learned head (head.ts) against the classifier's classes; absent: no head. */
  head: z
    .strictObject({
      /** Share of the object evidence the head's types take (0–1)... */
      weight: z.number().min(0).max(1),
      /** ...multiplied by (1 − the classifier's surest type) when set, so a sure classifier keeps its say. */
      yieldToSure: z.boolean(),
      /** Softmax temperature of the head's logits. */
      temperature: z.number().positive(),
    })
    .optional(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

/** knowledge/derived/calibration.json, fitted by scripts/knowledge/calibrate.ts on datasets/eval/dev. */
export function readCalibration(): Calibration {
  const file = path.join(knowledgeFolder, 'derived', 'calibration.json');
  return calibrationSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
