-- Issue 38: a request waiting for the citizen to add or answer something (its service clock pauses).
ALTER TYPE "public"."request_status" ADD VALUE IF NOT EXISTS 'Perlu Dilengkapi' BEFORE 'Selesai';
