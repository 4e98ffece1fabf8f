-- Entry and party (issue 13). Each rule holds in the database as well as in code: a player is in
-- at most one open party (a unique index over party_player where open), a join code is one row per
-- player with a unique code, an entry number is unique per Tokyo day (a counter row per day, taken
-- with an upsert), and a party's seats are unique.

-- The player's entry as last sent (POST /user/self/slot): the name, avatar, spirit, items and
-- coupon they play with. A player without a row has no entry and cannot join a party.
create table entry_slot (
  user_id uuid primary key references player (user_id) on delete cascade,
  player_name text not null check (char_length(player_name) between 1 and 48),
  player_tts_name text not null default '',
  avatar_id integer not null,
  spirit_id integer not null,
  coupon_id integer references player_coupon (id) on delete set null,
  -- [{slot_id, item_id}] in slot order (A1.. physical, E1.. experience, G1.. coin).
  items jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

create table party (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  leader_user_id uuid not null references player (user_id) on delete cascade,
  name text not null check (char_length(name) between 1 and 64),
  tts_name text not null default '',
  language smallint not null check (language between 0 and 4),
  -- 2: organised on a smartphone (spec section 4).
  origin smallint not null default 2,
  status text not null default 'forming'
    check (status in ('forming', 'organized', 'entered', 'playing', 'ended', 'disbanded')),
  -- The party's one coupon (the leader's wins), fixed when it enters.
  coupon_id integer references player_coupon (id) on delete set null,
  coupon_from_leader boolean,
  -- The entry number, unique per Tokyo day, and the waiting line's session.
  entry_day date,
  entry_number integer check (entry_number > 0),
  session_id text unique,
  created_at timestamptz not null default now(),
  entered_at timestamptz,
  ended_at timestamptz,
  disband_reason text check (disband_reason in ('leaderCancelled', 'memberCancelled', 'reservationCancelled', 'recreated')),
  check ((entry_day is null) = (entry_number is null)),
  check (status not in ('entered', 'playing') or entry_number is not null)
);

create unique index party_entry_number on party (entry_day, entry_number);
create index party_leader on party (leader_user_id);

-- The players of a party: the leader in seat 1, members in 2 and 3. `open` is true while the party
-- holds them (not ended or disbanded); a player holds at most one open seat anywhere.
create table party_player (
  party_id text not null references party (id) on delete cascade,
  user_id uuid not null references player (user_id) on delete cascade,
  seat smallint not null check (seat between 1 and 3),
  open boolean not null default true,
  joined_at timestamptz not null default now(),
  primary key (party_id, user_id),
  unique (party_id, seat)
);

create unique index party_player_one_open on party_player (user_id) where open;

-- A member's join code: one per player at a time, single-use, expiring. A leader's party reads it
-- (read_by_party) and then organises with it (used_at).
create table join_code (
  code text primary key check (code ~ '^[A-HJKMNP-Z2-9]{8}$'),
  user_id uuid not null unique references player (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  read_by_party text references party (id) on delete set null,
  read_at timestamptz,
  used_at timestamptz
);

-- The last entry number given on each Tokyo day.
create table entry_counter (
  day date primary key,
  last_number integer not null check (last_number > 0)
);

-- The server's signing keys (the entry ticket's Ed25519 pair), made on first use.
create table signing_key (
  name text primary key,
  private_key text not null,
  public_key text not null,
  created_at timestamptz not null default now()
);

-- An entered party waits in the line at the counter under its session.
alter table waiting_party add column party_id text references party (id) on delete cascade;
create unique index waiting_party_party on waiting_party (party_id);
