-- The player's inbox: personal messages from the venue (GET/PUT /user/self/message). Titles already
-- live in player_title (0004) with their own is_read. Deleting the player removes its messages.

-- Title and content are LocalizedText objects, as news has them ({"ja": ..., "en": ..., "ko": ...,
-- "zhcn": ..., "zhtw": ...}); Japanese is required because every fallback ends there.
create table player_message (
  id integer generated always as identity primary key,
  user_id uuid not null references player (user_id) on delete cascade,
  -- Set on the demo messages only, so seeding is idempotent (one per player and key).
  seed_key text,
  title jsonb not null check (jsonb_typeof(title -> 'ja') = 'string' and length(title ->> 'ja') > 0),
  content jsonb not null check (jsonb_typeof(content -> 'ja') = 'string' and length(content ->> 'ja') > 0),
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, seed_key)
);

create index player_message_user on player_message (user_id, created_at desc);
