ALTER TABLE "documents" ADD COLUMN "route_number" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "located_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_route_number_unique" ON "documents" USING btree ("installer_id","shipping_date","route_number") WHERE "documents"."category" = 'workCard' and "documents"."status" and "documents"."route_number" is not null and "documents"."installer_id" is not null;--> statement-breakpoint
-- Route numbers saved before they were unique: the first card of an installer's day keeps each number.
UPDATE "documents" AS d SET "route_number" = n.rn FROM (
  SELECT "id", ("body"->>'routeNumber')::int AS rn,
    row_number() OVER (PARTITION BY "installer_id", "shipping_date", "body"->>'routeNumber' ORDER BY "doc_id") AS k
  FROM "documents"
  WHERE "category" = 'workCard' AND "status" AND "installer_id" IS NOT NULL AND jsonb_typeof("body"->'routeNumber') = 'number'
) AS n WHERE d."id" = n."id" AND n.k = 1;
