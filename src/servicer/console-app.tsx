import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button.tsx'
import { TextField } from '../ui/text-field.tsx'
import { Toaster } from '../ui/toaster.tsx'
import { ErrorState, Loading } from '../ui/states.tsx'
import { errorMessage } from '../ui/error-message.ts'
import { agentIdentityQuery } from './api/get-agent-identity.ts'
import { agentLogin } from './api/agent-login.ts'
import { agentSession, useAgentSession } from './agent-session.ts'
import { ConsolePage } from './console-page.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import * as css from './servicer.css.ts'

/** the console: the agent's login, then the workspace; both languages */
export function ConsoleApp() {
  const { t } = useLingui()
  const session = useAgentSession()
  useEffect(() => {
    document.title = `${t`客服工作台`} - Bazaar`
  }, [t])
  return (
    <>
      {session.token ? <Signed token={session.token} /> : <LoginPage expired={session.expired} />}
      <Toaster />
    </>
  )
}

function Signed({ token }: { token: string }) {
  const identity = useQuery(agentIdentityQuery(token))
  if (identity.isPending) return <Loading />
  if (identity.isError)
    return (
      <main className={css.loginPage}>
        <ErrorState error={identity.error} onRetry={() => void identity.refetch()} />
      </main>
    )
  return <ConsolePage token={token} agent={identity.data} />
}

function LoginPage({ expired }: { expired: boolean }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const login = useMutation({
    mutationFn: () => agentLogin(username.trim(), password),
    onSuccess: ({ token, servicer }) => {
      queryClient.setQueryData(agentIdentityQuery(token).queryKey, servicer)
      agentSession.signIn(token)
    },
  })
  const blank = !username.trim() || !password
  return (
    <main className={css.loginPage}>
      <form
        className={css.loginCard}
        aria-labelledby="servicer-login-title"
        onSubmit={(e) => {
          e.preventDefault()
          if (!blank) login.mutate()
        }}
      >
        <h1 id="servicer-login-title" className={css.loginTitle}>
          <Trans>客服工作台</Trans>
        </h1>
        <p className={css.loginHint}>
          <Trans>店铺和平台的客服人员在这里登录，接待会员咨询。</Trans>
        </p>
        {expired && !login.isError && (
          <p className={css.formError} role="alert">
            <Trans>登录已失效，请重新登录</Trans>
          </p>
        )}
        {login.isError && (
          <p className={css.formError} role="alert">
            {errorMessage(login.error, t)}
          </p>
        )}
        <TextField label={t`客服账号`} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={50} />
        <TextField label={t`密码`} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required maxLength={50} />
        <Button type="submit" variant="primary" block loading={login.isPending} disabled={blank}>
          <Trans>登录</Trans>
        </Button>
      </form>
      <div className={css.langs}>
        <LanguageSwitch className={css.langButton} />
      </div>
    </main>
  )
}
