-- The daily ranking and the clearers (issue 16).
--
-- One row per party play, written with its result (server/ranking/rankingStore.ts), so a ranking
-- does not change when a member later deletes their account: the member's row stays as an avatar
-- without a player (user_id set null). `play_day` is the Tokyo day (UTC+9, no daylight saving).
-- Scores are the party's sums in each category; `cleared` whether the party cleared the final quest.
create table ranking_play (
  party_id text primary key,
  play_day date not null,
  played_at timestamptz not null,
  mode text not null check (mode in ('standard', 'rank_battle')),
  size smallint not null check (size between 2 and 3),
  party_name text not null,
  score_jny integer not null check (score_jny >= 0),
  score_eq integer not null check (score_eq >= 0),
  cleared boolean not null
);
create index ranking_play_day on ranking_play (play_day, mode, size);
create index ranking_play_cleared on ranking_play (played_at desc) where cleared;

create table ranking_member (
  party_id text not null references ranking_play (party_id) on delete cascade,
  seat smallint not null check (seat between 1 and 3),
  user_id uuid references player (user_id) on delete set null,
  avatar_id integer not null,
  level smallint,
  primary key (party_id, seat)
);
create index ranking_member_user on ranking_member (user_id) where user_id is not null;

-- The plays recorded before this migration (results of 2 or 3 players).
insert into ranking_play (party_id, play_day, played_at, mode, size, party_name, score_jny, score_eq, cleared)
  select party_id, ((min(played_at) at time zone 'UTC') + interval '9 hours')::date, min(played_at), min(mode), count(*),
         coalesce(nullif(max(party_name), ''), party_id), sum(score_jny), sum(score_eq), bool_or(cleared)
    from play_result group by party_id having count(*) between 2 and 3;

insert into ranking_member (party_id, seat, user_id, avatar_id, level)
  select party_id, row_number() over (partition by party_id order by id), user_id, coalesce(avatar_id, 1), level
    from play_result where party_id in (select party_id from ranking_play);
