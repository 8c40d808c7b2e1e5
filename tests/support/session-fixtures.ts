import type { UserData } from '@models/session/session'

/**
 * The demo admin's stored session as the tests use it. Its token is not one the demo server
 * issued, so a call that reaches the server with it is refused.
 */
export const demoAdminSession: UserData = {
  data: { token: 'chat-1' },
  jwt: 'token-1',
  iuds: btoa('1'),
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  avatar: '/images/avatars/1.svg',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  waba: 101,
  mess: 201,
  extras: { eCommerceCartItemsCount: 5 },
}

/** The demo client's stored session; its token is not one the demo server issued either. */
export const demoClientSession: UserData = {
  ...demoAdminSession,
  id: 2,
  iuds: btoa('2'),
  fullName: 'Jane Doe',
  username: 'janedoe',
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
  waba: null,
  mess: 202,
}
