-- Issue 41: the admin damage-report search for a common phrase walks the newest reports until its page is full
-- (docs/decisions/075). With the search text in the index, that walk reads no table row: a page of 'poros km 12'
-- at 100,000 reports reads the index alone (0.45 ms, not 1.9 ms). The damage reports only: the other services'
-- rows of service_requests are never searched by this column.
CREATE INDEX "service_requests_damage_walk_idx" ON "service_requests" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("search_text") WHERE "service_type" = 'lapor_kerusakan';
