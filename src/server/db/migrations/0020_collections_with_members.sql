CREATE TABLE "collection_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "collection_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "collection_members" (
	"collection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_members_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"hide_amounts_from_viewers" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "object_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"collection_id" text NOT NULL,
	"user_id" text,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "current_collection_id" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_changes" ADD CONSTRAINT "object_changes_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_changes" ADD CONSTRAINT "object_changes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_changes" ADD CONSTRAINT "object_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_invitations_collection_idx" ON "collection_invitations" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_members_user_idx" ON "collection_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "object_changes_object_idx" ON "object_changes" USING btree ("object_id","id");--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every account already here founds its own collection and owns it (decision 037). Unnamed (''): the
-- screens call it after its founder in the reader's language until an owner names it.
INSERT INTO "collections" ("id", "created_at") SELECT "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "collection_members" ("collection_id", "user_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
UPDATE "objects" SET "added_by" = "user_id";--> statement-breakpoint
UPDATE "valuations" SET "recorded_by" = "user_id";--> statement-breakpoint
-- Whatever path creates an account (sign-up, an admin, a test), its collection comes with it.
CREATE FUNCTION "found_own_collection"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "collections" ("id") VALUES (NEW."id");
  INSERT INTO "collection_members" ("collection_id", "user_id", "role") VALUES (NEW."id", NEW."id", 'owner');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_found_collection" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "found_own_collection"();
