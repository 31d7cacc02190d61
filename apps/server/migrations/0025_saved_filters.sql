CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"screen" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"team" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_owner_screen_name_idx" ON "saved_filters" USING btree ("owner_id","screen","name");--> statement-breakpoint
CREATE INDEX "saved_filters_team_screen_idx" ON "saved_filters" USING btree ("team","screen") WHERE "saved_filters"."shared";