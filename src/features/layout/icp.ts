export interface IcpParts {
  company: string
  record: string
  address: string
  phone: string
  email: string
}

/** the copyright's icp string "company|record number|address|phone|e-mail" (spec §3) → its parts */
export function parseIcp(icp: string | null | undefined): IcpParts {
  const [company = '', record = '', address = '', phone = '', email = ''] = (icp ?? '').split('|').map((s) => s.trim())
  return { company, record, address, phone, email }
}
