CREATE TABLE "coupon_programs" (
	"coupon_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "coupon_programs_coupon_id_program_id_pk" PRIMARY KEY("coupon_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_kind_check";--> statement-breakpoint
ALTER TABLE "booster_packages" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booster_programs" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "coupon_programs" ADD CONSTRAINT "coupon_programs_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_programs" ADD CONSTRAINT "coupon_programs_program_id_booster_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."booster_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_minor" is null)
        or ("coupons"."kind" = 'flat' and "coupons"."amount_off_minor" > 0 and "coupons"."currency" is not null and "coupons"."percent_off" is null));--> statement-breakpoint
-- A coupon's one program moves to its list of programs.
INSERT INTO "coupon_programs" ("coupon_id", "program_id") SELECT "id", "program_id" FROM "coupons" WHERE "program_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_program_id_booster_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "program_id";