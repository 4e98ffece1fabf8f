import { ResultCode } from '../../src/domain/apiEnvelope.ts'

/**
 * The shared codes plus the ones only the server needs so far.
 * TODO(front end owner): move `forbidden` into ResultCode in src/domain/apiEnvelope.ts.
 */
export const ServerResultCode = { ...ResultCode, forbidden: 1403 } as const
