-- The player's collections on My Page (issue 11): coupon codes and what a play result shows.

-- A coupon code (printed on paper coupons, in a coupon QR or sent by mail), stored as the SHA-256 of
-- its normalised text only (src/domain/collection/coupons.ts): the table reveals no code, and a
-- guess costs one rate-limited request. `uses` counts the registrations; a code with `max_uses`
-- (a serial printed once) is used up when it reaches it, which the conditional update in
-- server/coupons/couponStore.ts enforces under concurrency.
create table coupon_code (
  code_hash text primary key,
  coupon_id integer not null,
  max_uses integer check (max_uses is null or max_uses > 0),
  uses integer not null default 0 check (uses >= 0 and (max_uses is null or uses <= max_uses)),
  -- The code's own last moment, when it ends before the coupon does.
  expires_at timestamptz,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);

-- The code a player registered a coupon with; a player registers a code once (a second
-- registration, also a parallel one, hits the unique index).
alter table player_coupon add column code_hash text;
create unique index player_coupon_code on player_coupon (user_id, code_hash) where code_hash is not null;

-- A result as the result screen shows it: the party's name, the avatar played, the level then,
-- gold medals and experience earned (rookie bonus included when it applied) and the titles and
-- achievements earned by the play. The party's members are the results with the same party_id.
alter table play_result
  add column party_name text not null default '',
  add column avatar_id integer,
  add column level integer not null default 1 check (level >= 1),
  add column gold_medals integer not null default 0 check (gold_medals >= 0),
  add column exp integer not null default 0 check (exp >= 0),
  add column rookie_bonus boolean not null default false,
  add column title_ids integer[] not null default '{}',
  add column achievement_ids integer[] not null default '{}';
create unique index play_result_party_player on play_result (party_id, user_id);

-- The demo plays of earlier seeds were one party per player; the seed now plays them as parties
-- (server/accounts/demoPlayers.ts) and adds those at the next start.
delete from play_result where party_id ~ '^demo-[0-9a-f]{8}-[0-9]+$';
