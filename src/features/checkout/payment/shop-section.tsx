import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDiscount, formatYuan, toFen } from '../../../../domain/money.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { Img } from '../../../ui/img.tsx'
import { Input } from '../../../ui/text-field.tsx'
import { Price } from '../../../ui/price.tsx'
import { Select } from '../../../ui/select.tsx'
import type { DeliveryKind, ManjianOnOrder, ManjianReward, PaymentShop, PickupStore, ShopCoupon } from '../api/order-payment.ts'
import { deliverySlots, type ShopChoice } from '../checkout-choices.ts'
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts'
import * as css from '../checkout.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { formatDate } from '../../../../domain/time.ts'

/** one shop's block: goods, delivery type (+ store or time), shop coupon, buyer message (reference §3.3) */
export function ShopSection({ shop, choice, onChange }: { shop: PaymentShop; choice: ShopChoice; onChange: (next: ShopChoice) => void }) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const titles: Record<DeliveryKind, string> = { express: t`物流配送`, store: t`门店自提`, local: t`同城配送` }
  const stores = shop.express_type.find((e) => e.name === 'store')?.store_list ?? []
  const store = stores.find((s) => s.store_id === choice.store_id)
  const local = shop.local_config.info
  const slots = choice.delivery_type === 'local' && local.time_is_open ? deliverySlots(local, new Date()) : []
  const manjian = shop.promotion.manjian?.[0]
  const headingId = `shop-${shop.site_id}-title`
  const couponLabel = (c: ShopCoupon) => {
    const saving = c.type === 'discount' ? t`${formatDiscount(c.discount)} 折` : t`减 ￥${formatYuan(c.money)}`
    const rule = toFen(c.at_least) > 0 ? t`满 ￥${formatYuan(c.at_least)} 可用` : t`任意金额可用`
    return `${c.coupon_name} · ${saving} · ${rule}${c.end_time ? ` · ${t`至 ${formatDate(c.end_time)}`}` : ''}`
  }
  return (
    <section className={css.block} aria-labelledby={headingId} data-testid="shop-block">
      <h2 id={headingId} className={css.shopName}>
        {shop.site_name}
      </h2>
      <table className={css.table}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              <Trans>商品</Trans>
            </th>
            <th className={`${css.th} ${css.num}`} scope="col">
              <Trans>单价</Trans>
            </th>
            <th className={`${css.th} ${css.num}`} scope="col">
              <Trans>数量</Trans>
            </th>
            <th className={`${css.th} ${css.num}`} scope="col">
              <Trans>小计</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shop.goods_list.map((g) => (
            <tr key={g.sku_id}>
              <td className={css.td}>
                <div className={css.goods}>
                  <Img src={g.sku_image} kind="goods" size="small" width={56} height={56} alt="" />
                  <span className={css.goodsName} lang={shopLang(g.sku_name)}>{g.sku_name}</span>
                </div>
              </td>
              <td className={`${css.td} ${css.num}`}>
                <Price value={g.price} size="sm" />
              </td>
              <td className={`${css.td} ${css.num}`}>× {g.num}</td>
              <td className={`${css.td} ${css.num}`}>
                <Price value={g.goods_money} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.options}>
        {manjian?.discount_array && (
          <>
            <span className={css.optionLabel}>
              <Trans>促销</Trans>
            </span>
            <span className={css.optionRow}>
              <span className={css.promo}>
                <Trans>满减送</Trans>
              </span>
              <span className={css.muted} data-testid="manjian-rule">
                <span lang={shopLang(manjian.manjian_name)}>{manjian.manjian_name}</span>
                {' · '}
                <ManjianRule manjian={manjian} />
              </span>
            </span>
            {manjian.discount_array.reward && <RewardRow reward={manjian.discount_array.reward} />}
          </>
        )}
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
                    setPicking(true)
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
              <Button variant="link" size="sm" onClick={() => setPicking(true)}>
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
        <label className={css.optionLabel} htmlFor={`${headingId}-coupon`}>
          <Trans>店铺优惠券</Trans>
        </label>
        <span className={css.optionRow}>
          {shop.coupon_list.length === 0 ? (
            <span className={css.muted}>
              <Trans>暂无可用优惠券</Trans>
            </span>
          ) : (
            <Select
              id={`${headingId}-coupon`}
              className={css.wide}
              value={choice.coupon_id}
              options={[{ value: 0, label: t`不使用优惠券` }, ...shop.coupon_list.map((c) => ({ value: c.coupon_id, label: couponLabel(c) }))]}
              onChange={(coupon_id) => onChange({ ...choice, coupon_id })}
            />
          )}
        </span>
        <label className={css.optionLabel} htmlFor={`${headingId}-message`}>
          <Trans>买家留言</Trans>
        </label>
        <span className={css.optionRow}>
          <Input id={`${headingId}-message`} className={css.wide} maxLength={200} placeholder={t`选填：对本次交易的说明`} value={choice.message} onChange={(e) => onChange({ ...choice, message: e.target.value })} />
        </span>
      </div>
      {/* the card adds up on its own: goods + delivery − promotion − shop coupon − this shop's share of the platform coupon */}
      <dl className={css.shopTotal} aria-label={t`${shop.site_name} 金额`} data-testid="shop-money">
        <ShopPart label={<Trans>商品金额</Trans>} value={shop.goods_money} />
        <ShopPart label={<Trans>运费</Trans>} value={shop.delivery_money} />
        {toFen(shop.promotion_money) > 0 && <ShopPart label={<Trans>促销</Trans>} value={shop.promotion_money} minus />}
        {toFen(shop.coupon_money) > 0 && <ShopPart label={<Trans>店铺优惠券</Trans>} value={shop.coupon_money} minus />}
        {toFen(shop.platform_coupon_money) > 0 && <ShopPart label={<Trans>平台优惠券（本店分摊）</Trans>} value={shop.platform_coupon_money} minus />}
        <ShopPart label={<Trans>店铺合计</Trans>} value={shop.order_money} total />
      </dl>
      <StorePicker
        open={picking}
        onOpenChange={setPicking}
        stores={stores}
        chosen={choice.store_id}
        onChoose={(store_id) => {
          onChange({ ...choice, delivery_type: 'store', store_id })
          setPicking(false)
        }}
      />
    </section>
  )
}

