import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../clock.ts'
import { batchedReads } from '../db/batch.ts'
import type { Database } from '../db/index.ts'
import { errors } from './envelope.ts'

// Opaque random tokens; only their sha-256 is stored, so a leaked table holds no usable token.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** autoLoginRange 0 = a session-cookie login: the server keeps it for a short time only */
export const SESSION_TOKEN_SECONDS = 12 * 3600
export const MAX_AUTO_LOGIN_DAYS = 30

export async function issueToken(db: Database, memberId: number, autoLoginDays: number, clock: Clock): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const t = clock.now()
  const days = Math.min(Math.max(0, Math.floor(autoLoginDays)), MAX_AUTO_LOGIN_DAYS)
  await db
    .insertInto('member_token')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: t,
      expires_at: t + (days > 0 ? days * 86400 : SESSION_TOKEN_SECONDS),
    })
    .execute()
  return token
}

export async function revokeToken(db: Database, token: string, clock: Clock): Promise<void> {
  await db
    .updateTable('member_token')
    .set({ revoked_at: clock.now() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute()
}

// tokens asked for together are read together (a reconnect storm binds every socket at once; a
// flash sale's buyers all call at the same second): one statement per batch (db/batch.ts)
const liveTokens = batchedReads(
  (db, hashes: string[]) =>
    db
      .selectFrom('member_token')
      .innerJoin('member', 'member.member_id', 'member_token.member_id')
      .select(['member_token.token_hash', 'member_token.member_id', 'member_token.expires_at'])
      .where('member_token.token_hash', 'in', hashes)
      .where('member_token.revoked_at', 'is', null)
      .where('member.status', '=', 1)
      .execute(),
  (r) => r.token_hash,
)

/** member id of a live token, or null for an unknown, expired, revoked token or a disabled member */
export async function memberIdOfToken(db: Database, token: string, clock: Clock): Promise<number | null> {
  const row = await liveTokens(db, hashToken(token))
  return row && row.expires_at > clock.now() ? row.member_id : null
}

/** for login-forced calls: TOKEN_NOT_EXIST without a token, TOKEN_ERROR for a dead one */
export async function requireMemberId(db: Database, token: string | undefined, clock: Clock): Promise<number> {
  if (!token) throw errors.tokenMissing()
  const id = await memberIdOfToken(db, token, clock)
  if (id === null) throw errors.tokenInvalid()
  return id
}
