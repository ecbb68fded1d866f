-- Issue 38, item 2: the working days a Sirekanan or Uji Lab request waited in Perlu Dilengkapi, kept off its service clock.
ALTER TABLE "sirekanan_requests" ADD COLUMN "clock_paused_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pengajuan_uji" ADD COLUMN "clock_paused_days" integer DEFAULT 0 NOT NULL;
