import { useMemo, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cartKey } from '../../../api/cart/get-cart-count.ts'
import { clearOrderCreateData, getBuyerMessages, setBuyerMessages, type OrderCreateData, type OrderType } from '../../../lib/order-create-data.ts'
import { toFen } from '../../../../domain/money.ts'
import { ApiFailure } from '../../../lib/request.ts'
import { buttonClass, Button } from '../../../ui/button.tsx'
import { ErrorState, Loading } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { checkPayPassword } from '../api/check-pay-password.ts'
import { createOrder } from '../api/create-order.ts'
import { paymentQuery } from '../api/get-payment.ts'
import type { PaymentData } from '../api/order-payment.ts'
import { choicesToWire, createProblems, initialChoices, messagesToWire, type Choices, type CreateProblem, type ShopChoice } from '../checkout-choices.ts'
import { AddressSection, type AddressDialogComponent } from './address-section.tsx'
import { PayPasswordDialog } from './pay-password-dialog.tsx'
import { ShopSection } from './shop-section.tsx'
import * as css from '../checkout.css.ts'
import { AmountSummary, SubmitBar } from './amount-summary.tsx'
import { DiscountsSection } from './discounts-section.tsx'

/** a key per visit: a double click or a retry after a lost answer returns the same payment */
const newIdempotencyKey = () => `pc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`

/**
 * /payment (order confirm, reference §3.1–3.3): `payment` once, then `calculate` after every change
 * (the choices are the query's key); `create` → out_trade_no → the cashier, or the result when
 * nothing is left to pay.
 */
export function PaymentPage({ type, goods, AddressDialog }: { type: OrderType; goods: OrderCreateData; AddressDialog: AddressDialogComponent }) {
  const { t } = useLingui()
  const [choices, setChoices] = useState<Choices | null>(null)
  // the buyer messages typed before a reload (kept with the create-order data, like the goods)
  const [savedMessages] = useState(() => getBuyerMessages(type, goods))
  const choose = (next: Choices) => {
    setBuyerMessages(type, goods, Object.fromEntries(Object.entries(next.shops).map(([siteId, s]) => [siteId, s.message])))
    setChoices(next)
  }
  const wire = useMemo(() => (choices ? choicesToWire(choices) : null), [choices])
  const query = useQuery(paymentQuery(type, goods, wire))
  // the first answer's preselection becomes the choices (then every change asks calculate)
  const data = query.data
  const current = choices ?? (data ? initialChoices(data, savedMessages) : null)

  if (query.isPending) return <Loading label={<Trans>正在确认订单信息…</Trans>} />
  if (!data || !current) {
    return (
      <div className={css.page}>
        <div className={css.block}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          <p className={css.muted}>
            <Link to="/cart" className={css.link}>
              <Trans>回到购物车</Trans>
            </Link>
          </p>
        </div>
      </div>
    )
  }
  return (
    <ConfirmView
      type={type}
      goods={goods}
      data={data}
      choices={current}
      updating={query.isFetching}
      failure={query.isError ? errorMessage(query.error, t) : null}
      onChange={choose}
      onRetry={() => void query.refetch()}
      AddressDialog={AddressDialog}
    />
  )
}

const PROBLEM_TEXT: Record<CreateProblem['code'], MessageDescriptor> = {
  address: msg`请先添加收货地址`,
  delivery: msg`请选择店铺“{siteName}”的配送方式`,
  store: msg`请选择店铺“{siteName}”的自提门店`,
  time: msg`请选择店铺“{siteName}”的送达时间`,
}

function ConfirmView({ type, goods, data, choices, updating, failure, onChange, onRetry, AddressDialog }: {
  type: OrderType
  goods: OrderCreateData
  data: PaymentData
  choices: Choices
  updating: boolean
  failure: string | null
  onChange: (next: Choices) => void
  onRetry: () => void
  AddressDialog: AddressDialogComponent
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [asking, setAsking] = useState(false)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const problems = createProblems(data, choices)
  const setShop = (siteId: string, next: ShopChoice) => onChange({ ...choices, shops: { ...choices.shops, [siteId]: next } })
  const usesBalance = choices.is_balance === 1 && toFen(data.balance_money) > 0

  const create = useMutation({
    mutationFn: async (password: string | null) => {
      if (password !== null) await checkPayPassword(password)
      return createOrder(type, {
        ...goods,
        ...choicesToWire(choices),
        buyer_message: messagesToWire(choices),
        ...(password !== null ? { pay_password: password } : {}),
        idempotency_key: idempotencyKey,
      })
    },
    onSuccess: async (outTradeNo) => {
      clearOrderCreateData(type)
      setAsking(false)
      void queryClient.invalidateQueries({ queryKey: cartKey })
      // reference §3.1: nothing left to pay (balance covered it) → the result page directly
      if (toFen(data.pay_money) === 0) await navigate({ to: '/result', search: { code: outTradeNo }, replace: true })
      else await navigate({ to: '/pay', search: { code: outTradeNo }, replace: true })
    },
    onError: (error, password) => {
      const text = errorMessage(error, t)
      if (password !== null && error instanceof ApiFailure && /PAY_PASSWORD/.test(error.errorCode)) setPasswordError(text)
      else {
        setAsking(false)
        toast.error(text)
      }
    },
  })

  const submit = () => {
    if (problems.length) {
      toast.warning(i18n._({ ...PROBLEM_TEXT[problems[0]!.code], values: problems[0]! }))
      return
    }
    if (usesBalance) {
      setPasswordError(null)
      setAsking(true)
    } else create.mutate(null)
  }

  return (
    <div className={css.page}>
      <h1 className={css.heading}>
        <Trans>确认订单</Trans>
      </h1>
      {data.is_virtual !== 1 && <AddressSection current={data.member_address} AddressDialog={AddressDialog} />}
      {failure && (
        <div className={css.block} role="alert">
          <span className={css.problem}>{failure}</span>{' '}
          <Button variant="link" size="sm" onClick={onRetry}>
            <Trans>重试</Trans>
          </Button>
        </div>
      )}
      <div className={updating ? css.updating : undefined} aria-busy={updating || undefined}>
        <div className={css.stack}>
          {Object.entries(data.shop_goods_list).map(([siteId, shop]) => (
            <ShopSection key={siteId} shop={shop} choice={choices.shops[siteId] ?? initialChoices(data).shops[siteId]!} onChange={(next) => setShop(siteId, next)} />
          ))}
        </div>
      </div>
      <DiscountsSection data={data} choices={choices} onChange={onChange} />
      <AmountSummary data={data} />
      <SubmitBar
        data={data}
        onSubmit={submit}
        loading={create.isPending && !asking}
        disabled={updating || Boolean(failure) || (usesBalance && data.member_account.is_pay_password !== 1)}
      />
      <PayPasswordDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open)
          setPasswordError(null)
        }}
        busy={create.isPending}
        error={passwordError}
        onSubmit={(password) => {
          setPasswordError(null)
          create.mutate(password)
        }}
      />
    </div>
  )
}

/** no create-order data stored (or it was used): back to the cart */
export function NothingToConfirm() {
  return (
    <div className={css.page}>
      <div className={css.block}>
        <div className={css.result}>
          <p className={css.emptyTitle}>
            <Trans>没有待确认的商品</Trans>
          </p>
          <p className={css.muted}>
            <Trans>订单可能已经提交，或商品信息已失效。请回到购物车重新选择商品。</Trans>
          </p>
          <div className={css.resultActions}>
            <Link to="/cart" className={buttonClass({ variant: 'primary' })}>
              <Trans>去购物车</Trans>
            </Link>
            <Link to="/index" className={buttonClass({ variant: 'secondary' })}>
              <Trans>回到首页</Trans>
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}
