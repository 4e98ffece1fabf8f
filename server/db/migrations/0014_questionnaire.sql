-- The questionnaire after play (issue 16).
--
-- One answer per player and play, written once (the primary key of a player's answer is
-- (user_id, party_id) through the unique index; a second answer changes nothing). `played_at` is
-- the play's end, copied from its result, so the kiosk's summary per day needs no join. The
-- comment is the player's free text, stored as typed (the app and the kiosk show it as text).
-- Deleting an account deletes its answers. The demo crowd's answers have no player and a seed key.
create table play_questionnaire (
  id integer generated always as identity primary key,
  user_id uuid references player (user_id) on delete cascade,
  party_id text not null,
  played_at timestamptz not null,
  satisfaction smallint not null check (satisfaction between 1 and 5),
  difficulty smallint not null check (difficulty between 1 and 5),
  recommend text not null check (recommend in ('yes', 'maybe', 'no')),
  comment text not null default '' check (char_length(comment) <= 400),
  language text not null check (language in ('ja', 'en', 'ko', 'zh-CN', 'zh-TW')),
  answered_at timestamptz not null default now(),
  seed_key text unique,
  check ((user_id is null) = (seed_key is not null))
);
create unique index play_questionnaire_once on play_questionnaire (user_id, party_id) where user_id is not null;
create index play_questionnaire_day on play_questionnaire (played_at);

-- The inbox message a result sends names its play, so the message can offer the questionnaire.
alter table player_message add column party_id text;
