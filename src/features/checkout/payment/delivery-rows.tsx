import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { Select } from '../../../ui/select.tsx'
import type { DeliveryKind, PaymentShop, PickupStore } from '../api/order-payment.ts'
import { deliverySlots, type ShopChoice } from '../checkout-choices.ts'
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts'
import * as css from '../checkout.css.ts'

export interface DeliveryRowsProps {
  shop: PaymentShop
  choice: ShopChoice
  /** the shop block's heading id, the prefix of the rows' ids */
  headingId: string
  stores: PickupStore[]
  onChange: (next: ShopChoice) => void
  /** open the store picker */
  onPickStore: () => void
}

/** 配送方式 and what it needs: the pickup store or the local delivery time (cells of the options grid) */
export function DeliveryRows({ shop, choice, headingId, stores, onChange, onPickStore }: DeliveryRowsProps) {
  const { t } = useLingui()
  const titles: Record<DeliveryKind, string> = { express: t`物流配送`, store: t`门店自提`, local: t`同城配送` }
  const store = stores.find((s) => s.store_id === choice.store_id)
  const local = shop.local_config.info
  const slots = choice.delivery_type === 'local' && local.time_is_open ? deliverySlots(local, new Date()) : []
  return (
    <>
      <span className={css.optionLabel} id={`${headingId}-delivery`}>
        <Trans>配送方式</Trans>
      </span>
      <span className={css.optionRow} role="radiogroup" aria-labelledby={`${headingId}-delivery`}>
        {shop.express_type.length === 0 ? (
          <span className={css.problem}>
            <Trans>该店铺暂无可用的配送方式</Trans>
          </span>
        ) : (
          shop.express_type.map((e) => (
            <button
              key={e.name}
              type="button"
              role="radio"
              aria-checked={choice.delivery_type === e.name}
              className={css.chip}
              onClick={() => {
                if (choice.delivery_type === e.name) return
                const next = { ...choice, delivery_type: e.name, time: '' }
                if (e.name === 'store') {
                  onChange({ ...next, store_id: choice.store_id || e.store_id || stores[0]?.store_id || 0 })
                  onPickStore()
                } else onChange(next)
              }}
            >
              {titles[e.name]}
            </button>
          ))
        )}
      </span>
      {choice.delivery_type === 'store' && (
        <>
          <span className={css.optionLabel}>
            <Trans>自提门店</Trans>
          </span>
          <span className={css.optionRow}>
            {store ? (
              <span data-testid="chosen-store">
                {store.store_name} <span className={css.muted}>{store.full_address}</span>
              </span>
            ) : (
              <span className={css.problem}>
                <Trans>请选择自提门店</Trans>
              </span>
            )}
            <Button variant="link" size="sm" onClick={() => onPickStore()}>
              <Trans>选择门店</Trans>
            </Button>
          </span>
        </>
      )}
      {choice.delivery_type === 'local' && local.time_is_open === 1 && (
        <>
          <label className={css.optionLabel} htmlFor={`${headingId}-time`}>
            <Trans>送达时间</Trans>
          </label>
          <span className={css.optionRow}>
            <Select
              id={`${headingId}-time`}
              className={css.timeSelect}
              value={choice.time}
              options={[{ value: '', label: t`请选择送达时间` }, ...slots.map((s) => ({ value: s.value, label: `${s.day === 'today' ? t`今天` : t`明天`} ${s.range}` }))]}
              onChange={(time) => onChange({ ...choice, time })}
            />
          </span>
        </>
      )}
    </>
  )
}

/** reference §3.3: choosing pickup opens a table of the shop's stores (name, address, open hours) */
export function StorePicker({ open, onOpenChange, stores, chosen, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; stores: PickupStore[]; chosen: number; onChoose: (id: number) => void }) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} width={720} title={<Trans>选择自提门店</Trans>}>
      <table className={css.table}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              <Trans>门店名称</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>地址</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>营业时间</Trans>
            </th>
            <th className={css.th} scope="col">
              <span className={visuallyHidden}>{t`选择`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stores.map((s) => (
            <tr key={s.store_id} className={s.store_id === chosen ? `${css.storeRow} ${css.storeChosen}` : css.storeRow}>
              <td className={css.td}>{s.store_name}</td>
              <td className={css.td}>
                {s.full_address} {s.address}
                {s.telphone && <div className={css.subtle}>{s.telphone}</div>}
              </td>
              <td className={css.td}>{s.open_date}</td>
              <td className={`${css.td} ${css.num}`}>
                <Button size="sm" variant={s.store_id === chosen ? 'primary' : 'secondary'} onClick={() => onChoose(s.store_id)} aria-label={t`选择 ${s.store_name}`}>
                  {s.store_id === chosen ? <Trans>已选择</Trans> : <Trans>选择</Trans>}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  )
}
