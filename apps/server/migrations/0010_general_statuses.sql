CREATE TABLE "general_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "general_statuses_name_unique" ON "general_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "general_statuses_position_unique" ON "general_statuses" USING btree ("position");