import { defineStore } from '../server/store.ts'
import { seededRandom } from '../server/seeded-random.ts'

/** A page of the app that the header search can open and the bookmark bar can pin. */
export interface PageItem {
  id: number
  /** A stable camelCase key for the page, independent of its title and link. */
  target: string
  isBookmarked: boolean
  title: string
  /** A PrimeIcons class name, e.g. 'pi pi-chart-bar'. */
  icon: string
  link: string
}

/** A document found by the header search. */
export interface FileItem {
  title: string
  by: string
  /** Kept as the template writes it ('52kb', '2.3mb'); the client formats it for display. */
  size: string
  /** Public path of the file-type icon. */
  file: string
}

/** A person found by the header search. */
export interface ContactItem {
  /** Full name. */
  title: string
  email: string
  /** Public path of the avatar image. */
  img: string
  /** MM/DD/YYYY. */
  date: string
}

interface Group<Title extends string, Item> {
  groupTitle: Title
  /** How many matches of this group the search shows; the server always sends every item. */
  searchLimit: number
  data: Item[]
}

/** The Pages group of the search data. */
export type PageGroup = Group<'Pages', PageItem>
/** The Files group of the search data. */
export type FileGroup = Group<'Files', FileItem>
/** The Contacts group of the search data. */
export type ContactGroup = Group<'Contacts', ContactItem>
/** One group of `GET /api/main-search/data`. */
export type SearchGroup = PageGroup | FileGroup | ContactGroup
/** The `searchArr` payload: always these three groups, in this order. */
export type SearchArr = [PageGroup, FileGroup, ContactGroup]

/** Matches shown per group (SPEC section 9). */
export const SEARCH_LIMIT = 4

type PageRow = [target: string, title: string, icon: string, link: string]

