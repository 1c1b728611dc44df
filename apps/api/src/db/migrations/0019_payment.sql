CREATE TABLE "booster_package_prices" (
	"package_id" integer NOT NULL,
	"region" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "booster_package_prices_package_id_region_pk" PRIMARY KEY("package_id","region"),
	CONSTRAINT "booster_package_prices_price_check" CHECK ("booster_package_prices"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "booster_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"summary" text NOT NULL,
	"counselling_hours" smallint NOT NULL,
	"application_count" smallint NOT NULL,
	"test_prep" text NOT NULL,
	"visa_guidance" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booster_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"kind" varchar(10) NOT NULL,
	"percent_off" smallint,
	"amount_off_minor" integer,
	"currency" char(3),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" smallint DEFAULT 1 NOT NULL,
	"program_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 90 and "coupons"."amount_off_minor" is null)
        or ("coupons"."kind" = 'flat' and "coupons"."amount_off_minor" > 0 and "coupons"."currency" is not null and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."valid_from" < "coupons"."valid_until"),
	CONSTRAINT "coupons_limits_check" CHECK ("coupons"."per_user_limit" >= 1 and "coupons"."redeemed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"region" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"list_price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"amount_minor" integer NOT NULL,
	"gateway" varchar(10) NOT NULL,
	"gateway_order_id" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_minor" > 0 and "payment_orders"."amount_minor" = "payment_orders"."list_price_minor" - "payment_orders"."discount_minor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway_payment_id" varchar(64) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"recorded_from" varchar(10) NOT NULL,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booster_package_prices" ADD CONSTRAINT "booster_package_prices_package_id_booster_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booster_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_packages" ADD CONSTRAINT "booster_packages_program_id_booster_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."booster_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_program_id_booster_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."booster_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_package_id_booster_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booster_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booster_packages_program_key" ON "booster_packages" USING btree ("program_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "booster_programs_slug_key" ON "booster_programs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_key" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_order_key" ON "payment_orders" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway_payment_id");