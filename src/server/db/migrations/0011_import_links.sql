CREATE TABLE "import_links" (
	"user_id" text NOT NULL,
	"origin" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_links_pkey" PRIMARY KEY("user_id","origin","kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_links_user_kind_local_idx" ON "import_links" USING btree ("user_id","kind","local_id");