ALTER TABLE "documents" ADD COLUMN "route_summary" jsonb;--> statement-breakpoint
CREATE INDEX "documents_route_day_idx" ON "documents" USING btree ("shipping_date") WHERE "documents"."category" = 'workCard' and "documents"."status" and "documents"."installer_id" is not null;--> statement-breakpoint
-- Documents saved before the summary existed: the same fields documents.shape.ts routeSummaryOf keeps.
UPDATE "documents" SET "route_summary" = jsonb_build_object(
  'customerName', coalesce("body"->'userInformation'->>'name', ''),
  'contactName', coalesce("body"->'contactDetails'->>'name', ''),
  'phoneNumber', coalesce(nullif("body"->'contactDetails'->>'phoneNumber', ''), "body"->'userInformation'->>'phoneNumber', ''),
  'city', coalesce("body"->'shippingAddress'->>'city', ''),
  'street', coalesce("body"->'shippingAddress'->>'neighborhood', ''),
  'buildingNumber', coalesce("body"->'shippingAddress'->>'buildingNumber', ''),
  'hour', coalesce("body"->'shippingAddress'->>'hour', ''),
  'comments', coalesce("body"->>'comments', ''),
  'lines', (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'name', coalesce(
        CASE WHEN (line->>'isGeneralName')::boolean THEN nullif(line->>'generalName', '') END,
        nullif(line->>'name', ''),
        line->>'catalogNumber', ''),
      'quantity', coalesce((line->>'quantity')::numeric, 1))), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("body"->'products', '[]'::jsonb) || coalesce("body"->'works', '[]'::jsonb)) AS line
  )
) WHERE "route_summary" IS NULL;
