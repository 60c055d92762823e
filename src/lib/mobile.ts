/** a mainland mobile number: 11 digits starting with 1 (what the server's v.mobile() accepts) */
export function isMobile(value: string): boolean {
  return /^1\d{10}$/.test(value)
}

/** 138****8000: a bound mobile as people see it */
export const maskMobile = (mobile: string) => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile)
