CREATE TABLE "collection_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"object_count" integer DEFAULT 0 NOT NULL,
	"value_min" numeric DEFAULT 0 NOT NULL,
	"value_max" numeric DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_totals" ADD CONSTRAINT "collection_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Writers wait until the totals below are counted and their triggers are in place: none is missed or counted twice.
LOCK TABLE "objects" IN SHARE MODE;--> statement-breakpoint
-- Each statement on `objects` adds its difference per owner, in its own transaction: an added row counts
-- +1 and its values, a removed row -1 and minus its values, an updated row both (nothing when its owner and
-- values stay). The same rules as the dashboard's sum: no minimum counts 0; no maximum counts the minimum.
CREATE FUNCTION "objects_collection_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A cascade from a deleted user has already removed their row: nothing to update.
    UPDATE "collection_totals" t SET
      "object_count" = t."object_count" - r."n",
      "value_min" = t."value_min" - r."low",
      "value_max" = t."value_max" - r."high"
    FROM (
      SELECT "user_id", count(*) AS "n", sum(coalesce("estimated_value_min", 0)) AS "low",
        sum(coalesce("estimated_value_max", "estimated_value_min", 0)) AS "high"
      FROM "removed" GROUP BY "user_id"
    ) r
    WHERE t."user_id" = r."user_id";
    RETURN NULL;
  END IF;
  -- A transition table exists only in the triggers that declare it: "removed" is read in updates only.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "collection_totals" AS t ("user_id", "object_count", "value_min", "value_max")
      SELECT "user_id", count(*), sum(coalesce("estimated_value_min", 0)),
        sum(coalesce("estimated_value_max", "estimated_value_min", 0))
      FROM "added" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET
      "object_count" = t."object_count" + excluded."object_count",
      "value_min" = t."value_min" + excluded."value_min",
      "value_max" = t."value_max" + excluded."value_max";
    RETURN NULL;
  END IF;
  INSERT INTO "collection_totals" AS t ("user_id", "object_count", "value_min", "value_max")
    SELECT d."user_id", sum(d."n"), sum(d."low"), sum(d."high")
    FROM (
      SELECT "user_id", 1 AS "n", coalesce("estimated_value_min", 0) AS "low",
        coalesce("estimated_value_max", "estimated_value_min", 0) AS "high"
      FROM "added"
      UNION ALL
      SELECT "user_id", -1, -coalesce("estimated_value_min", 0),
        -coalesce("estimated_value_max", "estimated_value_min", 0)
      FROM "removed"
    ) d
    -- An update inside a user's deletion (a cascade) finds no user left: nothing to keep for them.
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id")
    GROUP BY d."user_id"
    HAVING sum(d."n") <> 0 OR sum(d."low") <> 0 OR sum(d."high") <> 0
  ON CONFLICT ("user_id") DO UPDATE SET
    "object_count" = t."object_count" + excluded."object_count",
    "value_min" = t."value_min" + excluded."value_min",
    "value_max" = t."value_max" + excluded."value_max";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "objects_totals_inserted" AFTER INSERT ON "objects" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_collection_totals"();--> statement-breakpoint
CREATE TRIGGER "objects_totals_updated" AFTER UPDATE ON "objects" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_collection_totals"();--> statement-breakpoint
CREATE TRIGGER "objects_totals_deleted" AFTER DELETE ON "objects" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_collection_totals"();--> statement-breakpoint
-- The collections already there.
INSERT INTO "collection_totals" ("user_id", "object_count", "value_min", "value_max")
  SELECT "user_id", count(*), sum(coalesce("estimated_value_min", 0)),
    sum(coalesce("estimated_value_max", "estimated_value_min", 0))
  FROM "objects" GROUP BY "user_id";
