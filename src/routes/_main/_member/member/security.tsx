import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { captchaConfigQuery } from '../../../../api/captcha/get-captcha-config.ts'
import { memberDetailQuery } from '../../../../api/member/get-member-detail.ts'
import { memberInfoQuery } from '../../../../features/account/api/get-member-info.ts'
import { ContactRow } from '../../../../features/account/security/contact-row.tsx'
import { LoginPasswordRow } from '../../../../features/auth/components/login-password-row.tsx'
import { payPasswordSetQuery } from '../../../../features/member/api/get-pay-password-set.ts'
import { SecurityPage } from '../../../../features/member/components/security-page.tsx'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §6.2: account security — the login password, the mobile, the e-mail, the pay password
export const Route = createFileRoute('/_main/_member/member/security')({
  staticData: { title: msg`账户安全` },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(memberDetailQuery()),
      queryClient.ensureQueryData(memberInfoQuery()),
      queryClient.ensureQueryData(payPasswordSetQuery()),
      // the code forms' captcha switch (useCaptchaOn)
      queryClient.ensureQueryData(captchaConfigQuery()),
    ]),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function SecurityRoute() {
    const { data: info } = useSuspenseQuery(memberInfoQuery())
    return (
      <SecurityPage>
        <LoginPasswordRow mobile={info.mobile} />
        <ContactRow kind="mobile" current={info.mobile} />
        <ContactRow kind="email" current={info.email} />
      </SecurityPage>
    )
  },
})
