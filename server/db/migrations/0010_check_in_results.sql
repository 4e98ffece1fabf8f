-- Check-in at the counter and results (issue 14). A party gets its entry number and ticket at
-- entry; it joins the waiting line (waiting_party, with its session id) only when staff check it in,
-- which charges each player's play in the same transaction. Each rule holds in the database too: a
-- party is checked in once (checked_in_at set by a conditional update), a player is charged once per
-- party (the primary key of check_in_charge), a coupon is used once (its conditional update), and a
-- result is recorded once (play_result's unique party and player).

alter table party
  add column checked_in_at timestamptz,
  -- The kiosk's scan that checked it in: the same scan sent again (an offline queue's retry) answers
  -- as it did the first time rather than "already checked in".
  add column check_in_scan_id uuid,
  -- The representative's reservation whose deposit the check-in counted (shown on the kiosk after).
  add column check_in_reservation_id integer references reservation (id) on delete set null,
  add column result_recorded_at timestamptz,
  add column play_mode text check (play_mode in ('standard', 'rank_battle'));

-- What each player paid at check-in: the fee, what the deposit and the coupon took off or credited,
-- and how the rest was paid (silver, gold, or at the counter).
create table check_in_charge (
  party_id text not null references party (id) on delete cascade,
  user_id uuid not null references player (user_id) on delete cascade,
  fee integer not null check (fee >= 0),
  deposit integer not null default 0 check (deposit >= 0),
  discount integer not null default 0 check (discount >= 0),
  credit_silver integer not null default 0 check (credit_silver >= 0),
  credit_gold integer not null default 0 check (credit_gold >= 0),
  due integer not null check (due >= 0),
  from_silver integer not null default 0 check (from_silver >= 0),
  from_gold integer not null default 0 check (from_gold >= 0),
  at_counter boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (party_id, user_id)
);

-- A play's scores in both ranking categories, its ranks, the silver it earned and the levels it
-- gained, for the result screen and the daily ranking.
alter table play_result
  add column score_jny integer not null default 0 check (score_jny >= 0),
  add column score_eq integer not null default 0 check (score_eq >= 0),
  add column rank_jny smallint check (rank_jny between 1 and 18),
  add column rank_eq smallint check (rank_eq between 1 and 18),
  add column cleared_quests smallint[] not null default '{}',
  add column silver integer not null default 0 check (silver >= 0),
  add column levels_gained integer not null default 0 check (levels_gained >= 0);

create index play_result_day on play_result (played_at);
