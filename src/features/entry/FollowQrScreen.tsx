import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { addMember, lookUpMember, type UserSlot } from '../../data/repositories/entryRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import type { DraftMember } from '../../domain/entry/entryDraft.ts'
import { joinCodeFromQr } from '../../domain/entry/joinCode.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { FormMessage } from '../../ui/Form.tsx'
import { QrReader } from '../../ui/QrReader.tsx'
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
  const [checking, setChecking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [found, setFound] = useState<{ member: DraftMember; slot: UserSlot } | null>(null)
  const [attempt, setAttempt] = useState(0)

  const onScan = async (text: string) => {
    const code = joinCodeFromQr(text)
    setProblem(null)
    if (!code) {
      setProblem(errorMessage(i18n, { result: { status: ResultCode.qrUnreadable } }))
      setAttempt((n) => n + 1)
      return
    }
    setChecking(true)
    try {
      setFound(await lookUpMember(code))
    } catch (error) {
      setProblem(errorMessage(i18n, error))
      setAttempt((n) => n + 1)
    } finally {
      setChecking(false)
    }
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
      <FormMessage error={problem} />
      {checking ? (
        <p role="status">
          <Trans>確認しています…</Trans>
        </p>
      ) : (
        <QrReader key={attempt} onScan={(text) => void onScan(text)} />
      )}
      <p>
        <Link to="/entry-05">
          <Trans>戻る(参加コードで追加する)</Trans>
        </Link>
      </p>
    </>
  )
}
