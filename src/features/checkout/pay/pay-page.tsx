import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { fromPromise } from 'xstate'
import { payStatusMachine } from '../../../../machines/pay-status/pay-status.machine.ts'
import { buttonClass, Button } from '../../../ui/button.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { fetchPayStatus } from '../api/get-pay-status.ts'
import { payHandOff, type PayType } from '../api/pay.ts'
import { payInfoQuery } from '../api/get-pay-info.ts'
import { payTypeQuery } from '../api/get-pay-type.ts'
import * as css from '../checkout.css.ts'
import { PAY } from '../../../../domain/order-rules.ts'
import { CashierHead } from './cashier-head.tsx'
import { PayMethods } from './pay-methods.tsx'
import { WechatQrDialog } from './wechat-qr-dialog.tsx'

/**
 * /pay?code= (the cashier, reference §3.4): what is paid for, the online methods, the hand-off to the
 * gateway (alipay: same tab; wechatpay: a QR code), and the status polled every second by the
 * page-local pay-status machine, which leads to /result once paid. `cancelled`: the payer came back
 * from the gateway after cancelling there — the page says the payment was not made and offers it again.
 */
export function PayPage({ code, cancelled = false }: { code: string; cancelled?: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data: info } = useSuspenseQuery(payInfoQuery(code))
  const types = useQuery(payTypeQuery())
  const [method, setMethod] = useState<PayType | null>(null)
  const [qr, setQr] = useState<{ image: string; url: string } | null>(null)
  const poller = useActorRef(
    payStatusMachine.provide({
      actors: { checkStatus: fromPromise(({ input }: { input: { outTradeNo: string } }) => fetchPayStatus(input.outTradeNo)) },
      actions: { announcePaid: () => void navigate({ to: '/result', search: { code }, replace: true }) },
    }),
    { input: { outTradeNo: code } },
  )
  const status = useSelector(poller, (s) => s.value)
  const stalledError = useSelector(poller, (s) => (s.matches('stalled') ? s.context.error : null))
  const chosen = method ?? types.data?.[0] ?? null
  const handOff = useMutation({
    mutationFn: (type: PayType) => payHandOff(code, type),
    onSuccess: (answer) => {
      // the same tab (a popup would be blocked): the gateway sends the payer back to /result
      if (answer.type === 'url') window.location.assign(answer.data)
      else setQr({ image: answer.qrcode, url: answer.data })
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const closed = status === 'closed' || info.pay_status === PAY.closed
  // the automatic close of the unpaid payment, on the server's clock; at 0 the status is read again
  const queryClient = useQueryClient()
  const closeTime = info.close_time
  const closeLeftAt = useCallback((serverNow: number) => (closeTime > 0 ? closeTime - serverNow : 0), [closeTime])
  const closeLeft = useServerCountdown(closeLeftAt, info.timestamp, info.receivedAt)
  const counting = closeTime > 0 && !closed && status !== 'paid'
  const expired = counting && closeLeft <= 0
  useEffect(() => {
    if (!expired) return
    poller.send({ type: 'pay.check' })
    void queryClient.invalidateQueries({ queryKey: payInfoQuery(code).queryKey })
  }, [expired, poller, queryClient, code])
  return (
    <div className={css.page}>
      <CashierHead info={info} closed={closed} cancelled={cancelled} counting={counting} closeLeft={closeLeft} />
      {closed ? (
        <section className={css.block}>
          <p className={css.muted}>
            <Trans>该订单已超时关闭或已取消，商品库存已退回。如仍需购买，请重新下单。</Trans>
          </p>
          <div className={css.resultActions}>
            <Link to="/index" className={buttonClass({ variant: 'secondary' })}>
              <Trans>回到首页</Trans>
            </Link>
          </div>
        </section>
      ) : (
        <section className={css.block} aria-labelledby="methods-title">
          {cancelled && (
            <p className={css.problem} role="alert">
              <Trans>您已取消支付，本次未扣款，订单仍待付款。请选择支付方式重新支付。</Trans>
            </p>
          )}
          <h2 id="methods-title" className={`${css.blockTitle} ${css.discountsTitle}`}>
            <Trans>选择支付方式</Trans>
          </h2>
          <PayMethods types={types} chosen={chosen} onChoose={setMethod} />
          {stalledError !== null && (
            <p className={css.problem} role="alert">
              <Trans>查询支付结果失败：</Trans>
              {errorMessage(stalledError, t)}{' '}
              <Button variant="link" size="sm" onClick={() => poller.send({ type: 'pay.retry' })}>
                <Trans>重试</Trans>
              </Button>
            </p>
          )}
          <div className={css.payActions}>
            <Button variant="primary" size="lg" disabled={!chosen} loading={handOff.isPending} onClick={() => chosen && handOff.mutate(chosen)}>
              {cancelled ? <Trans>重新支付</Trans> : <Trans>立即支付</Trans>}
            </Button>
            <span className={css.muted}>
              <Trans>支付完成前请不要关闭此页面；支付成功后将自动跳转。</Trans>
            </span>
          </div>
        </section>
      )}
      <WechatQrDialog qr={qr} payMoney={info.pay_money} onClose={() => setQr(null)} onCheck={() => poller.send({ type: 'pay.check' })} />
    </div>
  )
}
