/**
 * The icons the help centre shows for the server's categories and groups. The server names an
 * icon by its PrimeIcons class; the build ships only the icons a module names (the icon plugin,
 * vite/prime-icons.plugin.ts), so each one the help data may use is named here, and any other
 * shows as the fallback instead of a blank square.
 */
const helpIcons: ReadonlySet<string> = new Set([
  'pi pi-credit-card',
  'pi pi-truck',
  'pi pi-refresh',
  'pi pi-shopping-bag',
  'pi pi-box',
  'pi pi-flag',
  'pi pi-wallet',
  'pi pi-lock',
  'pi pi-user',
  'pi pi-whatsapp',
  'pi pi-tag',
  'pi pi-file',
  'pi pi-key',
  'pi pi-database',
  'pi pi-question-circle',
])

const fallbackIcon = 'pi pi-question-circle'

/** The icon class to show for the server's `icon`: itself when known, the fallback otherwise. */
export function helpIcon(icon: string): string {
  return helpIcons.has(icon) ? icon : fallbackIcon
}
