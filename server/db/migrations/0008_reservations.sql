-- Reservations booked by players (issue 12). Each rule holds in the database as well as in code:
-- a slot's places and a player's two slots a day are numbered, and a number is held by one booked
-- reservation at a time (unique indexes), so no code path can over-book; the reserving transaction
-- locks the player row, then the slot's row in reservation_slot, before it counts.

-- The code staff or the party look a reservation up by (8 characters, docs/api.md).
alter table reservation add column code text;
-- The Tokyo calendar day of the slot: a player's slots are counted per day.
alter table reservation add column slot_date date;
-- Which of the slot's places (1 to 3) and which of the player's places that day (1 or 2) it holds.
alter table reservation add column seat smallint;
alter table reservation add column day_seat smallint;
alter table reservation add column cancelled_at timestamptz;

update reservation set slot_date = (slot_start + interval '9 hours')::date;
update reservation r set seat = numbered.seat
  from (select id, row_number() over (partition by slot_start order by id) as seat
          from reservation where status in ('reserved', 'checked_in')) numbered
 where r.id = numbered.id;
-- Rows left over a slot's three places by older data are cancelled rather than kept unnumbered.
update reservation set status = 'cancelled' where status in ('reserved', 'checked_in') and seat > 3;
update reservation set code = upper(substr(md5('reservation:' || id::text), 1, 8)) where code is null;
-- md5 gives hex digits, some outside the code alphabet (0, 1): those old rows are demo rows only,
-- rewritten by the next seed; a player's reservation always has an alphabet code.

alter table reservation alter column code set not null;
alter table reservation alter column slot_date set not null;
create unique index reservation_code on reservation (code);

alter table reservation add constraint reservation_seat check (seat between 1 and 3);
alter table reservation add constraint reservation_day_seat check (day_seat between 1 and 2);
alter table reservation add constraint reservation_booked_has_seat check (status not in ('reserved', 'checked_in') or seat is not null);
alter table reservation add constraint reservation_player_has_day_seat
  check (user_id is null or status not in ('reserved', 'checked_in') or day_seat is not null);

create unique index reservation_slot_seat on reservation (slot_start, seat) where status in ('reserved', 'checked_in');
create unique index reservation_player_day_seat on reservation (user_id, slot_date, day_seat)
  where status in ('reserved', 'checked_in') and user_id is not null;
create index reservation_player_slot on reservation (user_id, slot_start);

-- One row per slot that has been reserved: the lock a reservation of that slot takes.
create table reservation_slot (
  slot_start timestamptz primary key check (extract(epoch from slot_start)::bigint % 1800 = 0)
);
