import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { type TicketPayload, ticketPayloadBytes, ticketText } from '../../src/domain/entry/ticket.ts'
import type { Queryable } from '../db/database.ts'

/**
 * Signs entry tickets (src/domain/entry/ticket.ts) with the server's Ed25519 key. The key pair is
 * made on first use and kept in the database (`signing_key`), so every server of one database signs
 * alike and a restart keeps tickets valid; the public half is served at GET /info/ticketkey.
 */
export type TicketSigner = {
  readonly publicKey: string
  sign(payload: TicketPayload): string
}

const KEY_NAME = 'entry-ticket'

function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' })
  if (typeof jwk.x !== 'string') throw new Error('not an Ed25519 public key')
  return jwk.x
}

async function loadOrCreate(db: Queryable): Promise<{ privateKey: KeyObject; publicKey: string }> {
  const { privateKey } = generateKeyPairSync('ed25519')
  const candidate = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  // Two servers starting at once: the first insert wins and both read it back.
  await db.query('insert into signing_key (name, private_key, public_key) values ($1, $2, $3) on conflict (name) do nothing', [KEY_NAME, candidate, rawPublicKey(createPublicKey(privateKey))])
  const [row] = await db.query<{ private_key: string }>('select private_key from signing_key where name = $1', [KEY_NAME])
  if (!row) throw new Error('the ticket key could not be stored')
  const stored = createPrivateKey(row.private_key)
  return { privateKey: stored, publicKey: rawPublicKey(createPublicKey(stored)) }
}

/** The signer of this database (read or made once, then kept). */
export function ticketSigner(db: Queryable): () => Promise<TicketSigner> {
  let loading: Promise<TicketSigner> | undefined
  return () => {
    loading ??= loadOrCreate(db).then(({ privateKey, publicKey }) => ({
      publicKey,
      sign: (payload) => ticketText(payload, new Uint8Array(sign(null, ticketPayloadBytes(payload), privateKey))),
    }))
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
}