// Order matters: ids follow it, and the search lists matches in this order.
const pageRows: PageRow[] = [
  // The spec lists / as the shop dashboard in the page search.
  ['eCommerceDash', 'eCommerce Dashboard', 'pi pi-shop', '/'],
  // SPEC section 2, "Page-search index routes", in the order given there.
  ['analyticsDash', 'Analytics Dashboard', 'pi pi-chart-bar', '/dashboard/analytics'],
  ['appsEmail', 'Email', 'pi pi-envelope', '/apps/email'],
  ['appsChat', 'Chat', 'pi pi-comments', '/apps/chat'],
  ['appsTodo', 'Todo', 'pi pi-check-square', '/apps/todo'],
  ['appsCalendar', 'Calendar', 'pi pi-calendar', '/apps/calendar'],
  ['appsKanban', 'Kanban', 'pi pi-objects-column', '/apps/kanban'],
  ['invoiceList', 'Invoice List', 'pi pi-list', '/apps/invoice/list'],
  ['invoicePreview', 'Invoice Preview', 'pi pi-file', '/apps/invoice/preview'],
  ['invoiceEdit', 'Invoice Edit', 'pi pi-file-edit', '/apps/invoice/edit'],
  ['invoiceAdd', 'Invoice Add', 'pi pi-file-plus', '/apps/invoice/add'],
  ['eCommerceShop', 'Shop', 'pi pi-shopping-bag', '/apps/ecommerce/shop'],
  ['eCommerceProductDetail', 'Product Detail', 'pi pi-box', '/apps/ecommerce/product-detail'],
  ['eCommerceWishlist', 'Wishlist', 'pi pi-heart', '/apps/ecommerce/wishlist'],
  ['eCommerceCheckout', 'Checkout', 'pi pi-shopping-cart', '/apps/ecommerce/checkout'],
  ['userList', 'User List', 'pi pi-users', '/apps/user/list'],
  ['userView', 'User View', 'pi pi-user', '/apps/user/view'],
  ['appsRoles', 'Roles', 'pi pi-shield', '/apps/roles'],
  ['appsPermissions', 'Permissions', 'pi pi-lock', '/apps/permissions'],
  ['loginBasic', 'Login Basic', 'pi pi-sign-in', '/pages/login-basic'],
  ['loginCover', 'Login Cover', 'pi pi-sign-in', '/pages/login-cover'],
  ['registerBasic', 'Register Basic', 'pi pi-user-plus', '/pages/register-basic'],
  ['registerCover', 'Register Cover', 'pi pi-user-plus', '/pages/register-cover'],
  [
    'forgotPasswordBasic',
    'Forgot Password Basic',
    'pi pi-question-circle',
    '/pages/forgot-password-basic',
  ],
  [
    'forgotPasswordCover',
    'Forgot Password Cover',
    'pi pi-question-circle',
    '/pages/forgot-password-cover',
  ],
  ['resetPasswordBasic', 'Reset Password Basic', 'pi pi-key', '/pages/reset-password-basic'],
  ['resetPasswordCover', 'Reset Password Cover', 'pi pi-key', '/pages/reset-password-cover'],
  ['verifyEmailBasic', 'Verify Email Basic', 'pi pi-verified', '/pages/verify-email-basic'],
  ['verifyEmailCover', 'Verify Email Cover', 'pi pi-verified', '/pages/verify-email-cover'],
  ['twoStepsBasic', 'Two Steps Basic', 'pi pi-mobile', '/pages/two-steps-basic'],
  ['twoStepsCover', 'Two Steps Cover', 'pi pi-mobile', '/pages/two-steps-cover'],
  ['accountSettings', 'Account Settings', 'pi pi-cog', '/pages/account-settings'],
  ['profile', 'Profile', 'pi pi-id-card', '/pages/profile'],
  ['faq', 'FAQ', 'pi pi-question', '/pages/faq'],
  ['knowledgeBase', 'Knowledge Base', 'pi pi-book', '/pages/knowledge-base'],
  ['pricing', 'Pricing', 'pi pi-dollar', '/pages/pricing'],
  ['blogList', 'Blog List', 'pi pi-list', '/pages/blog/list'],
  ['blogDetail', 'Blog Detail', 'pi pi-file', '/pages/blog/detail'],
  ['blogEdit', 'Blog Edit', 'pi pi-pencil', '/pages/blog/edit'],
  ['license', 'License', 'pi pi-file-check', '/pages/license'],
  ['apiKey', 'API Key', 'pi pi-key', '/pages/api-key'],
  ['modalExamples', 'Modal Examples', 'pi pi-window-maximize', '/pages/modal-examples'],
  ['comingSoon', 'Coming Soon', 'pi pi-clock', '/misc/coming-soon'],
  ['notAuthorized', 'Not Authorized', 'pi pi-ban', '/misc/not-authorized'],
  ['maintenance', 'Maintenance', 'pi pi-wrench', '/misc/maintenance'],
  ['error', 'Error', 'pi pi-exclamation-triangle', '/misc/error'],
  ['accessControl', 'Access Control', 'pi pi-shield', '/access-control'],
  // The suite's own screens (SPEC section 2, main routes).
  ['companyDash', 'Company Dashboard', 'pi pi-building', '/apps/dashboard/company'],
  ['whatsappChat', 'WhatsApp Chat', 'pi pi-whatsapp', '/apps/message/whatsapp'],
  ['liveChat', 'Live Chat', 'pi pi-comment', '/apps/message/live_chat'],
  ['whatsappConnect', 'WhatsApp Connect', 'pi pi-link', '/apps/settings/whatsapp-connect'],
  ['notificationSettings', 'Notification', 'pi pi-bell', '/apps/settings/notification'],
  ['gettingStarted', 'Getting Started', 'pi pi-flag', '/apps/dashboard/getting-started'],
  ['rolePermissions', 'Roles & Permissions', 'pi pi-shield', '/apps/settings/role-permissions'],
  // The UI-kit demo pages the product has.
  ['uiElements', 'UI Elements', 'pi pi-objects-column', '/ui-element'],
  ['typography', 'Typography', 'pi pi-align-left', '/ui-element/typography'],
  ['avatars', 'Avatars', 'pi pi-user', '/ui-element/avatars'],
  ['buttons', 'Buttons', 'pi pi-stop', '/ui-element/buttons'],
  ['badges', 'Badges & Chips', 'pi pi-tag', '/ui-element/badges'],
  ['listGroups', 'List Groups', 'pi pi-list', '/ui-element/list-groups'],
  ['colors', 'Colors', 'pi pi-palette', '/colors'],
  ['primeIcons', 'PrimeIcons', 'pi pi-star', '/icons'],
  ['extensions', 'Extensions', 'pi pi-box', '/extensions'],
  ['autoComplete', 'Autocomplete', 'pi pi-search', '/extensions/autocomplete'],
  ['chartJs', 'ChartJS', 'pi pi-chart-line', '/charts'],
  ['components', 'Components', 'pi pi-th-large', '/components'],
  ['alerts', 'Alerts', 'pi pi-exclamation-circle', '/components/alerts'],
  ['accordion', 'Accordion', 'pi pi-bars', '/components/accordion'],
  ['tabs', 'Tabs', 'pi pi-folder', '/components/tabs'],
  ['breadcrumbs', 'Breadcrumbs', 'pi pi-angle-double-right', '/components/breadcrumbs'],
  ['dropdowns', 'Dropdowns', 'pi pi-chevron-circle-down', '/components/dropdowns'],
  ['dialogs', 'Dialogs', 'pi pi-window-maximize', '/components/dialogs'],
  ['pagination', 'Pagination', 'pi pi-ellipsis-h', '/components/pagination'],
  ['progress', 'Progress', 'pi pi-percentage', '/components/progress'],
  ['spinners', 'Spinners', 'pi pi-spinner', '/components/spinners'],
  ['tooltips', 'Tooltips', 'pi pi-comment', '/components/tooltips'],
  ['toasts', 'Toasts', 'pi pi-bell', '/components/toasts'],
  ['timeline', 'Timeline', 'pi pi-history', '/components/timeline'],
  ['forms', 'Forms', 'pi pi-pen-to-square', '/forms'],
  ['formElements', 'Form Elements', 'pi pi-check-square', '/forms/elements'],
  ['formLayout', 'Form Layout', 'pi pi-objects-column', '/forms/layouts'],
  ['formValidation', 'Form Validation', 'pi pi-verified', '/forms/validation'],
  ['formWizard', 'Form Wizard', 'pi pi-directions', '/forms/wizard'],
  ['basicCards', 'Basic Cards', 'pi pi-clone', '/cards/basic'],
  ['cards', 'Cards', 'pi pi-id-card', '/cards'],
  ['advancedCards', 'Advanced Cards', 'pi pi-chart-pie', '/cards/advanced'],
  ['statisticsCards', 'Statistics Cards', 'pi pi-chart-bar', '/cards/statistics'],
  ['analyticsCards', 'Analytics Cards', 'pi pi-chart-line', '/cards/analytics'],
  ['actionCards', 'Action Cards', 'pi pi-sliders-h', '/cards/actions'],
  ['dragAndDrop', 'Drag & Drop', 'pi pi-arrows-alt', '/extensions/drag-and-drop'],
  ['collapsedMenu', 'Collapsed Menu', 'pi pi-bars', '/page-layout/collapsed-menu'],
  // Only pages the product has (tests/unit/app/page-search-routes.test.ts).
  ['basicTables', 'Basic Tables', 'pi pi-table', '/tables'],
  ['basicDataTable', 'Basic DataTable', 'pi pi-database', '/datatables'],
  ['tickets', 'Tickets', 'pi pi-ticket', '/apps/tickets'],
  ['toastsAndConfirmations', 'Toasts & Confirmations', 'pi pi-bell', '/extensions/toasts'],
  ['i18n', 'Internationalization', 'pi pi-language', '/extensions/i18n'],
  ['pickers', 'Date & Time Pickers', 'pi pi-calendar', '/extensions/pickers'],
  ['fileUpload', 'File Upload', 'pi pi-upload', '/extensions/file-upload'],
  ['tour', 'Guided Tour', 'pi pi-directions', '/extensions/tour'],
  ['pageLayouts', 'Page Layouts', 'pi pi-desktop', '/page-layout'],
  ['horizontalMenu', 'Horizontal Menu', 'pi pi-window-maximize', '/page-layout/horizontal'],
  ['contentWidth', 'Boxed & Wide', 'pi pi-arrows-h', '/page-layout/content-width'],
  ['withoutNavbar', 'Without Navbar', 'pi pi-minus', '/page-layout/without-navbar'],
  ['withoutFooter', 'Without Footer', 'pi pi-stop', '/page-layout/without-footer'],
]

