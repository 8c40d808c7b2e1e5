import ky from 'ky'

/**
 * The one HTTP client of the app. The session issue adds the auth headers and the refresh hook
 * here; everything else calls through it.
 */
export const http = ky.create({
  prefixUrl: '/',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
})
