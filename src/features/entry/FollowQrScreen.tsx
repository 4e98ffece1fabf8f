import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { addMember, type FoundMember, lookUpMember } from '../../data/repositories/entryRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { joinCodeFromQr } from '../../domain/entry/joinCode.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { FormMessage } from '../../ui/Form.tsx'
import { QrReader } from '../../ui/QrReader.tsx'
import { useAction } from '../../ui/useAction.ts'
import { EntryFrame } from './EntryFrame.tsx'
import { MemberPreview } from './MemberPreview.tsx'

/** /entry/follow/qr/{1|2}: the leader scans a member's QR (camera or photo), sees who it is and adds them. */
export function FollowQrScreen({ index }: { index: 1 | 2 }) {
  const { t } = useLingui()
  return (
    <EntryFrame step={5} title={t`メンバー${index}のQRコードを読み取る`} lead={<Trans>メンバーの画面に表示されたQRコードをカメラにかざしてください。</Trans>}>
      {() => <FollowQr index={index} />}
    </EntryFrame>
  )
}

function FollowQr({ index }: { index: 1 | 2 }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const lookUp = useAction()
  const [found, setFound] = useState<FoundMember | null>(null)
  // A new reader after each failed code, so the camera scans again.
  const [attempt, setAttempt] = useState(0)

  const onScan = async (text: string) => {
    const code = joinCodeFromQr(text)
    if (!code) {
      lookUp.setError(errorMessage(i18n, { result: { status: ResultCode.qrUnreadable } }))
      setAttempt((n) => n + 1)
      return
    }
    if (!(await lookUp.run(async () => setFound(await lookUpMember(code))))) setAttempt((n) => n + 1)
  }

  if (found) {
    return (
      <MemberPreview
        slot={found.slot}
        onAdd={async () => {
          await addMember(index, found.member)
          await navigate({ to: '/entry-05' })
        }}
        onCancel={() => {
          setFound(null)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return (
    <>
      <FormMessage error={lookUp.error} />
      {lookUp.busy ? (
        <p role="status">
          <Trans>確認しています…</Trans>
        </p>
      ) : (
        <QrReader key={attempt} onScan={(text) => void onScan(text)} />
      )}
      <p>
        <Link to="/entry-05">
          <Trans>戻る（参加コードで追加する）</Trans>
        </Link>
      </p>
    </>
  )
}
