-- Facility: news, the days staff set apart from the calendar rules, and the minimal reservation
-- and waiting-line records the crowd level and the slot capacity are derived from. Later issues
-- extend reservation and waiting_party (payment, party and user links).

-- Venue news. Title and content are LocalizedText objects ({"ja": ..., "en": ..., "ko": ...,
-- "zhcn": ..., "zhtw": ...}); Japanese is required because every fallback ends there.
create table news (
  id integer generated always as identity primary key,
  -- Set on the demo items only, so seeding is idempotent and a reset finds them.
  seed_key text unique,
  title jsonb not null check (jsonb_typeof(title -> 'ja') = 'string' and length(title ->> 'ja') > 0),
  content jsonb not null check (jsonb_typeof(content -> 'ja') = 'string' and length(content ->> 'ja') > 0),
  -- Null: the generated banner at /images/news/{id}.
  image_path text,
  -- A future time schedules the item: it is listed from then on.
  published_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index news_published on news (published_at desc, id desc);

-- A day that differs from the rules in src/domain/schedule/dayPlan.ts. Null columns follow the rules.
create table schedule_override (
  date date primary key,
  -- 'open' lifts a rule closure (the monthly maintenance), 'closed' and 'maintenance' close the day.
  closure text check (closure in ('open', 'closed', 'maintenance')),
  reservation_only boolean,
  -- Special hours, HH:mm on the half hour, Tokyo; last reception stays an hour before closing.
  open_time text check (open_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  close_time text check (close_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  collaboration_ids integer[] not null default '{}',
  note text,
  is_demo boolean not null default false,
  updated_at timestamptz not null default now(),
  check (open_time is null or close_time is null or open_time < close_time)
);

-- One reservation: a party's representative, one 30-minute slot (spec sections 4 and 9).
create table reservation (
  id integer generated always as identity primary key,
  user_id text not null,
  slot_start timestamptz not null check (extract(epoch from slot_start)::bigint % 1800 = 0),
  persons integer not null check (persons between 1 and 3),
  advance_payment integer not null check (advance_payment >= 0),
  price integer not null check (price >= 0),
  -- reserved: booked; checked_in: arrived (now in the waiting line); cancelled; no_show: over 30 minutes late.
  status text not null default 'reserved' check (status in ('reserved', 'checked_in', 'cancelled', 'no_show')),
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);

-- One reservation per party per slot (the representative reserves for the party).
create unique index reservation_one_per_slot on reservation (user_id, slot_start) where status in ('reserved', 'checked_in');
create index reservation_by_slot on reservation (slot_start) where status in ('reserved', 'checked_in');

-- The waiting line at the counter: a party waits, plays, is done.
create table waiting_party (
  id integer generated always as identity primary key,
  -- The party's session (GET /facility/waitingtime?sessionid).
  session_id text unique check (session_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  party_name text not null check (length(party_name) between 1 and 15),
  persons integer not null check (persons between 2 and 3),
  queued_at timestamptz not null default now(),
  status text not null default 'waiting' check (status in ('waiting', 'playing', 'done')),
  is_demo boolean not null default false
);

create index waiting_party_line on waiting_party (queued_at) where status in ('waiting', 'playing');
