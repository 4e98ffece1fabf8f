import type { Glossary } from './glossary.ts'
import { en } from './en.ts'
import { ja } from './ja.ts'
import { ko } from './ko.ts'
import { zhCN } from './zh-CN.ts'
import { zhTW } from './zh-TW.ts'

/** The glossary of every language (glossary.ts says what it holds). */
export const GLOSSARY: Glossary = { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW }
