ALTER TABLE "business_details" ADD COLUMN "vat_percent" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_before_vat";--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_vat_percent" CHECK ("business_details"."vat_percent" between 0 and 100);