import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Skeleton } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { copyrightQuery, type Copyright } from '../api/get-copyright.ts'
import { parseIcp } from '../icp.ts'
import * as css from './site-footer.css.ts'

/** the copyright block (copyright line, company, ICP record, address, phone, e-mail, police record) */
export function CopyrightBar() {
  const { t } = useLingui()
  const query = useQuery(copyrightQuery())
  return (
    <div className={css.copyright}>
      <Container>
        {query.isPending ? (
          <div className={css.copyrightRow} aria-hidden="true">
            <Skeleton width={480} height={12} />
          </div>
        ) : query.isError ? (
          <p role="alert">{errorMessage(query.error, t)}</p>
        ) : (
          <CopyrightLines copyright={query.data} />
        )}
        {/* one zone for the whole site (src/lib/time.ts): a shopper abroad reads the same times as one in China */}
        <p className={css.copyrightRow}>
          <span>
            <Trans>本站时间均为北京时间（UTC+8）</Trans>
          </span>
        </p>
      </Container>
    </div>
  )
}

function CopyrightLines({ copyright }: { copyright: Copyright }) {
  const icp = parseIcp(copyright.icp)
  const company = copyright.company_name || icp.company
  return (
    <>
      <p className={css.copyrightRow}>
        {copyright.copyright_desc && <span>{copyright.copyright_desc}</span>}
        {company && <span>{company}</span>}
        {icp.record && (
          <a className={css.copyrightLink} href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {icp.record}
          </a>
        )}
        {copyright.gov_record &&
          (copyright.gov_url ? (
            <a className={css.copyrightLink} href={copyright.gov_url} target="_blank" rel="noopener noreferrer">
              {copyright.gov_record}
            </a>
          ) : (
            <span>{copyright.gov_record}</span>
          ))}
      </p>
      {(icp.address || icp.phone || icp.email) && (
        <p className={css.copyrightRow}>
          {icp.address && (
            <span>
              <Trans>地址：{icp.address}</Trans>
            </span>
          )}
          {icp.phone && (
            <span>
              <Trans>电话：{icp.phone}</Trans>
            </span>
          )}
          {icp.email && (
            <span>
              <Trans>
                邮箱：<a className={css.copyrightLink} href={`mailto:${icp.email}`}>{icp.email}</a>
              </Trans>
            </span>
          )}
        </p>
      )}
    </>
  )
}
