import { useId, useState, type ReactNode } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MemberAddress } from '../../api/address/get-address-page.ts'
import { saveAddressMutation } from './api/save-address.ts'
import { Button } from '../../ui/button.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Input } from '../../ui/text-field.tsx'
import { errorMessage } from '../../ui/error-message.ts'
import { toast } from '../../ui/toast.ts'
import { addressProblems, emptyDraft, fullAddressOf, type AddressDraft, type AddressProblem } from './address-rules.ts'
import { RegionCascade, useHasDistricts } from './region-cascade.tsx'
import * as css from './address-form.css.ts'

const draftOf = (a: MemberAddress): AddressDraft => ({
  name: a.name,
  mobile: a.mobile,
  telephone: a.telephone ?? '',
  province_id: a.province_id,
  city_id: a.city_id,
  district_id: a.district_id,
  address: a.address,
  is_default: a.is_default === 1,
})

/**
 * The delivery-address form (name, mobile, region cascade, street address, default), one component
 * for the address book page and the order-confirm page's dialog. `onSaved` gets the address id.
 */
export function AddressForm({ address, onSaved, onCancel, forceDefault }: {
  /** the address to edit; none = a new one */
  address?: MemberAddress
  onSaved: (id: number) => void
  onCancel?: () => void
  /** the first address always becomes the default (the server does so too) */
  forceDefault?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftOf(address) : { ...emptyDraft(), is_default: Boolean(forceDefault) }))
  const [names, setNames] = useState<string[]>(() => (address ? address.full_address.split('-') : []))
  const [shown, setShown] = useState(false)
  const hasDistricts = useHasDistricts(draft.city_id)
  const problems = addressProblems(draft, hasDistricts)
  const save = useMutation(saveAddressMutation(queryClient))
  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const problem = (key: AddressProblem): ReactNode => {
    if (!shown || !problems[key]) return null
    const text = {
      name: t`请输入收货人姓名（不超过 30 个字）`,
      mobile: t`请输入正确的 11 位手机号`,
      telephone: t`固定电话只能包含数字、空格和 +-()`,
      region: t`请选择完整的所在地区`,
      address: t`请输入详细地址（不超过 100 个字）`,
    }[key]
    return (
      <span id={`${id}-${key}-error`} className={css.error} role="alert">
        {text}
      </span>
    )
  }
  const described = (key: AddressProblem) => (shown && problems[key] ? `${id}-${key}-error` : undefined)

  const submit = () => {
    setShown(true)
    if (Object.keys(problems).length) return
    save.mutate(
      {
        id: address?.id,
        name: draft.name.trim(),
        mobile: draft.mobile.trim(),
        telephone: draft.telephone.trim(),
        province_id: draft.province_id,
        city_id: draft.city_id,
        district_id: draft.district_id,
        address: draft.address.trim(),
        full_address: fullAddressOf(names),
        is_default: draft.is_default ? 1 : 0,
      },
      {
        onSuccess: (saved) => {
          toast.success(address ? t`地址已保存` : t`地址已添加`)
          onSaved(address?.id ?? Number(saved))
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    )
  }

  const row = (key: string, label: ReactNode, control: ReactNode, required = true) => (
    <>
      <label className={css.label} htmlFor={`${id}-${key}`} id={`${id}-${key}-label`}>
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className={css.cell}>{control}</div>
    </>
  )

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {row(
        'name',
        <Trans>收货人</Trans>,
        <>
          <Input id={`${id}-name`} className={css.narrow} value={draft.name} maxLength={30} autoComplete="name" invalid={Boolean(described('name'))} aria-describedby={described('name')} onChange={(e) => set('name', e.target.value)} />
          {problem('name')}
        </>,
      )}
      {row(
        'mobile',
        <Trans>手机号</Trans>,
        <>
          <Input id={`${id}-mobile`} className={css.narrow} value={draft.mobile} maxLength={11} inputMode="numeric" autoComplete="tel" invalid={Boolean(described('mobile'))} aria-describedby={described('mobile')} onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))} />
          {problem('mobile')}
        </>,
      )}
      {row(
        'telephone',
        <Trans>固定电话</Trans>,
        <>
          <Input id={`${id}-telephone`} className={css.narrow} value={draft.telephone} maxLength={20} invalid={Boolean(described('telephone'))} aria-describedby={described('telephone')} onChange={(e) => set('telephone', e.target.value)} />
          {problem('telephone')}
        </>,
        false,
      )}
      <span className={css.label}>
        <span className={css.required} aria-hidden="true">
          *
        </span>
        <Trans>所在地区</Trans>
      </span>
      <div className={css.cell}>
        <RegionCascade
          value={{ province_id: draft.province_id, city_id: draft.city_id, district_id: draft.district_id }}
          invalid={Boolean(described('region'))}
          describedBy={described('region')}
          onChange={(next, n) => {
            setDraft((d) => ({ ...d, ...next }))
            setNames([n.province, n.city, n.district].filter((x): x is string => Boolean(x)))
          }}
        />
        {problem('region')}
      </div>
      {row(
        'address',
        <Trans>详细地址</Trans>,
        <>
          <Input id={`${id}-address`} value={draft.address} maxLength={100} placeholder={t`街道、门牌号、小区、楼栋等`} autoComplete="street-address" invalid={Boolean(described('address'))} aria-describedby={described('address')} onChange={(e) => set('address', e.target.value)} />
          {problem('address')}
        </>,
      )}
      <span />
      <div className={css.cell}>
        <Checkbox checked={draft.is_default} disabled={Boolean(forceDefault) || address?.is_default === 1} onCheckedChange={(v) => set('is_default', v)} label={<Trans>设为默认地址</Trans>} />
      </div>
      <div className={css.actions}>
        <Button type="submit" variant="primary" loading={save.isPending}>
          <Trans>保存</Trans>
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
