CREATE TABLE "request_contacts" (
	"request_kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"whatsapp_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_contacts_pkey" PRIMARY KEY("request_kind","request_id"),
	CONSTRAINT "request_contacts_kind_check" CHECK ("request_kind" IN ('sirekanan', 'ujilab', 'damage-reports', 'ppid')),
	CONSTRAINT "request_contacts_phone_check" CHECK ("phone" ~ '^\+62[0-9]{8,12}$')
);
--> statement-breakpoint
CREATE INDEX "request_contacts_phone_idx" ON "request_contacts" USING btree ("phone");
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("status" IN ('pending', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_dedupe_idx" ON "whatsapp_messages" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_request_idx" ON "whatsapp_messages" USING btree ("request_kind","request_id","created_at");
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_provider_idx" ON "whatsapp_messages" USING btree ("provider_id");
