-- Web Push (issue 34): a subscription per player and device, which notifications each player wants,
-- and the notifications waiting to be sent. A notification is queued in the transaction of the
-- write that causes it, once per event (event_key), and sent by whichever instance claims it.
create table push_subscription (
  id integer generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  endpoint text not null unique check (length(endpoint) between 10 and 1000),
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{80,100}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{16,32}$'),
  -- The app's language on that device when it subscribed (SERVER_LANGUAGE_CODE: 0 ja, 1 en, 2 zh-CN, 3 zh-TW, 4 ko).
  language smallint not null default 0 check (language between 0 and 4),
  created_at timestamptz not null default now()
);
create index push_subscription_user on push_subscription (user_id);

-- No row: every notification on.
create table push_preference (
  user_id uuid primary key references player (user_id) on delete cascade,
  turn boolean not null default true,
  ready boolean not null default true,
  result boolean not null default true,
  present boolean not null default true,
  reservation boolean not null default true
);

create table push_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  kind text not null check (kind in ('next', 'called', 'ready', 'result', 'present', 'reservation')),
  event_key text not null unique,
  params jsonb not null default '{}',
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz
);
create index push_outbox_due on push_outbox (next_attempt_at) where sent_at is null;

-- A reservation's reminder an hour before its slot is sent once.
alter table reservation add column reminded_at timestamptz;
