import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { memberDetailQuery } from '../../../api/member/get-member-detail.ts'
import { memberLevelsQuery, type MemberLevel } from '../../../api/member/get-member-levels.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import * as l from './level.css.ts'

/** where a member stands: the current level (the highest reached), the next, the share of the way */
export function levelStanding(growth: number, levels: readonly MemberLevel[]) {
  const sorted = [...levels].sort((a, b) => a.growth - b.growth)
  const current = sorted.filter((x) => x.growth <= growth).at(-1) ?? null
  const next = sorted.find((x) => x.growth > growth) ?? null
  const from = current?.growth ?? 0
  const ratio = next ? Math.max(0, Math.min(1, (growth - from) / (next.growth - from))) : 1
  return { sorted, current, next, ratio }
}

/**
 * /member/level (reference §6.5; the reference's page was a stub): the member's level and growth,
 * the progress to the next level and what every level gives.
 */
export function LevelPage() {
  const { t } = useLingui()
  const member = useQuery(memberDetailQuery())
  const levels = useQuery(memberLevelsQuery())
  return (
    <AccountPanel labelId="level-title" title={<Trans>会员等级</Trans>}>
      <QueryBlock query={member}>
        {(m) => (
          <QueryBlock query={levels} isEmpty={(list) => list.length === 0} emptyTitle={<Trans>平台暂未设置会员等级</Trans>}>
            {(list) => {
              const growth = m.growth ?? 0
              const { sorted, current, next, ratio } = levelStanding(growth, list)
              const levelName = m.member_level_name || current?.level_name || ''
              return (
                <>
                  <div className={l.card}>
                    <div>
                      <p className={css.summaryLabel}>
                        <Trans>当前等级</Trans>
                      </p>
                      <p className={l.levelName}>{levelName}</p>
                    </div>
                    <div className={l.progressBox}>
                      <p className={css.summaryLabel}>
                        <Trans>成长值 {growth}</Trans>
                      </p>
                      <div className={l.track} role="progressbar" aria-label={t`距下一等级的进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(ratio * 100)}>
                        <div className={l.bar} style={{ width: `${Math.round(ratio * 100)}%` }} />
                      </div>
                      <p className={css.subtle}>
                        {next ? (
                          <Trans>
                            再获得 {next.growth - growth} 成长值可升级为 {next.level_name}
                          </Trans>
                        ) : (
                          <Trans>已是最高等级</Trans>
                        )}
                      </p>
                    </div>
                  </div>
                  <div className={css.section}>
                    <h2 className={css.sectionTitle}>
                      <Trans>等级与权益</Trans>
                    </h2>
                    <table className={css.table}>
                      <thead>
                        <tr>
                          <th scope="col">
                            <Trans>等级</Trans>
                          </th>
                          <th scope="col" className={css.num}>
                            <Trans>所需成长值</Trans>
                          </th>
                          <th scope="col">
                            <Trans>等级权益</Trans>
                          </th>
                          <th scope="col">
                            <Trans>状态</Trans>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {sorted.map((lv) => (
                          <tr key={lv.level_id} className={lv.level_id === current?.level_id ? l.currentRow : undefined} aria-current={lv.level_id === current?.level_id ? 'true' : undefined}>
                            <td>
                              <strong>{lv.level_name}</strong>
                            </td>
                            <td className={css.num}>{lv.growth}</td>
                            <td>{lv.remark || <span className={css.muted}>—</span>}</td>
                            <td>
                              {lv.level_id === current?.level_id ? (
                                <span className={css.tag}>
                                  <Trans>当前等级</Trans>
                                </span>
                              ) : growth >= lv.growth ? (
                                <span className={css.tagPositive}>
                                  <Trans>已达成</Trans>
                                </span>
                              ) : (
                                <span className={css.tagMuted}>
                                  <Trans>未达成</Trans>
                                </span>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <div className={css.section}>
                    <h2 className={css.sectionTitle}>
                      <Trans>如何获得成长值</Trans>
                    </h2>
                    <ul className={l.rules}>
                      <li>
                        <Trans>购买充值套餐，按套餐赠送成长值。</Trans>
                      </li>
                      <li>
                        <Trans>每日签到，按签到规则赠送成长值。</Trans>
                      </li>
                      <li>
                        <Trans>成长值累计达到等级要求后自动升级。</Trans>
                      </li>
                    </ul>
                  </div>
                </>
              )
            }}
          </QueryBlock>
        )}
      </QueryBlock>
    </AccountPanel>
  )
}
