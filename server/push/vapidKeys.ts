import webPush from 'web-push'
import type { Queryable } from '../db/database.ts'

/**
 * The server's VAPID key pair (RFC 8292): push services accept a message only when it is signed with
 * the key the subscription was made for. Kept like the ticket's signing key: made on first use and
 * stored in the database (`signing_key`, name `web-push-vapid`), so every instance of one database
 * signs alike and a restart keeps every device's subscription valid. VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them) override it.
 * VAPID_SUBJECT is the contact the push services may write to (docs/operations.md).
 */
export type VapidKeys = { readonly publicKey: string; readonly privateKey: string; readonly subject: string }

const KEY_NAME = 'web-push-vapid'
const DEFAULT_SUBJECT = 'mailto:push@localhost'

type Env = Record<string, string | undefined>

async function loadOrCreate(db: Queryable): Promise<{ publicKey: string; privateKey: string }> {
  const made = webPush.generateVAPIDKeys()
  // Two servers starting at once: the first insert wins and both read it back.
  await db.query('insert into signing_key (name, private_key, public_key) values ($1, $2, $3) on conflict (name) do nothing', [KEY_NAME, made.privateKey, made.publicKey])
  const [row] = await db.query<{ private_key: string; public_key: string }>('select private_key, public_key from signing_key where name = $1', [KEY_NAME])
  if (!row) throw new Error('the VAPID key could not be stored')
  return { publicKey: row.public_key, privateKey: row.private_key }
}

/** This database's VAPID keys (read or made once, then kept), or the environment's. */
export function vapidKeys(db: Queryable, env: Env = process.env): () => Promise<VapidKeys> {
  let loading: Promise<VapidKeys> | undefined
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT
  return () => {
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject })
    loading ??= loadOrCreate(db).then((keys) => ({ ...keys, subject }))
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
}
