-- Item hunt (issue 15) and a database-level guard on the topolo ledger.
--
-- The ledger stays append-only and the source of truth; `topolo_balance` keeps each player's
-- balance per type, written only by the ledger's insert trigger, and its check refuses a negative
-- balance: whatever code path inserts a spend the balance does not cover, the insert fails. The
-- ledger refuses updates, and deletes of a player's rows while the player exists (deleting the
-- player cascades to both tables).

create table topolo_balance (
  user_id uuid not null references player (user_id) on delete cascade,
  type smallint not null check (type in (1, 2)),
  balance bigint not null check (balance >= 0),
  primary key (user_id, type)
);

insert into topolo_balance (user_id, type, balance)
  select user_id, type, sum(amount) from topolo_ledger group by user_id, type;

create function topolo_ledger_apply() returns trigger language plpgsql as $$
begin
  -- Not `values (..., new.amount) on conflict do update`: PostgreSQL checks the proposed row's
  -- constraints before it finds the conflict, so every spend (a negative amount) would fail.
  insert into topolo_balance (user_id, type, balance) values (new.user_id, new.type, 0)
    on conflict (user_id, type) do nothing;
  update topolo_balance set balance = balance + new.amount where user_id = new.user_id and type = new.type;
  return new;
end
$$;

create trigger topolo_ledger_apply after insert on topolo_ledger for each row execute function topolo_ledger_apply();

-- The balances are the ledger's: written only from its trigger (a nested trigger call), never directly.
create function topolo_balance_from_ledger_only() returns trigger language plpgsql as $$
begin
  if pg_trigger_depth() < 2 then
    raise exception 'topolo_balance is written by the topolo_ledger trigger only';
  end if;
  return new;
end
$$;

create trigger topolo_balance_from_ledger_only before insert or update on topolo_balance for each row execute function topolo_balance_from_ledger_only();

create function topolo_ledger_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from player where user_id = old.user_id) then
    return old;
  end if;
  raise exception 'topolo_ledger is append-only';
end
$$;

create trigger topolo_ledger_append_only before update or delete on topolo_ledger for each row execute function topolo_ledger_append_only();

-- A draw of the item hunt: who, which hunt, how many draws, paid how, and the request it answers
-- (a retried request finds its draw instead of drawing again).
create table gacha_draw (
  id bigint generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  gacha_id integer not null,
  round integer not null check (round in (1, 10)),
  topolo_type smallint not null check (topolo_type in (1, 2)),
  cost integer not null check (cost > 0),
  request_id uuid not null,
  created_at timestamptz not null default now(),
  unique (user_id, request_id)
);

create index gacha_draw_user on gacha_draw (user_id, created_at desc);

-- What each draw gave, in order.
create table gacha_draw_item (
  draw_id bigint not null references gacha_draw (id) on delete cascade,
  seq smallint not null check (seq >= 1),
  item_id integer not null,
  rarity smallint not null check (rarity between 0 and 3),
  is_new boolean not null default false,
  primary key (draw_id, seq)
);
