import { randomCode } from '../runtime/randomCode.ts'

export const FOLLOW_CODE_LENGTH = 8

export function generateFollowCode(): string {
  return randomCode(FOLLOW_CODE_LENGTH)
}