/** the reached rule in the page's language: 满 ￥199.00，减 ￥20.00 (the server's sentence when the answer lacks the threshold) */
function ManjianRule({ manjian }: { manjian: ManjianOnOrder }) {
  const { t } = useLingui()
  const d = manjian.discount_array!
  if (d.rule_money === undefined) return <>{d.desc}</>
  const threshold = manjian.type === 1 ? t`满 ${d.rule_money} 件` : t`满 ￥${formatYuan(d.rule_money)}`
  const parts = [toFen(d.discount_money) > 0 ? t`减 ￥${formatYuan(d.discount_money)}` : '', d.free_shipping ? t`包邮` : ''].filter(Boolean)
  return <>{[threshold, ...parts].join(t`，`)}</>
}

/** one amount of the shop card: a label and ￥value (−￥value for what is taken off) */
function ShopPart({ label, value, minus, total }: { label: ReactNode; value: string; minus?: boolean; total?: boolean }) {
  return (
    <div className={css.shopPart} data-part={total ? 'total' : minus ? 'minus' : 'plus'}>
      <dt>{label}</dt>
      <dd className={css.shopPartValue}>
        {minus ? '-' : ''}
        <Price value={value} size={total ? 'md' : 'sm'} />
      </dd>
    </div>
  )
}

/** reference §3.3: choosing pickup opens a table of the shop's stores (name, address, open hours) */
function StorePicker({ open, onOpenChange, stores, chosen, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; stores: PickupStore[]; chosen: number; onChoose: (id: number) => void }) {
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

/** 满送: the points and coupon granted when the order completes, the gift shipped with it (while stock lasts) */
function RewardRow({ reward }: { reward: ManjianReward }) {
  const { t } = useLingui()
  const parts = [
    reward.point > 0 ? t`送 ${reward.point} 积分` : '',
    reward.coupon_name ? t`送优惠券“${reward.coupon_name}”` : '',
    reward.present_name
      ? reward.present_available
        ? t`赠品“${reward.present_name}” ×${reward.present_num}`
        : t`赠品“${reward.present_name}”已送完`
      : '',
  ].filter(Boolean)
  return (
    <>
      <span className={css.optionLabel}>
        <Trans>满送</Trans>
      </span>
      <span className={css.optionRow} data-testid="manjian-reward">
        <span className={css.muted}>
          {parts.join(t`、`)}
          {reward.point > 0 || reward.coupon_name ? <> · <Trans>积分和优惠券在订单完成后发放</Trans></> : null}
        </span>
      </span>
    </>
  )
}
