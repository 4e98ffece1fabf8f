import { msg } from '@lingui/core/macro'

export const BRAND_NAME = msg({ message: 'トポロ・ダンジョン', comment: 'Name of the venue and the app' })
