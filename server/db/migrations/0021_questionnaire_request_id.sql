-- One queue of offline writes (issue 33): an answer to the questionnaire carries the request id the
-- app queued it with, so the same answer sent again after a lost reply is answered as the first was.
alter table play_questionnaire add column request_id uuid;
