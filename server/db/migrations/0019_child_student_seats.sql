-- Child and student players (issue 31). The player's own declaration is player.is_child (set with
-- their entry); a seat may override it for this play: the leader for a member, staff at the counter
-- (null = the player's declaration). Students show their student ID at the counter, so only staff
-- mark one. The charge keeps the yen price the counter takes and what decided it.
alter table party_player
  add column is_child boolean,
  add column is_student boolean not null default false;

alter table check_in_charge
  add column is_child boolean not null default false,
  add column is_student boolean not null default false,
  add column first_play boolean not null default false,
  add column counter_yen integer not null default 0 check (counter_yen >= 0);
