ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "dimensions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "materials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "serial_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "marks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "receipt_photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Condition becomes a scale (excellent | good | fair | poor, '' unknown: contracts/collection.ts
-- conditionFromText says the same in TypeScript). A free text is read by its words; one that names no
-- level and is not "unknown" is kept at the end of the notes, in the owner's language, so nothing is lost.
WITH "mapped" AS (
  SELECT o."id", btrim(o."condition") AS "text",
    CASE
      WHEN lower(btrim(o."condition")) IN ('excellent', 'good', 'fair', 'poor') THEN lower(btrim(o."condition"))
      WHEN o."condition" ~* '(excellent|comme neuf|like new|as new|parfait|pristine|\mmint\M|\mneu(f|ve)s?\M|\mnew\M)' THEN 'excellent'
      WHEN o."condition" ~* '(mauvais|abîm|abim|endommag|cassé|broken|damaged|très usé|\mpoor\M|\mbad\M)' THEN 'poor'
      WHEN o."condition" ~* '(\mbon(ne)?\M|\mgood\M|\mfine\M)' THEN 'good'
      WHEN o."condition" ~* '(usé|usure|\mworn\M|\mfair\M|passable|moyen|défaut|defaut|flaw|\mcorrect\M)' THEN 'fair'
      ELSE ''
    END AS "scale"
  FROM "objects" o
  WHERE btrim(o."condition") <> ''
)
UPDATE "objects" o SET
  "condition" = m."scale",
  "notes" = CASE
    WHEN m."scale" = '' AND lower(m."text") !~ '^(inconnue?|unknown|n/?a|non (précisé|évalué|renseigné)|not (known|assessed|stated)|[-?.…]*)$'
      THEN ltrim(o."notes" || E'\n\n' || CASE WHEN u."language" = 'en' THEN 'Condition: ' ELSE 'État : ' END || m."text", E'\n')
    ELSE o."notes"
  END
FROM "mapped" m, "users" u
WHERE o."id" = m."id" AND u."id" = o."user_id";
