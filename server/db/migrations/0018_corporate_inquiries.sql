-- Corporate and group inquiries (issue 31): what the corporate page's form sent, kept for the
-- venue (it is also mailed to the venue, and a confirmation to the sender).
create table corporate_inquiry (
  id integer generated always as identity primary key,
  company text not null,
  contact_name text not null,
  email text not null,
  phone text not null default '',
  group_size integer not null check (group_size between 4 and 300),
  dates text not null default '',
  message text not null default '',
  language smallint not null,
  received_at timestamptz not null default now()
);

create index corporate_inquiry_received on corporate_inquiry (received_at desc);
