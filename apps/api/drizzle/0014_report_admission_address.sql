-- Report analysis is admitted per address as well as per user (issue 35): guests made in bulk from one
-- place held every analysis slot. The column holds a keyed hash of the client's address (IPv6: its /64)
-- while the analysis runs, never the address itself, and is cleared when the analysis ends.
ALTER TABLE "reports" ADD COLUMN "admitted_from" text;
