import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatShortDateIn } from '@models/format/format-date'
import { maskApiKey, type ApiKey } from '@models/api-keys/api-keys'
import type { PendingRow } from '@models/lists/list-change'
import { ListScreen, type ListColumn } from '@/components/list-screen/list-screen'
import { apiKeyList } from '@/services/api-keys/api-key-list'
import { copyAndTell } from '@/services/clipboard'
import { useList } from '@/services/list/use-list'
import { CreateApiKey } from './create-api-key'
import { DeleteApiKeyDialog } from './delete-api-key-dialog'
import './api-keys.css'

/**
 * The API keys (/pages/api-key, issue 16): a form that creates a key with a name and an access
 * level, and the keys on the list pattern (search, sort and page in the URL), each masked, with
 * its created and last-used dates, a copy button and a delete that asks first and then waits
 * behind the list's Undo. A refused create or delete is taken back with a toast.
 */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('apiKeys')
  const list = useList(apiKeyList)
  const [deleting, setDeleting] = useState<ApiKey | null>(null)
  const date = (iso: string) => formatShortDateIn(i18n.language, iso)

  const copy = (apiKey: ApiKey) =>
    copyAndTell(
      apiKey.key,
      { summary: t('toast.copied', { name: apiKey.name }) },
      { summary: t('toast.copyFailed') },
    )

  const columns: ListColumn<ApiKey>[] = [
    {
      field: 'name',
      header: t('columns.name'),
      sortable: true,
      body: (apiKey) => <span className="api-key__name">{apiKey.name}</span>,
    },
    {
      field: 'key',
      header: t('columns.key'),
      body: (apiKey) =>
        (apiKey as ApiKey & PendingRow).pending && apiKey.key === '' ? (
          <span className="muted">{t('list.generating')}</span>
        ) : (
          <span className="api-key__secret">
            <code aria-label={t('list.masked', { name: apiKey.name })}>
              {maskApiKey(apiKey.key)}
            </code>
            <button
              type="button"
              className="icon-button"
              aria-label={t('list.copy', { name: apiKey.name })}
              title={t('list.copy', { name: apiKey.name })}
              onClick={() => void copy(apiKey)}
            >
              <i className="pi pi-copy" aria-hidden="true" />
            </button>
          </span>
        ),
    },
    {
      field: 'access',
      header: t('columns.access'),
      sortable: true,
      body: (apiKey) => (
        <span className={`badge api-key__access api-key__access--${apiKey.access}`}>
          {t(`access.${apiKey.access}`)}
        </span>
      ),
    },
    {
      field: 'createdAt',
      header: t('columns.createdAt'),
      sortable: true,
      body: (apiKey) => date(apiKey.createdAt),
    },
    {
      field: 'lastUsed',
      header: t('columns.lastUsed'),
      sortable: true,
      body: (apiKey) =>
        apiKey.lastUsed ? date(apiKey.lastUsed) : <span className="muted">{t('list.never')}</span>,
    },
  ]

  return (
    <div className="page-stack api-keys-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <CreateApiKey list={list} />
      <ListScreen
        list={list}
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        className="api-keys-table"
        columns={columns}
        searchLabel={t('list.search')}
        rowActions={[
          {
            icon: 'pi pi-trash',
            label: (apiKey) => t('list.delete', { name: apiKey.name }),
            // A key is deleted once confirmed in its dialog, then behind the list's Undo.
            run: setDeleting,
            disabled: (apiKey) => (apiKey as ApiKey & PendingRow).pending === true,
          },
        ]}
        empty={list.params.q ? t('list.noMatch', { search: list.params.q }) : t('list.empty')}
        rowName="name"
      />
      {deleting && (
        <DeleteApiKeyDialog
          apiKey={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null)
            void list.change({ kind: 'delete', ids: [deleting.id] })
          }}
        />
      )}
    </div>
  )
}
