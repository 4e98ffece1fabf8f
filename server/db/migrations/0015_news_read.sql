-- Which news each player has opened (issue 16): the unread markers of the news list. One row per
-- player and news item, written once; deleting either deletes the row.
create table news_read (
  user_id uuid not null references player (user_id) on delete cascade,
  news_id integer not null references news (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, news_id)
);
