CREATE TABLE "catalog_manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"value" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"prefix" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"is_original" boolean DEFAULT false NOT NULL,
	"catalog_number" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"visibility" boolean DEFAULT true NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"years" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"vin_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"tractor_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"alternate_catalog_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"vin_number_adjustments" text[] DEFAULT '{}'::text[] NOT NULL,
	"fit_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price_before_vat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"purchase_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"supplier_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"warehouse" text DEFAULT '1' NOT NULL,
	"installation_instructions" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"print" text DEFAULT '' NOT NULL,
	"holes" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"width" text DEFAULT '' NOT NULL,
	"height" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"curvature" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"supplier_ref" text DEFAULT '' NOT NULL,
	"delivery_time" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_manufacturer_id_catalog_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."catalog_manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_manufacturers_name_idx" ON "catalog_manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "catalog_manufacturers_aliases_idx" ON "catalog_manufacturers" USING gin ("aliases");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_models_name_idx" ON "catalog_models" USING btree ("manufacturer_id",lower("name")) WHERE "catalog_models"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_sub_models_name_idx" ON "catalog_models" USING btree ("parent_id",lower("name")) WHERE "catalog_models"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_prefix_idx" ON "product_categories" USING btree ("prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "products_living_catalog_number_idx" ON "products" USING btree ("catalog_number") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_catalog_number_trgm_idx" ON "products" USING gin ("catalog_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category","visibility","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_fit_keys_idx" ON "products" USING gin ("fit_keys");--> statement-breakpoint
CREATE INDEX "products_alternate_numbers_idx" ON "products" USING gin ("alternate_catalog_numbers");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_machine_idx" ON "products" USING btree (lower("manufacturer"),lower("model"));--> statement-breakpoint
-- The built-in categories (spec 3 §1); each has its own range of catalogue numbers (ADR 0013).
INSERT INTO "product_categories" ("value", "name", "en_name", "built_in", "prefix") VALUES
  ('windows', 'חלונות', 'Windows', true, 10),
  ('mirrors', 'מראות', 'Mirrors', true, 11),
  ('lights', 'פנסים', 'Lights', true, 12),
  ('parts', 'חלקים', 'Parts', true, 13),
  ('workClothes', 'ביגוד עבודה', 'Work clothes', true, 14),
  ('workMaterials', 'חומרי עבודה', 'Work materials', true, 15),
  ('tools', 'כלים', 'Tools', true, 16),
  ('works', 'עבודות', 'Works', true, 17);
