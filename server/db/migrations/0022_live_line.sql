-- The live line (issue 34): when staff sent a party in to play and when its result came, so the
-- waits follow the venue's real pace; and when staff called a waiting party to the gate.
alter table waiting_party add column started_at timestamptz;
alter table waiting_party add column ended_at timestamptz;
alter table waiting_party add column called_at timestamptz;
-- The pace reads the day's last plays that ended.
create index waiting_party_ended on waiting_party (ended_at) where ended_at is not null;
