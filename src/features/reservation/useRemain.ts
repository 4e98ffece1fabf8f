import { useEffect, useState } from 'react'
import { fetchRemain, type Reservation } from '../../data/repositories/reservationRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { slotsLeftOnDay } from '../../domain/reservation/reservationRules.ts'

/**
 * Slots the player may still reserve on `date` (yyyymmdd): the server's answer
 * (GET /user/self/reservation/remain), or, until it comes or offline, the count of the stored
 * reservations of that day.
 */
export function useRemain(date: string | null, stored: readonly Reservation[] | undefined): number | undefined {
  const online = useOnline()
  const [answer, setAnswer] = useState<{ date: string; remain: number } | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stored` changes after a reservation, which changes the answer too
  useEffect(() => {
    if (!date || !online) return
    let live = true
    fetchRemain(date).then(
      (remain) => live && setAnswer({ date, remain: remain.remain }),
      (error: unknown) => console.warn('could not read the slots left', error),
    )
    return () => {
      live = false
    }
  }, [date, online, stored])
  if (!date) return undefined
  if (answer?.date === date) return answer.remain
  if (!stored) return undefined
  const booked = stored.filter((reservation) => reservation.date === date && (reservation.status === 'reserved' || reservation.status === 'checked_in'))
  return slotsLeftOnDay(booked.length)
}
