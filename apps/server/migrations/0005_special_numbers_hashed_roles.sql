-- Demo accounts no longer sign in through stored special numbers (a demo-mode rule does, ADR 0017):
-- the rows the demo seed wrote are removed, so a data folder with DEMO_DATA off keeps no known code.
DELETE FROM "special_otp_numbers" WHERE "name" LIKE 'הדגמה: %' AND "phone" IN ('+972500000001', '+972500000002', '+972500000003', '+972500000004', '+972500000005', '+972500000006', '+972500000007', '+972500000008', '+972500000009', '+972500000010');--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ADD COLUMN "code_salt" text;--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ADD COLUMN "roles" text[];--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ADD COLUMN "allow_staff_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The same formula as special-code-hash.ts: sha256 of "salt:phone:code", hex. Rows from before
-- keep every role they could sign in except admin; the staff flag stays off.
UPDATE "special_otp_numbers" SET "code_salt" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
UPDATE "special_otp_numbers" SET
  "code_hash" = encode(sha256(convert_to("code_salt" || ':' || "phone" || ':' || "code", 'UTF8')), 'hex'),
  "roles" = ARRAY['worker', 'agent', 'company', 'customer', 'installer', 'storekeeper', 'supplier']::text[];--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ALTER COLUMN "code_salt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ALTER COLUMN "code_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "special_otp_numbers" ALTER COLUMN "roles" SET NOT NULL;
