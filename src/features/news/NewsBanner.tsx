import type { NewsItem } from '../../data/repositories/newsRepository.ts'

/** The news banners' size (server/master/artwork/newsBanner.ts): set, so nothing moves as they load. */
const WIDTH = 1200
const HEIGHT = 630

/** A news item's banner from the news image location; decorative (the title says what it is). */
export function NewsBanner({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  return <img src={item.image_url} alt="" width={WIDTH} height={HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" className="news-banner" />
}
