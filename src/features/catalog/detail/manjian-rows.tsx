import { Fragment, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { manjianQuery } from '../api/get-manjian.ts'
import type { SkuDetail } from '../api/get-sku-detail.ts'
import { byThreshold, manjianLines, type ManjianLine, type ManjianPart } from './detail-logic.ts'
import * as css from './detail.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** 促销: the shop's spend-threshold offers on this goods (cells of the detail grid) */
export function ManjianRows({ sku }: { sku: SkuDetail }) {
  const { t } = useLingui()
  const manjian = useQuery(manjianQuery(sku.goods_id, sku.site_id))
  const lines = manjianLines(manjian.data)
  if (!(lines.length > 0 && manjian.data)) return null
  return (
    <>
      <span className={css.label}>
        <Trans>促销</Trans>
      </span>
      <div className={css.manjianLines}>
        {lines.map((line) => (
          <p key={line.kind} className={css.manjianLine} data-testid="manjian-line">
            <span className={css.manjianTag}>{line.kind === 'discount' ? t`满减` : line.kind === 'gift' ? t`满送` : t`包邮`}</span>
            <ManjianText kind={line.kind} parts={line.parts} />
          </p>
        ))}
      </div>
    </>
  )
}

// 折 in Chinese (9.5折 = you pay 95%), "5% off" in English: both figures go to the message
const DISCOUNT_COUPON = msg({ message: '一张{value}折优惠券', comment: 'value = tenths of the price paid (9.5); pct = percent off (5)' })

function ManjianText({ kind, parts }: { kind: ManjianLine['kind']; parts: ManjianPart[] }) {
  const { t, i18n } = useLingui()
  const limitOf = (p: ManjianPart) => (p.unit === 'item' ? t`满${p.threshold}件` : t`满${p.threshold}元`)
  if (kind === 'gift') {
    // one sentence a threshold: 满699元送200积分、一张15元优惠券、赠品「…」×1（赠完即止）
    const reward = (p: ManjianPart): ReactNode => {
      switch (p.type) {
        case 'point': {
          const { point } = p
          return t`${point}积分`
        }
        case 'coupon': {
          const { value } = p
          if (p.couponType === 'reward') return t`一张${value}元优惠券`
          return i18n._({ ...DISCOUNT_COUPON, values: { value, pct: +(100 - Number(value) * 10).toFixed(1) } })
        }
        case 'present': {
          // the gift's name is the shop's own words, a link to its page
          const { name, num } = p
          const gift = (
            <Link to="/sku-{$skuId}" params={{ skuId: String(p.skuId) }} className={css.giftLink} lang={shopLang(name)}>
              {name}
            </Link>
          )
          return <Trans>赠品「{gift}」×{num}（赠完即止）</Trans>
        }
        default:
          return null
      }
    }
    const comma = t`、`
    return (
      <span className={css.manjianText}>
        {byThreshold(parts).map((group) => {
          const limit = limitOf(group[0]!)
          const list = group.map((p, i) => (
            <Fragment key={i}>
              {i > 0 && comma}
              {reward(p)}
            </Fragment>
          ))
          return (
            <span key={limit} className={css.manjianGroup}>
              <Trans>{limit}送{list}</Trans>
            </span>
          )
        })}
      </span>
    )
  }
  const text = parts.map((p) => {
    const limit = limitOf(p)
    return p.type === 'discount' ? t`${limit}减${p.amount}元` : t`${limit}包邮`
  })
  return <span className={css.manjianText}>{text.join(t`；`)}</span>
}
