import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { signinAwardQuery, type SigninAward } from '../api/get-signin-award.ts'
import { signinMonthQuery } from '../api/get-signin-month.ts'
import { signinMutation } from '../api/signin.ts'
import { signStatusQuery, type SignStatus } from '../api/get-sign-status.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import { addMonths, monthGrid } from './calendar.ts'
import * as s from './signin.css.ts'

/**
 * /member/signin (reference §6.5; the reference's PC page was a stub): sign in once a day, the streak,
 * the reward rules (every day + the bonus days of each cycle) and a month calendar of signed days.
 */
export function SigninPage() {
  const status = useQuery(signStatusQuery())
  const award = useQuery(signinAwardQuery())
  return (
    <AccountPanel labelId="signin-title" title={<Trans>会员签到</Trans>}>
      <QueryBlock query={status}>
        {(st) => (
          <QueryBlock query={award}>
            {(aw) =>
              st.is_use && aw.is_use ? (
                <>
                  <div className={s.top}>
                    <div>
                      <SignHero status={st} />
                      <Rules award={aw} series={st.days_series} />
                    </div>
                    <Calendar today={st.today} />
                  </div>
                </>
              ) : (
                <p role="note" className={css.muted}>
                  <Trans>签到活动暂未开启。</Trans>
                </p>
              )
            }
          </QueryBlock>
        )}
      </QueryBlock>
    </AccountPanel>
  )
}

function SignHero({ status }: { status: SignStatus }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const sign = useMutation(signinMutation(queryClient))
  const signed = status.is_sign === 1
  const submit = () =>
    sign.mutate(undefined, {
      onSuccess: (reward) => {
        const parts = [reward.point > 0 ? t`${reward.point} 积分` : '', reward.growth > 0 ? t`${reward.growth} 成长值` : ''].filter(Boolean).join(t`、`)
        toast.success(parts ? t`签到成功，获得 ${parts}` : t`签到成功`)
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    })
  return (
    <div className={s.hero}>
      <div>
        <p className={css.summaryLabel}>
          <Trans>已连续签到</Trans>
        </p>
        <p>
          <span className={s.streak} data-testid="signin-streak">
            {status.days_series}
          </span>{' '}
          <Trans>天</Trans>
        </p>
      </div>
      <div className={css.grow}>
        <p className={css.muted}>
          {signed ? (
            <Trans>
              今日已签到，明天签到可获得 {status.next_point} 积分、{status.next_growth} 成长值
            </Trans>
          ) : (
            <Trans>
              今日签到可获得 {status.next_point} 积分、{status.next_growth} 成长值
            </Trans>
          )}
        </p>
        <p className={css.subtle}>
          <Trans>断签一天后连续天数重新计算。</Trans>
        </p>
      </div>
      <Button variant="primary" className={s.signButton} loading={sign.isPending} disabled={signed} onClick={submit}>
        {signed ? <Trans>今日已签到</Trans> : <Trans>立即签到</Trans>}
      </Button>
    </div>
  )
}

function Rules({ award, series }: { award: SigninAward; series: number }) {
  const cycle = Math.max(1, award.cycle || 7)
  // the day of the cycle the streak has reached (0 = none yet)
  const reached = series > 0 ? ((series - 1) % cycle) + 1 : 0
  const days = Array.from({ length: cycle }, (_, i) => i + 1)
  return (
    <div className={css.section}>
      <h2 className={css.sectionTitle}>
        <Trans>签到规则</Trans>
      </h2>
      <ol className={s.rules}>
        {days.map((day) => {
          const bonus = award.continuous.filter((c) => c.day === day)
          const point = award.point + bonus.reduce((a, c) => a + c.point, 0)
          const growth = award.growth + bonus.reduce((a, c) => a + c.growth, 0)
          return (
            <li key={day} className={`${s.ruleDay} ${day <= reached ? s.ruleDayDone : ''}`}>
              <span>
                <Trans>第 {day} 天</Trans>
              </span>
              <span className={s.ruleReward}>
                <Trans>{point} 积分</Trans>
              </span>
              <span>
                <Trans>{growth} 成长值</Trans>
              </span>
            </li>
          )
        })}
      </ol>
      <ul className={css.subtle} style={{ marginTop: 8, listStyle: 'disc', paddingLeft: 20 }}>
        <li>
          <Trans>
            每天签到一次，获得 {award.point} 积分、{award.growth} 成长值。
          </Trans>
        </li>
        {award.continuous.length > 0 && (
          <li>
            <Trans>连续签到的第 {award.continuous.map((c) => c.day).join('、')} 天另有额外奖励，每 {cycle} 天为一个周期。</Trans>
          </li>
        )}
        <li>
          <Trans>签到以北京时间自然日计算，每天只能签到一次。</Trans>
        </li>
      </ul>
    </div>
  )
}

function Calendar({ today }: { today: string }) {
  const { t } = useLingui()
  const thisMonth = today.slice(0, 7)
  const [month, setMonth] = useState(thisMonth)
  const query = useQuery(signinMonthQuery(month))
  const signedDays = new Set((query.data ?? []).map((d) => d.sign_day))
  const weekdays = [t`一`, t`二`, t`三`, t`四`, t`五`, t`六`, t`日`]
  return (
    <section className={s.calendar} aria-labelledby="signin-calendar-title">
      <div className={s.calHead}>
        <button type="button" className={s.calNav} onClick={() => setMonth(addMonths(month, -1))} aria-label={t`上个月`}>
          ‹
        </button>
        <h2 id="signin-calendar-title" className={css.title} aria-live="polite">
          {month}
        </h2>
        <button type="button" className={s.calNav} onClick={() => setMonth(addMonths(month, 1))} disabled={month >= thisMonth} aria-label={t`下个月`}>
          ›
        </button>
      </div>
      <QueryBlock query={query}>
        {() => (
          <>
            <div className={s.calGrid} aria-hidden="true">
              {weekdays.map((w) => (
                <span key={w} className={s.weekday}>
                  {w}
                </span>
              ))}
            </div>
            <ol className={s.calGrid} aria-label={t`${month} 签到日历`}>
              {monthGrid(month).map((day, i) =>
                day ? (
                  <li
                    key={day}
                    className={`${s.cell} ${signedDays.has(day) ? s.signed : ''} ${day === today ? s.today : ''}`}
                    aria-label={signedDays.has(day) ? t`${day} 已签到` : day}
                    data-signed={signedDays.has(day) || undefined}
                  >
                    {Number(day.slice(8))}
                    {signedDays.has(day) && (
                      <span className={s.mark} aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </li>
                ) : (
                  <li key={`blank-${i}`} className={s.cell} aria-hidden="true" />
                ),
              )}
            </ol>
          </>
        )}
      </QueryBlock>
    </section>
  )
}
