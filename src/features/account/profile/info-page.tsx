import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { memberInfoQuery, type MemberInfo } from '../api/get-member-info.ts'
import { modifyHeadimgMutation } from '../api/modify-headimg.ts'
import { modifyNicknameMutation } from '../api/modify-nickname.ts'
import { uploadHeadimg } from '../../../api/upload/upload-image.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Input } from '../../../ui/text-field.tsx'
import { toast } from '../../../ui/toast.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatDate } from '../format.ts'
import { maskMobile } from '../../../lib/mobile.ts'
import * as css from '../account.css.ts'
import { avatarProblem, NICKNAME_MAX, nicknameProblem } from './profile-rules.ts'
import * as p from './profile.css.ts'

/** /member/info (reference §6.2): the avatar (upload, images only, size-limited), the nickname, the rest */
export function InfoPage() {
  const query = useQuery(memberInfoQuery())
  return (
    <AccountPanel labelId="info-title" title={<Trans>个人资料</Trans>}>
      <QueryBlock query={query}>{(info) => <Profile info={info} />}</QueryBlock>
    </AccountPanel>
  )
}

function Profile({ info }: { info: MemberInfo }) {
  const { t } = useLingui()
  return (
    <div className={p.layout}>
      <Avatar info={info} />
      <div className={css.form}>
        <span className={css.formLabel}>
          <Trans>账号</Trans>
        </span>
        <span className={css.formValue}>{info.username}</span>
        <NicknameField nickname={info.nickname} />
        <span className={css.formLabel}>
          <Trans>手机号</Trans>
        </span>
        <span className={css.formValue}>
          {info.mobile ? maskMobile(info.mobile) : <span className={css.muted}>{t`未绑定`}</span>}
          <Link to="/member/security" className={css.link}>
            {info.mobile ? <Trans>更换</Trans> : <Trans>去绑定</Trans>}
          </Link>
        </span>
        <span className={css.formLabel}>
          <Trans>邮箱</Trans>
        </span>
        <span className={css.formValue}>
          {info.email || <span className={css.muted}>{t`未绑定`}</span>}
          <Link to="/member/security" className={css.link}>
            {info.email ? <Trans>更换</Trans> : <Trans>去绑定</Trans>}
          </Link>
        </span>
        {info.member_level_name && (
          <>
            <span className={css.formLabel}>
              <Trans>会员等级</Trans>
            </span>
            <span className={css.formValue}>
              <Link to="/member/level" className={css.tag}>
                {info.member_level_name}
              </Link>
            </span>
          </>
        )}
        {Boolean(info.reg_time) && (
          <>
            <span className={css.formLabel}>
              <Trans>注册时间</Trans>
            </span>
            <span className={css.formValue}>{formatDate(info.reg_time)}</span>
          </>
        )}
      </div>
    </div>
  )
}

function NicknameField({ nickname }: { nickname: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(nickname)
  const [shown, setShown] = useState(false)
  const save = useMutation(modifyNicknameMutation(queryClient))
  const problem = nicknameProblem(value)
  const message = problem === 'empty' ? t`请输入昵称` : problem === 'long' ? t`昵称最多 ${NICKNAME_MAX} 个字` : null
  return (
    <>
      <label className={css.formLabel} htmlFor="info-nickname">
        <Trans>昵称</Trans>
      </label>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setShown(true)
          if (problem) return
          save.mutate(value.trim(), {
            onSuccess: () => toast.success(t`昵称已修改`),
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }}
      >
        <div className={css.inlineRow}>
          <Input id="info-nickname" className={css.grow} value={value} maxLength={NICKNAME_MAX + 10} invalid={shown && problem !== null} aria-describedby={shown && message ? 'info-nickname-error' : undefined} onChange={(e) => setValue(e.target.value)} />
          <Button type="submit" variant="primary" loading={save.isPending} disabled={value.trim() === nickname}>
            <Trans>保存</Trans>
          </Button>
        </div>
        {shown && message && (
          <span id="info-nickname-error" className={css.fieldError} role="alert">
            {message}
          </span>
        )}
      </form>
    </>
  )
}

function Avatar({ info }: { info: MemberInfo }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const save = useMutation(modifyHeadimgMutation(queryClient))
  const upload = useMutation({
    mutationFn: uploadHeadimg,
    onSuccess: (path) =>
      save.mutate(path, {
        onSuccess: () => toast.success(t`头像已更新`),
        onError: (error) => toast.error(errorMessage(error, t)),
      }),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const busy = upload.isPending || save.isPending
  return (
    <div className={p.avatarBox}>
      <Img src={info.headimg} kind="head" width={120} height={120} alt={t`我的头像`} className={p.avatar} eager />
      <label className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${p.uploadLabel}`} aria-disabled={busy || undefined}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className={p.fileInput}
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (!file) return
            const problem = avatarProblem(file)
            if (problem === 'type') toast.error(t`请选择 JPG、PNG、GIF 或 WEBP 格式的图片`)
            else if (problem === 'size') toast.error(t`图片不能超过 2MB`)
            else upload.mutate(file)
          }}
        />
        {busy ? <Trans>上传中…</Trans> : <Trans>更换头像</Trans>}
      </label>
      <span className={css.hint}>
        <Trans>JPG、PNG、GIF、WEBP，不超过 2MB</Trans>
      </span>
    </div>
  )
}
