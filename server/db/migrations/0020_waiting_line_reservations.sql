-- Late reservations and the waiting line (issue 31). A party checked in with a reservation that
-- held keeps its slot in the line (served ahead of walk-ins once the slot begins); a reservation
-- the leader was more than 30 minutes late for is cancelled at check-in (no_show) and the party
-- remembers it for the kiosk.
alter table waiting_party add column reserved_slot timestamptz;
alter table party add column late_reservation_id integer references reservation (id) on delete set null;
