import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import '../ui/theme/tokens.css.ts'
import { activateLocale, i18n, loadCatalogs, savedLocale, withServicerCatalog } from '../lib/i18n.ts'
import { ApiFailure, currentClient, setRequestClient } from '../lib/request.ts'
import { agentSession } from './agent-session.ts'
import { ConsoleApp } from './console-app.tsx'

// The agent console (/web/servicer/, decision 013): a page of its own, built apart from the
// storefront, sharing its tokens, request helper, Lingui set-up and chat parts.

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && error instanceof ApiFailure && error.code === -1 && !error.serverMessage,
    },
  },
})

// An agent call answered TOKEN_*: the agent's login is over (the login page says so). The answer
// reaches the helper without the TOKEN_ code, so the helper never drops a shopper's login cookie
// of the same browser for the agent's.
const send = currentClient()
setRequestClient(async (path, init) => {
  const answer = await send(path, init)
  if (path.startsWith('/servicer/servicer/') && typeof answer === 'object' && answer !== null) {
    const code = String((answer as { error_code?: unknown }).error_code ?? '')
    if (code.startsWith('TOKEN_')) {
      agentSession.expire()
      return { ...answer, error_code: `AGENT_${code}`, data: null }
    }
  }
  return answer
})

withServicerCatalog()
await loadCatalogs('chat', 'servicer')
await activateLocale(savedLocale())

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleApp />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)
