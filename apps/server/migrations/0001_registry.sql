CREATE TABLE "registry_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"encoding" text,
	"processed_lines" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejected_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"chassis" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_gov" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registry_category_plate_unique" ON "registry_items" USING btree ("category","plate") WHERE "registry_items"."plate" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "registry_category_chassis_unique" ON "registry_items" USING btree ("category","chassis") WHERE "registry_items"."plate" = '' and "registry_items"."chassis" <> '';--> statement-breakpoint
CREATE INDEX "registry_plate_idx" ON "registry_items" USING btree ("plate" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registry_chassis_idx" ON "registry_items" USING btree ("chassis" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registry_options_idx" ON "registry_items" USING btree ("category","manufacturer","model","year");--> statement-breakpoint
CREATE INDEX "registry_category_created_idx" ON "registry_items" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);