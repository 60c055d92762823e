import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isVerifierQuery } from '../../../api/verify/is-verifier.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { EmptyState } from '../../../ui/states.tsx'
import { Input } from '../../../ui/text-field.tsx'
import { fetchVerifyInfo, verifyInfoQuery } from '../api/get-verify-info.ts'
import * as css from '../order.css.ts'
import * as v from './verify.css.ts'

/** the page for a member who is no shop's verifier */
export function NotVerifier() {
  return (
    <section className={css.block}>
      <EmptyState title={<Trans>您不是核销员，无法使用核销台</Trans>} />
    </section>
  )
}

/** /member/verification (reference §6.7 Verify desk): type a code, see its detail */
export function VerificationPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: verifier } = useSuspenseQuery(isVerifierQuery())
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState('')
  const lookUp = useMutation({
    mutationFn: (value: string) => fetchVerifyInfo(value),
    onSuccess: (info, value) => {
      queryClient.setQueryData(verifyInfoQuery(value).queryKey, info)
      void navigate({ to: '/member/verification_detail', search: { code: value } })
    },
    onError: (error) => setProblem(errorMessage(error, t)),
  })
  if (!verifier) return <NotVerifier />
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="verify-title">
        <div className={css.blockHead}>
          <h1 id="verify-title" className={css.title}>
            <Trans>核销台</Trans>
          </h1>
          <Link to="/member/verification_list" search={{ type: '', page: 1 }} className={css.link}>
            <Trans>核销记录</Trans>
          </Link>
        </div>
        <form
          className={v.desk}
          onSubmit={(e) => {
            e.preventDefault()
            const value = code.trim()
            if (!value) {
              setProblem(t`请输入核销码`)
              return
            }
            setProblem('')
            lookUp.mutate(value)
          }}
        >
          <label htmlFor="verify-code" className={v.deskLabel}>
            <Trans>请输入提货码或核销码</Trans>
          </label>
          <div className={v.deskRow}>
            <Input id="verify-code" className={v.deskInput} value={code} maxLength={32} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" size="lg" loading={lookUp.isPending}>
              <Trans>查询</Trans>
            </Button>
          </div>
          {problem && (
            <p className={css.problem} role="alert">
              {problem}
            </p>
          )}
        </form>
      </section>
    </div>
  )
}
