import { NOTIFICATION_SWITCHES, type NotificationKind, type NotificationSettings, type NotificationSwitch, SWITCH_OF_KIND } from '../../src/domain/contract/push.ts'
import type { Queryable } from '../db/database.ts'
import type { NotificationParams } from './notificationTexts.ts'

/**
 * Push subscriptions, the players' switches, and the outbox of notifications (issue 34). A
 * notification is queued in the transaction of the write that causes it (a call, a result...), for
 * the players who have a device subscribed and the switch on, once per event: `event_key` is
 * unique, so a retried write or a second instance adds nothing. pushDelivery.ts sends the outbox.
 */

export type Subscription = { readonly id: number; readonly endpoint: string; readonly p256dh: string; readonly auth: string; readonly language: number }

/** This device's subscription for the player; an endpoint another player had moves to this one (one device, one account signed in). */
export async function saveSubscription(db: Queryable, userId: string, subscription: { endpoint: string; p256dh: string; auth: string; language: number }): Promise<void> {
  await db.query(
    `insert into push_subscription (user_id, endpoint, p256dh, auth, language) values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, created_at = now()`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.language],
  )
}

/** Removes the player's subscription of this endpoint (another player's answers alike: nothing removed). */
export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db.query('delete from push_subscription where user_id = $1 and endpoint = $2 returning 1', [userId, endpoint])
  return removed.length > 0
}

/** The push service says the subscription is gone (404, 410): it is forgotten. */
export async function forgetSubscription(db: Queryable, id: number): Promise<void> {
  await db.query('delete from push_subscription where id = $1', [id])
}

export async function subscriptionsOf(db: Queryable, userId: string): Promise<Subscription[]> {
  return db.query<Subscription>('select id, endpoint, p256dh, auth, language from push_subscription where user_id = $1 order by id', [userId])
}

export async function readSettings(db: Queryable, userId: string): Promise<NotificationSettings> {
  const [row] = await db.query<Record<NotificationSwitch, boolean> & { devices: number }>(
    `select coalesce(p.turn, true) as turn, coalesce(p.ready, true) as ready, coalesce(p.result, true) as result,
            coalesce(p.present, true) as present, coalesce(p.reservation, true) as reservation,
            (select count(*)::int from push_subscription s where s.user_id = $1) as devices
       from (select $1::uuid as user_id) me left join push_preference p on p.user_id = me.user_id`,
    [userId],
  )
  return row ?? { turn: true, ready: true, result: true, present: true, reservation: true, devices: 0 }
}

export async function saveSwitches(db: Queryable, userId: string, switches: Partial<Record<NotificationSwitch, boolean>>): Promise<void> {
  const values = NOTIFICATION_SWITCHES.map((name) => switches[name] ?? null)
  await db.query(
    `insert into push_preference (user_id, turn, ready, result, present, reservation)
     values ($1, coalesce($2, true), coalesce($3, true), coalesce($4, true), coalesce($5, true), coalesce($6, true))
     on conflict (user_id) do update set
       turn = coalesce($2, push_preference.turn), ready = coalesce($3, push_preference.ready), result = coalesce($4, push_preference.result),
       present = coalesce($5, push_preference.present), reservation = coalesce($6, push_preference.reservation)`,
    [userId, ...values],
  )
}

/**
 * Queues a notification of `kind` for each of `userIds` who has a device subscribed and the kind's
 * switch on; `eventKey` names the event (the same event queued again adds nothing). Answers how
 * many were queued.
 */
export async function queueNotification(db: Queryable, kind: NotificationKind, userIds: readonly string[], eventKey: string, params: NotificationParams): Promise<number> {
  if (userIds.length === 0) return 0
  const column = SWITCH_OF_KIND[kind]
  const rows = await db.query(
    `insert into push_outbox (user_id, kind, event_key, params)
     select me.user_id, $2, $3 || ':' || me.user_id::text, $4::jsonb
       from unnest($1::uuid[]) as me(user_id)
      where exists (select 1 from push_subscription s where s.user_id = me.user_id)
        and coalesce((select p.${column} from push_preference p where p.user_id = me.user_id), true)
     on conflict (event_key) do nothing returning 1`,
    [userIds, kind, eventKey, JSON.stringify(params)],
  )
  return rows.length
}

/** The players of a party (open seats, or all once it ended) and its name, for its notifications. */
export async function partyAudience(db: Queryable, partyId: string): Promise<{ name: string; userIds: string[] } | null> {
  const [party] = await db.query<{ name: string; status: string }>('select name, status from party where id = $1', [partyId])
  if (!party) return null
  const players = await db.query<{ user_id: string }>("select user_id::text as user_id from party_player where party_id = $1 and (open or $2 in ('ended', 'playing'))", [partyId, party.status])
  return { name: party.name, userIds: players.map((player) => player.user_id) }
}

/** Queues `kind` for every player of the party (a call, a result...), once per `eventKey`. */
export async function notifyParty(db: Queryable, partyId: string, kind: NotificationKind, eventKey: string): Promise<number> {
  const audience = await partyAudience(db, partyId)
  if (!audience) return 0
  return queueNotification(db, kind, audience.userIds, eventKey, { party: audience.name, partyId })
}

/** Queues `kind` for every player with a device subscribed (a present to everyone), once per `eventKey`. */
export async function notifyEveryone(db: Queryable, kind: NotificationKind, eventKey: string): Promise<number> {
  const players = await db.query<{ user_id: string }>('select distinct user_id::text as user_id from push_subscription')
  return queueNotification(
    db,
    kind,
    players.map((player) => player.user_id),
    eventKey,
    {},
  )
}
