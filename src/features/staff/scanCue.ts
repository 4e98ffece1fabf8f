/**
 * What a scan sounds and feels like at the counter: a short high tone and one pulse for a good
 * ticket, two low tones and a double pulse for a bad one, so staff know without looking. Silent
 * where the browser offers no audio or vibration.
 */

let audio: AudioContext | null = null

function tone(frequency: number, startAt: number, seconds: number): void {
  if (typeof AudioContext === 'undefined') return
  audio ??= new AudioContext()
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.15, audio.currentTime + startAt)
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + startAt + seconds)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(audio.currentTime + startAt)
  oscillator.stop(audio.currentTime + startAt + seconds)
}

export function scanCue(kind: 'good' | 'bad'): void {
  try {
    if (kind === 'good') {
      tone(1320, 0, 0.12)
      navigator.vibrate?.(60)
    } else {
      tone(330, 0, 0.15)
      tone(262, 0.2, 0.2)
      navigator.vibrate?.([80, 60, 80])
    }
  } catch (error) {
    console.warn('scan cue', error)
  }
}
