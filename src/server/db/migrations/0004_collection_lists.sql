ALTER TABLE "users" ADD COLUMN "collection_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "list_item" text;--> statement-breakpoint
-- The object as a list item, JSON text: the same fields and formats as toListItem in objects-mapping.ts
-- (thumbnail of the first photo, instants in UTC with milliseconds, numerics as numbers). Lists join these
-- instead of building 5,000 JSON objects per request.
CREATE FUNCTION "objects_list_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_item := json_build_object(
    'id', NEW.id, 'name', NEW.name, 'category', NEW.category, 'roomId', NEW.room_id,
    'estimatedValueMin', NEW.estimated_value_min::float8, 'estimatedValueMax', NEW.estimated_value_max::float8,
    'currency', 'EUR', 'confidenceScore', NEW.confidence_score,
    'thumbnailUrl', '/api/photos/' || NEW.photo_ids[1]::text || '?variant=thumb',
    'imageUrl', NEW.image_url,
    'createdAt', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "objects_list_item" BEFORE INSERT OR UPDATE ON "objects"
  FOR EACH ROW EXECUTE FUNCTION "objects_list_item"();--> statement-breakpoint
-- Any change to a user's objects bumps their collection version, once per statement (an import of
-- thousands of rows is one bump). A cascade from a deleted user finds no user row left to bump.
CREATE FUNCTION "objects_bump_collection_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "collection_version" = "collection_version" + 1
    WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "objects_inserted" AFTER INSERT ON "objects" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_bump_collection_version"();--> statement-breakpoint
CREATE TRIGGER "objects_updated" AFTER UPDATE ON "objects" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_bump_collection_version"();--> statement-breakpoint
CREATE TRIGGER "objects_deleted" AFTER DELETE ON "objects" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "objects_bump_collection_version"();--> statement-breakpoint
-- Existing rows: an update runs both triggers.
UPDATE "objects" SET "list_item" = NULL;
