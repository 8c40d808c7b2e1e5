import { useTranslation } from 'react-i18next'

/** A tag's name in the chosen language; a tag this client does not know, as the server wrote it. */
export function useTagName(): (tag: string) => string {
  const { t } = useTranslation('todo')
  return (tag) => t(`tags.${tag}`, { defaultValue: tag })
}
