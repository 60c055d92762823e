import type { AddressInput } from './api/save-address.ts'
import { isMobile } from '../../lib/mobile.ts'

// The address form's rules (reference §3.3, §6.3), checked before the call so the shopper sees every
// problem at once; the server checks them again. Codes, not text: the form translates.

/** what the form edits: the address fields, and the default flag as a checkbox */
export type AddressDraft = Pick<AddressInput, 'name' | 'mobile' | 'telephone' | 'province_id' | 'city_id' | 'district_id' | 'address'> & { is_default: boolean }

export type AddressProblem = 'name' | 'mobile' | 'telephone' | 'region' | 'address'

export const emptyDraft = (): AddressDraft => ({ name: '', mobile: '', telephone: '', province_id: 0, city_id: 0, district_id: 0, address: '', is_default: false })

/** the problems of a draft; `hasDistricts` = the chosen city has districts (a few cities have none) */
export function addressProblems(d: AddressDraft, hasDistricts: boolean): Partial<Record<AddressProblem, true>> {
  const out: Partial<Record<AddressProblem, true>> = {}
  const name = d.name.trim()
  if (!name || [...name].length > 30) out.name = true
  if (!isMobile(d.mobile.trim())) out.mobile = true
  if (!/^[0-9+\-() ]{0,20}$/.test(d.telephone.trim())) out.telephone = true
  if (!d.province_id || !d.city_id || (hasDistricts && !d.district_id)) out.region = true
  const address = d.address.trim()
  if (!address || [...address].length > 100) out.address = true
  return out
}

/** "省-市-区" from the chosen regions' names (reference §3.3 full_address) */
export const fullAddressOf = (names: ReadonlyArray<string | undefined>) => names.filter((n): n is string => Boolean(n)).join('-')
