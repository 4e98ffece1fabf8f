-- The one row saying whether the service is under maintenance, and the announced period.
create table maintenance (
  id smallint primary key check (id = 1),
  enabled boolean not null default false,
  start_at timestamptz null,
  end_at timestamptz null,
  updated_at timestamptz not null default now()
);

insert into maintenance (id) values (1);
