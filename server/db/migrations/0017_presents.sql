-- Presents (issue 31): topolo, an item or a coupon the venue sends to one player (user_id) or to
-- every player (user_id null), with a message in up to five languages and an expiry. A player
-- accepts each present once: the primary key of present_accepted is what makes a double tap, a
-- retry or two tabs give one grant (the topolo entry also carries an idempotency key).
create table present (
  id integer generated always as identity primary key,
  user_id uuid references player (user_id) on delete cascade,
  kind text not null check (kind in ('silver', 'gold', 'item', 'coupon')),
  amount integer not null check (amount > 0 and amount <= 100000),
  item_id integer,
  coupon_id integer,
  message jsonb not null,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now(),
  check ((kind = 'item') = (item_id is not null)),
  check ((kind = 'coupon') = (coupon_id is not null)),
  check (kind <> 'coupon' or amount = 1)
);

create index present_user on present (user_id, sent_at desc);

create table present_accepted (
  present_id integer not null references present (id) on delete cascade,
  user_id uuid not null references player (user_id) on delete cascade,
  accepted_at timestamptz not null default now(),
  primary key (present_id, user_id)
);

create index present_accepted_user on present_accepted (user_id);
