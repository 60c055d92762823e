/** a mainland mobile number: 11 digits starting with 1 (what the server's v.mobile() accepts) */
export function isMobile(value: string): boolean {
  return /^1\d{10}$/.test(value)
}
