import { useTranslation } from 'react-i18next'
import { Rating } from 'primereact/rating'

/** A product's rating as five stars, read as one picture: "Rated 4 out of 5". */
export function ProductRating({ rating }: { rating: number }) {
  const { t } = useTranslation('shop')
  const label = t('product.rating', { rating })
  return (
    <Rating
      value={rating}
      readOnly
      cancel={false}
      className="product-rating"
      pt={{ root: { role: 'img', 'aria-label': label, title: label } }}
    />
  )
}
