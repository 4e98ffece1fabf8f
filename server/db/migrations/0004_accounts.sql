-- Accounts: players (linked to a Firebase Auth user, or a guest who played without an account),
-- their status and collections, the topolo ledger, sign-up verification codes and the local
-- mailbox. Every table holding a player's data references player(user_id) on delete cascade, so
-- deleting the player row removes all of it (DELETE /account/delete).

create table player (
  user_id uuid primary key,
  -- Null for a guest who played without an account; set when an account inherits the guest.
  firebase_uid text unique,
  email text,
  name text,
  tts_name text not null default '',
  avatar_id integer,
  spirit_id integer,
  is_child boolean not null default false,
  -- The join code: 8 characters without the ambiguous 0, O, 1, I and L.
  follow_code text not null unique check (follow_code ~ '^[A-HJKMNP-Z2-9]{8}$'),
  language smallint not null default 0 check (language between 0 and 4),
  mail_magazine boolean not null default false,
  level integer not null default 1 check (level >= 1),
  exp integer not null default 0 check (exp >= 0),
  title_id integer,
  lottery_point integer not null default 0 check (lottery_point >= 0),
  gold_medal_cumulative integer not null default 0 check (gold_medal_cumulative >= 0),
  gold_medal_current integer not null default 0 check (gold_medal_current >= 0),
  gold_medal_highest integer not null default 0 check (gold_medal_highest >= 0),
  -- Seeded demo players, so a reset finds them.
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);

create index player_email on player (email);

create table player_status (
  user_id uuid primary key references player (user_id) on delete cascade,
  entry_status smallint not null default 0 check (entry_status in (0, 1, 2)),
  party_id text,
  is_result_output boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A sign-up mail's one-time code, stored as its SHA-256 only (as is the browser key).
create table signup_verification (
  code_hash text primary key,
  email text not null,
  browser_key_hash text not null,
  language smallint not null check (language between 0 and 4),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  verified_at timestamptz,
  used_at timestamptz
);

create index signup_verification_email on signup_verification (email);

-- Mail kept locally when no SMTP server is configured (GET /dev/mailbox).
create table mailbox (
  id integer generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  links jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table player_avatar (
  user_id uuid not null references player (user_id) on delete cascade,
  avatar_id integer not null,
  purchased boolean not null default false,
  unlocked boolean not null default false,
  transformed boolean not null default false,
  acquired_at timestamptz not null default now(),
  primary key (user_id, avatar_id)
);

create table player_spirit (
  user_id uuid not null references player (user_id) on delete cascade,
  spirit_id integer not null,
  purchased boolean not null default false,
  unlocked boolean not null default false,
  acquired_at timestamptz not null default now(),
  primary key (user_id, spirit_id)
);

create table player_item (
  user_id uuid not null references player (user_id) on delete cascade,
  item_id integer not null,
  count integer not null check (count >= 0),
  primary key (user_id, item_id)
);

create table player_coupon (
  id integer generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  coupon_id integer not null,
  status text not null default 'available' check (status in ('available', 'expired', 'used')),
  expires_at timestamptz,
  registered_at timestamptz not null default now(),
  used_at timestamptz
);

create index player_coupon_user on player_coupon (user_id, status);

create table player_title (
  user_id uuid not null references player (user_id) on delete cascade,
  title_id integer not null,
  achieved_at timestamptz not null default now(),
  is_read boolean not null default false,
  primary key (user_id, title_id)
);

create table player_achievement (
  user_id uuid not null references player (user_id) on delete cascade,
  achievement_id integer not null,
  achieved_at timestamptz not null default now(),
  primary key (user_id, achievement_id)
);

create table play_result (
  id integer generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  party_id text not null,
  mode text not null default 'standard' check (mode in ('standard', 'rank_battle')),
  played_at timestamptz not null,
  score integer not null check (score >= 0),
  cleared boolean not null default false
);

create index play_result_user on play_result (user_id, played_at desc);

-- Topolo as an append-only ledger: type 1 silver, 2 gold; the balance is the sum of the amounts.
-- The write path (server/accounts/topoloLedger.ts) locks the player row and refuses an entry that
-- would make the balance negative.
create table topolo_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  type smallint not null check (type in (1, 2)),
  amount integer not null check (amount <> 0),
  reason smallint not null,
  idempotency_key text unique,
  created_at timestamptz not null default now()
);

create index topolo_ledger_user on topolo_ledger (user_id, type);