// The template's apps plus two routes the suite has built today, so the bookmark bar is not empty.
const initiallyBookmarked = new Set([
  '/apps/email',
  '/apps/chat',
  '/apps/calendar',
  '/apps/todo',
  '/access-control',
  '/misc/coming-soon',
])

const fileIcon = (kind: string) => `/images/icons/file-icons/${kind}.svg`

const files: FileItem[] = [
  { title: 'Passport Image', by: 'Oliver Queen', size: '52kb', file: fileIcon('jpg') },
  { title: 'Parenting Guide', by: 'Tom Holland', size: '2.3mb', file: fileIcon('doc') },
  { title: 'Class Notes', by: 'Diana Prince', size: '30kb', file: fileIcon('doc') },
  { title: 'Class Attendance', by: 'Barry Allen', size: '52mb', file: fileIcon('xls') },
  { title: 'Company Salary', by: 'Selina Kyle', size: '29kb', file: fileIcon('xls') },
  { title: 'Project Details', by: 'Bruce Wayne', size: '1.4mb', file: fileIcon('pdf') },
  { title: 'Vacation Photos', by: 'Kara Danvers', size: '34.6mb', file: fileIcon('zip') },
  { title: 'Resume Ashley', by: 'Ashley Green', size: '980kb', file: fileIcon('pdf') },
  { title: 'Sales Report Q3', by: 'Arthur Curry', size: '1.2mb', file: fileIcon('xls') },
  { title: 'Product Brochure', by: 'Hal Jordan', size: '4.8mb', file: fileIcon('ppt') },
  { title: 'Meeting Minutes', by: 'Lois Lane', size: '12kb', file: fileIcon('txt') },
]

