import { randomInt } from 'node:crypto'
import { CODE_ALPHABET } from '../../src/domain/typedCode.ts'

/** A code of `length` characters of the typed-code alphabet from a cryptographic source (31^length codes). */
export function randomCode(length: number): string {
  let code = ''
  for (let index = 0; index < length; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}
