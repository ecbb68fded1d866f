CREATE TABLE "ppid_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"nomor" text NOT NULL,
	"ringkasan" text NOT NULL,
	"pejabat" text NOT NULL,
	"penanggung_jawab" text NOT NULL,
	"waktu_tempat" text NOT NULL,
	"bentuk" text NOT NULL,
	"jangka_waktu" text NOT NULL,
	"file_url" text,
	"file_name" text,
	"file_size" bigint,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppid_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"due_on" date NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppid_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"ktp_url" text NOT NULL,
	"ktp_consent_at" timestamp with time zone NOT NULL,
	"information" text NOT NULL,
	"purpose" text NOT NULL,
	"receive_method" text NOT NULL,
	"copy_method" text NOT NULL,
	"status" "request_status" DEFAULT 'Diajukan' NOT NULL,
	"due_on" date NOT NULL,
	"extended_reason" text,
	"answer" text,
	"answer_files" jsonb,
	"rejection_basis" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppid_documents" ADD CONSTRAINT "ppid_documents_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD CONSTRAINT "ppid_objections_request_id_ppid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ppid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD CONSTRAINT "ppid_objections_answered_by_profiles_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppid_requests" ADD CONSTRAINT "ppid_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppid_documents_category_idx" ON "ppid_documents" USING btree ("category","published");--> statement-breakpoint
CREATE UNIQUE INDEX "ppid_objections_request_idx" ON "ppid_objections" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppid_requests_code_idx" ON "ppid_requests" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "ppid_requests_created_idx" ON "ppid_requests" USING btree ("created_at");