const contactRows: [name: string, email: string][] = [
  ['Mia Davis', 'mia.davis@example.com'],
  ['Norris Carter', 'norris.carter@example.com'],
  ['Charlotte Gordon', 'charlotte.gordon@example.com'],
  ['Robert Nash', 'robert.nash@example.com'],
  ['Esme Jacobs', 'esme.jacobs@example.com'],
  ['Liam Brooks', 'liam.brooks@example.com'],
  ['Sofia Alvarez', 'sofia.alvarez@example.com'],
  ['Noah Bennett', 'noah.bennett@example.com'],
  ['Amara Okafor', 'amara.okafor@example.com'],
  ['Lucas Moreau', 'lucas.moreau@example.com'],
  ['Hannah Kim', 'hannah.kim@example.com'],
  ['Mateo Rossi', 'mateo.rossi@example.com'],
]

/** Fixed so that every start of the demo server shows the same contact dates. */
const CONTACT_DATES_SEED = 20210101
const AVATAR_COUNT = 14
const DAY_MS = 24 * 60 * 60 * 1000

// Built from UTC parts so the date does not shift with the machine's time zone.
function usDate(epochMs: number): string {
  const date = new Date(epochMs)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`
}

function seedContacts(): ContactItem[] {
  const random = seededRandom(CONTACT_DATES_SEED)
  const start = Date.UTC(2021, 0, 1)
  return contactRows.map(([title, email], index) => ({
    title,
    email,
    img: `/images/avatars/${(index % AVATAR_COUNT) + 1}.svg`,
    date: usDate(start + Math.floor(random() * 365) * DAY_MS),
  }))
}

/** Builds the search data as it is when the demo server starts: fresh objects on every call. */
export function seedSearchArr(): SearchArr {
  return [
    {
      groupTitle: 'Pages',
      searchLimit: SEARCH_LIMIT,
      data: pageRows.map(([target, title, icon, link], index) => ({
        id: index + 1,
        target,
        isBookmarked: initiallyBookmarked.has(link),
        title,
        icon,
        link,
      })),
    },
    { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: files.map((file) => ({ ...file })) },
    { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: seedContacts() },
  ]
}

/** The live search data; bookmark toggles change it until the store is reset. */
export const searchStore = defineStore(seedSearchArr)

/** Every page item in its current state; the same objects the store holds. */
export function currentPages(): PageItem[] {
  return searchStore.get()[0].data
}

/** Flips the bookmark of one page; undefined when no page has that id. */
export function toggleBookmark(id: number): PageItem | undefined {
  const page = currentPages().find((item) => item.id === id)
  if (page) page.isBookmarked = !page.isBookmarked
  return page
}
