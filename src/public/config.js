// Bazaar client configuration, read at run time: edit this file in dist/web/ to point one build at
// another server. Empty values mean "same origin as the page".
window.BAZAAR_CONFIG = {
  baseUrl: '',
  imgDomain: '',
  mpKey: '',
  webSocket: '',
  apiSecurity: false,
  pingInterval: 1500,
  publicKey: '',
}
