import { useTranslation } from 'react-i18next'
import { openSearch } from '@/services/search-trigger'
import { Bookmarks } from '@/app/bookmarks/bookmarks'
import { LanguageMenu } from '@/components/language-menu'
import { SkinToggle } from '@/components/skin-toggle'
import { UserMenu } from './user-menu'
import { CartButton } from './cart-button'

interface NavbarProps {
  onOpenMenu: () => void
  onOpenCustomizer: () => void
}

export function Navbar({ onOpenMenu, onOpenCustomizer }: NavbarProps) {
  const { t } = useTranslation()
  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl+K'
  return (
    <header className="navbar">
      <button
        type="button"
        className="icon-button navbar__menu-button"
        aria-label={t('nav.openMenu')}
        title={t('nav.openMenu')}
        onClick={onOpenMenu}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <Bookmarks />
      <button
        type="button"
        className="navbar__search"
        // On a phone only the icon shows: the label keeps the button's name.
        aria-label={t('search.placeholder')}
        onClick={openSearch}
      >
        <i className="pi pi-search" aria-hidden="true" />
        <span className="navbar__search-text">{t('search.placeholder')}</span>
        <kbd className="navbar__search-kbd">{shortcut}</kbd>
      </button>
      <div className="navbar__actions">
        <LanguageMenu />
        <SkinToggle />
        <CartButton />
        <UserMenu onOpenCustomizer={onOpenCustomizer} />
      </div>
    </header>
  )
}
