-- A reservation of a slot nobody waits for, in one round trip (issue 36, the reservation rush).
--
-- The same steps, in the same order and under the same locks, as the locked path of `reserve()`
-- (server/reservations/reservationStore.ts), each statement reading what the one before it left
-- (a function's statements take fresh snapshots at read committed): the player's row, the player's
-- bookings of the day (3102 already held, 3103 the day's places used up), the slot's row, the slot's
-- booked seats (3101 full), the gold balance (4001), then the reservation and its deposit in the
-- ledger. Answers `watched` and changes nothing when someone waits for the slot or holds an offer of
-- it: the offers are the locked path's to run. Answers `code` when the drawn code is in use (one
-- in 10^11): the caller draws again. The unique indexes and the balance's check still back it.

create function reserve_unwatched(
  p_user_id uuid,
  p_slot_start timestamptz,
  p_slot_date date,
  p_capacity integer,
  p_day_max integer,
  p_code text,
  p_persons integer,
  p_deposit_topolo integer,
  p_price integer,
  p_gold_type smallint,
  p_reason integer,
  p_now timestamptz
) returns table (outcome text, id integer, code text, slot_start timestamptz, persons integer, advance_payment integer, price integer, status text, created_at timestamptz, cancelled_at timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  v_day_seat integer;
  v_seat integer;
  v_gold bigint;
  v_row reservation%rowtype;
begin
  perform 1 from player p where p.user_id = p_user_id for update;

  if exists (select 1 from reservation r where r.user_id = p_user_id and r.slot_date = p_slot_date and r.slot_start = p_slot_start and r.status in ('reserved', 'checked_in')) then
    return query select 'already'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  select min(s) into v_day_seat from generate_series(1, p_day_max) s
   where s not in (select r.day_seat from reservation r where r.user_id = p_user_id and r.slot_date = p_slot_date and r.status in ('reserved', 'checked_in') and r.day_seat is not null);
  if v_day_seat is null then
    return query select 'dayfull'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;

  insert into reservation_slot (slot_start) values (p_slot_start) on conflict (slot_start) do update set slot_start = excluded.slot_start;
  if exists (select 1 from slot_watch w where w.slot_start = p_slot_start and w.state in ('waiting', 'offered')) then
    return query select 'watched'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  select min(s) into v_seat from generate_series(1, p_capacity) s
   where s not in (select r.seat from reservation r where r.slot_start = p_slot_start and r.status in ('reserved', 'checked_in') and r.seat is not null);
  if v_seat is null then
    return query select 'full'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;

  select b.balance into v_gold from topolo_balance b where b.user_id = p_user_id and b.type = p_gold_type;
  if coalesce(v_gold, 0) < p_deposit_topolo then
    return query select 'gold'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;

  insert into reservation as r (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price, status, created_at)
    values (p_user_id, p_code, p_slot_start, p_slot_date, v_seat, v_day_seat, p_persons, p_deposit_topolo, p_price, 'reserved', p_now)
    on conflict (code) do nothing
    returning r.* into v_row;
  if v_row.id is null then
    return query select 'code'::text, null::integer, null::text, null::timestamptz, null::integer, null::integer, null::integer, null::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  insert into topolo_ledger (user_id, type, amount, reason, idempotency_key)
    values (p_user_id, p_gold_type, -p_deposit_topolo, p_reason, 'reservation:' || v_row.id);
  return query select 'booked'::text, v_row.id, v_row.code, v_row.slot_start, v_row.persons, v_row.advance_payment, v_row.price, v_row.status, v_row.created_at, v_row.cancelled_at;
end
$$;
