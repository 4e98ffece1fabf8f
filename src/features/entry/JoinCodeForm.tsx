import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { addMember, type FoundMember, lookUpMember } from '../../data/repositories/entryRepository.ts'
import { normalizeJoinCode } from '../../domain/entry/joinCode.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { FormMessage, formStyles, TextField } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { useRefocusWhenLost } from '../../ui/useRefocusWhenLost.ts'
import { MemberPreview } from './MemberPreview.tsx'

/** Adds a member by the 8-character join code they read out or show: look up, see who it is, add. */
export function JoinCodeForm({ index }: { index: 1 | 2 }) {
  const { t, i18n } = useLingui()
  const lookUp = useAction()
  const [code, setCode] = useState('')
  const [found, setFound] = useState<FoundMember | null>(null)
  const box = useRef<HTMLDivElement>(null)
  // The form and the preview replace each other: the focus goes to the first control of the one shown ("add", or the code).
  useRefocusWhenLost(found, () => box.current?.querySelector<HTMLElement>('button, input')?.focus())

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const normalized = normalizeJoinCode(code)
    if (!normalized) {
      lookUp.setError(errorMessage(i18n, { result: { status: ResultCode.joinCodeInvalid } }))
      return
    }
    await lookUp.run(async () => setFound(await lookUpMember(normalized)))
  }

  return (
    <div ref={box}>
      {found ? (
        <MemberPreview
          slot={found.slot}
          onAdd={async () => {
            await addMember(index, found.member)
            setFound(null)
            setCode('')
          }}
          onCancel={() => setFound(null)}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t`参加コード（8文字）`}
            name={`join-code-${index}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={formStyles.secondary} disabled={lookUp.busy} aria-busy={lookUp.busy || undefined}>
            {lookUp.busy ? <Trans>確認しています…</Trans> : <Trans>コードで追加</Trans>}
          </button>
          <FormMessage error={lookUp.error} />
        </form>
      )}
    </div>
  )
}
