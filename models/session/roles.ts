/**
 * Roles and abilities without their schemas, so that the first screen can check them without
 * loading the schema library.
 */

/** The roles of SPEC.md section 6. */
export const roles = ['admin', 'client', 'employee'] as const
export type Role = (typeof roles)[number]

/** What an ability rule allows: `manage` is any action (CASL's wildcard). */
export type AbilityAction = 'read' | 'manage'

/**
 * What the rules are about. `all` is any subject (CASL's wildcard); `ACL` and `Auth` are the
 * template's (SPEC.md section 6); the others name the team's shared data and the admin areas:
 * - `Kanban`, `Calendar`: the team's board and calendar (`manage` changes them, anyone signed in
 *   reads them);
 * - `Analytics`: the analytics cards of the admin home;
 * - `Settings`: the admin settings (notification settings, roles and permissions);
 * - `Team`: the team's plan and tools, which the messaging banners offer to upgrade;
 * - `Users`: the user list, roles and permissions (/apps/user, /apps/roles, /apps/permissions);
 * - `Tables`: the data table's demo rows (/datatables, /tables);
 * - `Email`, `Todo`: the team's mailbox and to-do list (/apps/email, /apps/todo);
 * - `Invoices`: the invoices made out to clients (/apps/invoice);
 * - `ApiKeys`: the keys other systems call the suite with (/pages/api-key);
 * - `Blog`: writing the blog's posts (/pages/blog/edit); anyone signed in reads the blog.
 * - `Tickets`: the help desk's agent work (internal notes, status, assignee); a client reads and
 *   answers their own tickets.
 */
export type AbilitySubject =
  | 'all'
  | 'ACL'
  | 'Auth'
  | 'Kanban'
  | 'Calendar'
  | 'Analytics'
  | 'Settings'
  | 'Team'
  | 'Users'
  | 'Tables'
  | 'Email'
  | 'Todo'
  | 'Invoices'
  | 'ApiKeys'
  | 'Blog'
  | 'Tickets'

/** One entry of the ability list, in CASL's action/subject format (`manage` and `all` are wildcards). */
export interface AbilityRule {
  action: string
  subject: string
}

/** What the login helper gives a user whose role the server does not name (SPEC.md section 6). */
export const defaultSignedInRole: Role = 'client'
export const defaultSignedInAbility: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]
/** The ability of a visitor with no stored user data. */
export const signedOutAbility: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/**
 * Each role's abilities; the app's menu and controls and the demo server's checks all come from
 * these. The admin may manage everything and the client only read ACL and Auth (SPEC.md section
 * 6). The spec leaves the employee out, so here an employee is a member of the team: they read
 * what a client reads and also change the team's kanban board and calendar, but they see no
 * analytics, no admin settings and no upgrade offers. The mailbox, the to-do list and the help
 * desk's agent work are the team's tools: the admin and employees use them, a client does not.
 */
export const roleAbilities: Record<Role, readonly AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: defaultSignedInAbility,
  employee: [
    ...defaultSignedInAbility,
    { action: 'manage', subject: 'Kanban' },
    { action: 'manage', subject: 'Calendar' },
    { action: 'manage', subject: 'Email' },
    { action: 'manage', subject: 'Todo' },
    { action: 'manage', subject: 'Tickets' },
  ],
}

/** Where each role lands after login (SPEC.md section 4). */
export function homeFor(role: Role): string {
  return role === 'admin' ? '/' : '/apps/dashboard/company'
}
