import { useId, useState, type ReactNode } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { MemberAddress } from '../../api/address/get-address-page.ts'
import { saveAddressMutation } from './api/save-address.ts'
import { errorMessage } from '../../ui/error-message.ts'
import { toast } from '../../ui/toast.ts'
import { addressProblems, emptyDraft, fullAddressOf, type AddressDraft, type AddressProblem } from './address-rules.ts'
import { useHasDistricts } from './region-cascade.tsx'
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

export interface AddressFormOptions {
  address?: MemberAddress
  onSaved: (id: number) => void
  forceDefault?: boolean
}

/** the address form's draft, its problems (shown after the first submit) and the save */
export function useAddressForm({ address, onSaved, forceDefault }: AddressFormOptions) {
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

  return { id, draft, setDraft, set, setNames, problem, described, submit, saving: save.isPending }
}
