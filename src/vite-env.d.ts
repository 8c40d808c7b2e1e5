/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_MODE?: 'demo' | 'live'
  readonly VITE_WM_API_URL?: string
  readonly VITE_DATA_API_URL?: string
  readonly VITE_CONVERSION_API_URL?: string
  readonly VITE_COMPANY_TOKEN?: string
}
