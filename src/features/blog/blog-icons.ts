/**
 * The icons the blog's sidebar shows for the server's categories. The server names an icon by its
 * PrimeIcons class; the build ships only the icons a module names (vite/prime-icons.plugin.ts), so
 * each one the blog data may use is named here, and any other shows as the fallback instead of a
 * blank square.
 */
const blogIcons: ReadonlySet<string> = new Set([
  'pi pi-shopping-bag',
  'pi pi-home',
  'pi pi-desktop',
  'pi pi-comment',
  'pi pi-video',
  'pi pi-tag',
])

const fallbackIcon = 'pi pi-tag'

/** The icon class to show for the server's `icon`: itself when known, the fallback otherwise. */
export function blogIcon(icon: string): string {
  return blogIcons.has(icon) ? icon : fallbackIcon
}
