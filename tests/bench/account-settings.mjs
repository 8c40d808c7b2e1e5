/**
 * The account settings bench (issue 16): the first visit of /pages/account-settings by a
 * signed-in user, cold cache. Its JS weight, paint, first field and critical chain come from
 * run.mjs's full-visit report; this module names the route, what its main content is, and its
 * budget.
 */

export const accountSettingsRoute = '/pages/account-settings'
/** The page's main content: the first field of its first section (the username). */
export const accountSettingsFirstField = '.account-section .form-field input'
export const accountSettingsBudgets = { firstVisitJsGzipKB: 250 }
