import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MemberAddress } from '../../api/address/get-address-page.ts'
import { Button } from '../../ui/button.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Input } from '../../ui/text-field.tsx'
import { RegionCascade } from './region-cascade.tsx'
import * as css from './address-form.css.ts'
import { useAddressForm } from './use-address-form.tsx'

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
  const { id, draft, setDraft, set, setNames, problem, described, submit, saving } = useAddressForm({ address, onSaved, forceDefault })
  const row = (key: string, label: ReactNode, control: ReactNode, required = true) => (
    <FormRow id={id} field={key} label={label} required={required}>
      {control}
    </FormRow>
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
        <Button type="submit" variant="primary" loading={saving}>
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

/** a label (with * when required) and its control, two cells of the form's grid */
function FormRow({ id, field, label, required, children }: { id: string; field: string; label: ReactNode; required: boolean; children: ReactNode }) {
  return (
    <>
      <label className={css.label} htmlFor={`${id}-${field}`} id={`${id}-${field}-label`}>
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className={css.cell}>{children}</div>
    </>
  )
}
