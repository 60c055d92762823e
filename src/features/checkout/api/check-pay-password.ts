import { requestData } from '../../../lib/request.ts'

// ordercreate/payment | calculate (reference §3.2–3.3): what the order-confirm page shows. The server
// keeps nothing between calls, so every calculate re-sends the goods and the choices; every amount
// comes from the server (the client never adds money up itself).

/** /api/member/checkpaypassword (reference §3.3: checked before create) */
export const checkPayPassword = (pay_password: string) => requestData<number>('/api/member/checkpaypassword', { pay_password }, { forceLogin: true })
