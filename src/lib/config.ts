// Client configuration of spec §3. Defaults are empty; src/public/config.js (dist/web/config.js after
// a build) overrides them at run time, so one build can be pointed at another server.
export interface ClientConfig {
  baseUrl: string
  imgDomain: string
  mpKey: string
  webSocket: string
  apiSecurity: boolean
  /** chat heartbeat, milliseconds; 0 disables it */
  pingInterval: number
  publicKey: string
}

declare global {
  interface Window {
    BAZAAR_CONFIG?: Partial<ClientConfig>
  }
}

export const defaultConfig: ClientConfig = {
  baseUrl: '',
  imgDomain: '',
  mpKey: '',
  webSocket: '',
  apiSecurity: false,
  pingInterval: 1500,
  publicKey: '',
}

/** http/https of a configured address follows the page's scheme (spec §9) */
export function alignScheme(url: string, pageProtocol: string): string {
  if (!url) return url
  return url.replace(/^https?:/, pageProtocol)
}

export function readConfig(
  raw: Partial<ClientConfig> | undefined = typeof window === 'undefined' ? undefined : window.BAZAAR_CONFIG,
  pageProtocol: string = typeof location === 'undefined' ? 'http:' : location.protocol,
): ClientConfig {
  const merged = { ...defaultConfig, ...raw }
  const strip = (u: string) => alignScheme(u.trim(), pageProtocol).replace(/\/+$/, '')
  return { ...merged, baseUrl: strip(merged.baseUrl), imgDomain: strip(merged.imgDomain) }
}

export const config: ClientConfig = readConfig()
