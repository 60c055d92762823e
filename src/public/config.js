// Bazaar client configuration, read at run time: edit this file in dist/web/ to point one build at
// another server. Empty values mean "same origin as the page".
window.BAZAAR_CONFIG = {
  baseUrl: '',
  imgDomain: '',
  mpKey: '',
  // the chat socket: a ws(s):// address, or a path on this origin (the built-in server's is /wss)
  webSocket: '/wss',
  apiSecurity: false,
  pingInterval: 1500,
  publicKey: '',
}
