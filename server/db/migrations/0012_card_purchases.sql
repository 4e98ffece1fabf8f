-- Topolo bought by card (issue 15).
--
-- `card_purchase` is one purchase of one product: opened when the app asks for a payment, marked
-- succeeded exactly once (a conditional update) when the payment has gone through, whether the
-- app's confirmation or the provider's notice arrives first, and the topolo is credited in that
-- same transaction under the ledger key `purchase:{payment_intent_id}`. One open purchase per
-- player and product (a retry reuses it); a first-time set is bought once per player.
create table card_purchase (
  id bigint generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  product_id integer not null,
  product_type smallint not null check (product_type in (1, 2)),
  price integer not null check (price > 0),
  topolo_type smallint not null check (topolo_type in (1, 2)),
  topolo_amount integer not null check (topolo_amount > 0),
  provider text not null check (provider in ('sandbox', 'stripe')),
  payment_intent_id text unique,
  status text not null default 'open' check (status in ('open', 'succeeded', 'canceled')),
  failure_code text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  check ((status = 'succeeded') = (paid_at is not null))
);
create unique index card_purchase_one_open on card_purchase (user_id, product_id) where status = 'open';
create unique index card_purchase_first_time_once on card_purchase (user_id, product_id) where product_type = 2 and status = 'succeeded';
create index card_purchase_by_user on card_purchase (user_id, created_at desc);

-- The provider's notices handled, by event id: a notice delivered again changes nothing.
create table payment_event (
  event_id text primary key,
  type text not null,
  payment_intent_id text,
  received_at timestamptz not null default now()
);

-- Stripe's customer of each player (Stripe mode): the saved card belongs to it.
create table payment_customer (
  user_id uuid primary key references player (user_id) on delete cascade,
  customer_id text not null unique
);

-- The sandbox provider (no Stripe keys): one saved card per player, kept as brand, expiry, the
-- last 4 digits and what paying with it does; the full number is never stored.
create table sandbox_card (
  user_id uuid primary key references player (user_id) on delete cascade,
  card_id text not null unique,
  brand text not null,
  last4 char(4) not null,
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null,
  outcome text not null check (outcome in ('succeeded', 'card_declined', 'insufficient_funds', 'expired_card')),
  created_at timestamptz not null default now()
);

create table sandbox_setup_intent (
  id text primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  client_secret text not null unique,
  status text not null default 'requires_payment_method' check (status in ('requires_payment_method', 'succeeded')),
  created_at timestamptz not null default now()
);

create table sandbox_payment_intent (
  id text primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  purchase_id bigint not null unique references card_purchase (id) on delete cascade,
  amount integer not null check (amount > 0),
  currency text not null default 'jpy',
  client_secret text not null unique,
  status text not null default 'requires_confirmation' check (status in ('requires_confirmation', 'requires_payment_method', 'succeeded')),
  last_error text,
  created_at timestamptz not null default now()
);
