-- A freed place offered fairly (issue 34): a player may wait for a full slot; when a place of that
-- slot frees, the first one waiting holds it for a few minutes, then it passes to the next. A place
-- is held by one booked reservation or one offer at a time: every write that changes a slot's places
-- takes the slot's row in reservation_slot first, and the unique indexes below back it.
create table slot_watch (
  id integer generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  slot_start timestamptz not null check (extract(epoch from slot_start)::bigint % 1800 = 0),
  -- waiting: in line; offered: holds `seat` until offer_expires_at; then accepted (reserved it),
  -- passed (let it go, or the time ran out) or withdrawn (stopped waiting).
  state text not null check (state in ('waiting', 'offered', 'accepted', 'passed', 'withdrawn')),
  seat smallint check (seat between 1 and 3),
  created_at timestamptz not null,
  offered_at timestamptz,
  offer_expires_at timestamptz,
  closed_at timestamptz,
  -- When the holder was told (push and inbox), after the offer's transaction committed.
  notified_at timestamptz,
  constraint slot_watch_offer_has_seat check (state <> 'offered' or (seat is not null and offer_expires_at is not null))
);
-- One live wait per player and slot; one holder per place.
create unique index slot_watch_one_per_player on slot_watch (user_id, slot_start) where state in ('waiting', 'offered');
create unique index slot_watch_one_holder on slot_watch (slot_start, seat) where state = 'offered';
-- The line of a slot, first come first served.
create index slot_watch_line on slot_watch (slot_start, created_at, id) where state in ('waiting', 'offered');

alter table push_outbox drop constraint push_outbox_kind_check;
alter table push_outbox add constraint push_outbox_kind_check check (kind in ('next', 'called', 'ready', 'result', 'present', 'reservation', 'offer'));

-- A held place counts as taken in the schedule's replies, which every instance caches.
create constraint trigger slot_watch_cache after insert or update or delete on slot_watch
  deferrable initially deferred for each row execute function bump_cache_version('facility');
