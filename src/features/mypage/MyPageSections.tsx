import { Trans } from '@lingui/react/macro'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import type { Property } from '../../domain/contract/account.ts'
import type { MyPageSection } from '../collection/useReturnWhenMissing.ts'
import styles from './MyPageScreen.module.css'

const bodies = () => import('./MyPageSectionBodies.tsx')
const body = <P extends object>(pick: (module: Awaited<ReturnType<typeof bodies>>) => ComponentType<P>) => lazy(() => bodies().then((module) => ({ default: pick(module) })))

const ReservationBody = body((module) => module.ReservationBody)
const TopoloBody = body((module) => module.TopoloBody)
const AvatarBody = body((module) => module.AvatarBody)
const SpiritBody = body((module) => module.SpiritBody)
const ItemBody = body((module) => module.ItemBody)
const TitleBody = body((module) => module.TitleBody)
const AchievementBody = body((module) => module.AchievementBody)
const CouponBody = body((module) => module.CouponBody)
const ResultBody = body((module) => module.ResultBody)
const NotificationSettings = lazy(() => import('../notifications/NotificationSettings.tsx').then((module) => ({ default: module.NotificationSettings })))

/** How far below (or above) the screen a section starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '400px 0px'

/** Whether the element has come within LOAD_MARGIN of the screen (watched once `watch`); stays true once it has. */
function useNearScreen(watch: boolean): [React.RefObject<HTMLElement | null>, boolean] {
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !watch || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, watch])
  return [ref, near]
}

/**
 * A section of My Page: its frame, anchor and heading at once (a detail screen returns to
 * `/mypage#{id}` and the scroll finds it), its content once it comes near the screen. My Page
 * opens with the player card drawn first and reads each collection only when it is looked at.
 */
function Section({ id, title, load, children }: { id: MyPageSection; title: ReactNode; load: boolean; children: ReactNode }) {
  const [ref, near] = useNearScreen(load)
  const waiting = (
    <p role="status" className={styles.placeholder}>
      <Trans>読み込んでいます…</Trans>
    </p>
  )
  return (
    <section id={id} ref={ref} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </section>
  )
}

/**
 * The sections below the player card: the player's reservations first (what is coming), then
 * the order of spec section 2's anchors (topolo first).
 * `load` turns on once the card has its own data: until then the card is short and the first
 * sections would be near the screen, and their reads would go before the player's (bench:offline).
 */
export function MyPageSections({ property, load }: { property: Property | undefined; load: boolean }) {
  return (
    <>
      <Section id="reservation" load={load} title={<Trans>予約</Trans>}>
        <ReservationBody />
      </Section>
      <Section id="topolo" load={load} title={<Trans>トポロ</Trans>}>
        <TopoloBody property={property} />
      </Section>
      <Section id="avatar" load={load} title={<Trans>アバター</Trans>}>
        <AvatarBody />
      </Section>
      <Section id="spirit" load={load} title={<Trans>スピリット</Trans>}>
        <SpiritBody />
      </Section>
      <Section id="item" load={load} title={<Trans>アイテム</Trans>}>
        <ItemBody />
      </Section>
      <Section id="title" load={load} title={<Trans>称号</Trans>}>
        <TitleBody />
      </Section>
      <Section id="achievement" load={load} title={<Trans>実績</Trans>}>
        <AchievementBody />
      </Section>
      <Section id="coupon" load={load} title={<Trans>クーポン</Trans>}>
        <CouponBody />
      </Section>
      <Section id="result" load={load} title={<Trans>プレイ結果</Trans>}>
        <ResultBody />
      </Section>
      <Section id="notifications" load={load} title={<Trans>通知</Trans>}>
        <NotificationSettings />
      </Section>
    </>
  )
}
