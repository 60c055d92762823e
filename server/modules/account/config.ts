import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'

// The account's platform settings, in site_config next to the others (one key each). A database
// without a row uses the defaults below; `npm run ops -- account:config <key> <json>` changes them.

export interface WithdrawConfig {
  /** 0 = withdrawals closed (the apply page sends the member home) */
  is_use: 0 | 1
  /** fen: the smallest amount one may apply for */
  min: number
  /** fee in hundredths of a percent of the amount (60 = 0.60%) */
  rate: number
  /** the transfer types offered, of 'bank,alipay' (the PC form never offers wechatpay) */
  transfer_type: string
}

export interface SigninConfig {
  is_use: 0 | 1
  /** every sign-in */
  point: number
  growth: number
  /** the streak counts in cycles of this many days; a bonus is paid on its day of every cycle */
  cycle: number
  /** extra reward on the n-th day of the streak's cycle */
  continuous: Array<{ day: number; point: number; growth: number }>
}

export const ACCOUNT_CONFIG_DEFAULTS = {
  account_withdraw: { is_use: 1, min: 1000, rate: 60, transfer_type: 'bank,alipay' } as WithdrawConfig,
  account_signin: {
    is_use: 1,
    point: 5,
    growth: 2,
    cycle: 7,
    continuous: [
      { day: 3, point: 10, growth: 5 },
      { day: 7, point: 30, growth: 10 },
    ],
  } as SigninConfig,
}
export type AccountConfigKey = keyof typeof ACCOUNT_CONFIG_DEFAULTS
export type AccountConfigs = typeof ACCOUNT_CONFIG_DEFAULTS

export async function accountConfig<K extends AccountConfigKey>(db: Kysely<DB> | Transaction<DB>, key: K): Promise<AccountConfigs[K]> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirst()
  return { ...ACCOUNT_CONFIG_DEFAULTS[key], ...((row?.value ?? {}) as Partial<AccountConfigs[K]>) }
}

export async function setAccountConfig<K extends AccountConfigKey>(db: Kysely<DB>, key: K, value: AccountConfigs[K]) {
  const json = JSON.stringify(value)
  await db
    .insertInto('site_config')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute()
}

export const TRANSFER_TYPES: Record<string, { zh: string; en: string }> = {
  bank: { zh: '银行卡', en: 'Bank card' },
  alipay: { zh: '支付宝', en: 'Alipay' },
}

/** the transfer types the config offers, known ones only, in config order */
export function offeredTransferTypes(config: WithdrawConfig): string[] {
  return config.transfer_type
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s in TRANSFER_TYPES)
}
