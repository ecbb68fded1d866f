CREATE TABLE "skm_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"request_table" text,
	"request_id" uuid,
	"u1" smallint NOT NULL,
	"u2" smallint NOT NULL,
	"u3" smallint NOT NULL,
	"u4" smallint NOT NULL,
	"u5" smallint NOT NULL,
	"u6" smallint NOT NULL,
	"u7" smallint NOT NULL,
	"u8" smallint NOT NULL,
	"u9" smallint NOT NULL,
	"age" smallint,
	"gender" text,
	"education" text,
	"occupation" text,
	"suggestion" text,
	"suggestion_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skm_responses_scores_check" CHECK ("skm_responses"."u1" between 1 and 4 and "skm_responses"."u2" between 1 and 4 and "skm_responses"."u3" between 1 and 4 and "skm_responses"."u4" between 1 and 4 and "skm_responses"."u5" between 1 and 4 and "skm_responses"."u6" between 1 and 4 and "skm_responses"."u7" between 1 and 4 and "skm_responses"."u8" between 1 and 4 and "skm_responses"."u9" between 1 and 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skm_responses_request_idx" ON "skm_responses" USING btree ("request_id") WHERE "skm_responses"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "skm_responses_service_created_idx" ON "skm_responses" USING btree ("service","created_at");