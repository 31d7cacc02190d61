CREATE TABLE "work_catalog_counter" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"next_number" bigint NOT NULL,
	CONSTRAINT "work_catalog_counter_single_row" CHECK ("work_catalog_counter"."id")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_number" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "works_catalog_number_idx" ON "works" USING btree ("catalog_number");--> statement-breakpoint
CREATE INDEX "works_name_trgm_idx" ON "works" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Works were products of category 'works' (ADR 0024). Each catalogue number moves once: its living
-- row, else its latest deleted one, keeping id, name, price and dates. 9999999, the free item, stays a product.
INSERT INTO "works" ("id", "catalog_number", "name", "price", "created_by_id", "created_at", "updated_at", "deleted_at")
SELECT DISTINCT ON ("catalog_number")
  "id", "catalog_number", "name", "price", "created_by_id", "created_at", "updated_at", "deleted_at"
FROM "products"
WHERE "category" = 'works' AND "catalog_number" <> '9999999'
ORDER BY "catalog_number", ("deleted_at" IS NULL) DESC, "deleted_at" DESC, "updated_at" DESC;--> statement-breakpoint
-- Their images and documents: no record shows them any more, so they become uploads no record
-- adopted, which the hourly cleanup removes (file and row).
UPDATE "stored_files" SET "owner_entity" = NULL, "owner_id" = NULL
WHERE "owner_entity" IN ('productImage', 'productDoc')
  AND "owner_id" IN (SELECT "id" FROM "products" WHERE "category" = 'works' AND "catalog_number" <> '9999999');--> statement-breakpoint
DELETE FROM "products" WHERE "category" = 'works' AND "catalog_number" <> '9999999';--> statement-breakpoint
-- A work has no stock: the stock rows of the moved numbers go, unless a living product still has
-- the number. Stock transfers stay as they were, as history.
DELETE FROM "warehouse_stock" "s"
WHERE "s"."catalog_number" IN (SELECT "catalog_number" FROM "works")
  AND NOT EXISTS (
    SELECT 1 FROM "products" "p" WHERE "p"."catalog_number" = "s"."catalog_number" AND "p"."deleted_at" IS NULL
  );--> statement-breakpoint
-- The free item is a product line of documents; it joins the parts.
UPDATE "products" SET "category" = 'parts', "updated_at" = now() WHERE "category" = 'works';--> statement-breakpoint
DELETE FROM "product_categories" WHERE "value" = 'works';--> statement-breakpoint
-- New works continue after the highest number moved, in the range works had as products (17xxxxx).
INSERT INTO "work_catalog_counter" ("id", "next_number")
SELECT true, greatest(
  1700000,
  coalesce(max(CASE WHEN "catalog_number" ~ '^[0-9]{1,15}$' THEN "catalog_number"::bigint END), 0)
) + 1
FROM "works";
