-- Issue 17: what every API instance shares through the database instead of its own memory.
--
-- cache_version: one row of counters, one per kind of public data the servers keep encoded replies
-- of (server/cache/). A write to a table a cached reply is read from bumps its counter in the same
-- transaction, by the triggers below, so whatever writes (a route, the admin CLI, psql) invalidates
-- every instance's replies the moment it commits. The triggers are deferred to commit, so the row's
-- lock is the last one a transaction takes (no lock-order deadlock with the rows it wrote) and is
-- held only while it commits; each transaction bumps each counter once.
create table cache_version (
  id integer primary key check (id = 1),
  master bigint not null default 0,
  news bigint not null default 0,
  facility bigint not null default 0,
  ranking bigint not null default 0,
  maintenance bigint not null default 0
);
insert into cache_version (id) values (1);

create function bump_cache_version() returns trigger language plpgsql as $$
declare
  scope text := tg_argv[0];
  marker text := 'cache_version.bumped_' || scope;
begin
  if current_setting(marker, true) is distinct from txid_current()::text then
    execute format('update cache_version set %I = %I + 1 where id = 1', scope, scope);
    perform set_config(marker, txid_current()::text, true);
  end if;
  return null;
end
$$;

create constraint trigger master_record_cache after insert or update or delete on master_record
  deferrable initially deferred for each row execute function bump_cache_version('master');
create constraint trigger news_cache after insert or update or delete on news
  deferrable initially deferred for each row execute function bump_cache_version('news');
create constraint trigger schedule_override_cache after insert or update or delete on schedule_override
  deferrable initially deferred for each row execute function bump_cache_version('facility');
create constraint trigger reservation_cache after insert or update or delete on reservation
  deferrable initially deferred for each row execute function bump_cache_version('facility');
create constraint trigger waiting_party_cache after insert or update or delete on waiting_party
  deferrable initially deferred for each row execute function bump_cache_version('facility');
create constraint trigger ranking_play_cache after insert or update or delete on ranking_play
  deferrable initially deferred for each row execute function bump_cache_version('ranking');
create constraint trigger ranking_member_cache after insert or update or delete on ranking_member
  deferrable initially deferred for each row execute function bump_cache_version('ranking');
create constraint trigger maintenance_cache after insert or update or delete on maintenance
  deferrable initially deferred for each row execute function bump_cache_version('maintenance');

-- The rate limits' sliding windows (server/http/rateLimit.ts): the hits of the last window per
-- key, written by one conditional upsert so parallel requests on any instance cannot pass a limit
-- together. Rows whose last hit left the window are swept now and then.
create table rate_limit (
  key text primary key,
  hits timestamptz[] not null,
  last_hit timestamptz not null
);
create index rate_limit_last_hit on rate_limit (last_hit);
