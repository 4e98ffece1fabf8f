-- Master data (avatars, spirits, items, titles, ...): one row per record of each set, the record
-- itself as JSON in the contract's shape (src/domain/contract/master.ts). The sets are read-only
-- reference data served whole to the app, so a generic table keeps the contract in one place.
create table master_record (
  set_name text not null,
  record_id text not null,
  body jsonb not null,
  sort_key integer not null,
  primary key (set_name, record_id)
);

create index master_record_order on master_record (set_name, sort_key);
