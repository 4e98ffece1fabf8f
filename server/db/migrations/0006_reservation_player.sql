-- Every player row goes with the player (docs/decisions.md): a reservation now references its
-- player and is deleted with the account. A reservation without a player account (the demo crowd
-- of the seed; later, one staff take at the counter) has no user_id; the demo rows are told apart
-- by their demo_key, which the seed uses to stay idempotent.
alter table reservation add column demo_key text;
update reservation set demo_key = user_id where is_demo;
alter table reservation alter column user_id drop not null;
update reservation set user_id = null where is_demo;
-- No call books a reservation yet; a non-demo row whose player does not exist is an orphan.
delete from reservation
 where user_id is not null
   and (user_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or not exists (select 1 from player where player.user_id::text = lower(reservation.user_id)));
alter table reservation alter column user_id type uuid using user_id::uuid;
alter table reservation add constraint reservation_player foreign key (user_id) references player (user_id) on delete cascade;
alter table reservation add constraint reservation_player_or_demo check (user_id is not null or demo_key is not null);
create unique index reservation_demo_key on reservation (demo_key);
create index reservation_user on reservation (user_id);
