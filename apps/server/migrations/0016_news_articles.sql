CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image_id" uuid,
	"language" text NOT NULL,
	"publish_at" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_idx" ON "news_articles" USING btree ("slug") WHERE "news_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "news_articles_public_idx" ON "news_articles" USING btree ("language","publish_at" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "news_articles"."published" and "news_articles"."deleted_at" is null;