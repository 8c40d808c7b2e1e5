import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  connectionKeys,
  socialLinkKeys,
  type AccountSocial,
  type ConnectionKey,
} from '@models/account-settings/account-settings'
import { Button } from '@/components/button'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { saveConnection, saveSocialLinks } from '@/services/account-settings/account-settings-query'
import { reportError } from '@/services/error-catalogue'
import { notify } from '@/services/toast'
import { saveSection, SectionForm } from './section-form'

const networkIcons: Record<string, string> = {
  twitter: 'pi pi-twitter',
  facebook: 'pi pi-facebook',
  google: 'pi pi-google',
  linkedIn: 'pi pi-linkedin',
  instagram: 'pi pi-instagram',
  quora: 'pi pi-comment',
  github: 'pi pi-github',
}

/** Names of networks are brands: the same in every language. */
const networkNames: Record<string, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  google: 'Google',
  linkedIn: 'LinkedIn',
  instagram: 'Instagram',
  quora: 'Quora',
  github: 'GitHub',
}

/** The Social tab: links to the profiles elsewhere, and the accounts connected for sign-in. */
export function SocialTab({ social }: { social: AccountSocial }) {
  return (
    <>
      <LinksForm initial={social.socialLinks} />
      <Connections initial={social.connections} />
    </>
  )
}

function LinksForm({ initial }: { initial: AccountSocial['socialLinks'] }) {
  const { t } = useTranslation('account')
  const app = useAppForm<AccountSocial['socialLinks']>({
    id: 'account-social',
    defaultValues: initial,
    draftKey: 'account:social',
    onSubmit: saveSection(saveSocialLinks, {
      saved: t('social.links.saved'),
      failed: t('social.links.failed'),
    }),
  })
  return (
    <SectionForm app={app} title={t('social.links.title')}>
      <div className="account-grid">
        {socialLinkKeys.map((network) => (
          <FormTextField
            key={network}
            app={app}
            name={network}
            label={networkNames[network]!}
            type="url"
            placeholder="https://"
          />
        ))}
      </div>
    </SectionForm>
  )
}

function Connections({ initial }: { initial: AccountSocial['connections'] }) {
  const { t } = useTranslation('account')
  const [connections, setConnections] = useState(initial)
  const [busy, setBusy] = useState<ConnectionKey | null>(null)

  const toggle = async (network: ConnectionKey) => {
    const connect = connections[network] === null
    setBusy(network)
    try {
      setConnections(await saveConnection(network, connect))
      notify({
        severity: 'success',
        summary: t(connect ? 'social.connections.connected' : 'social.connections.disconnected', {
          network: networkNames[network],
        }),
      })
    } catch (error) {
      await reportError(error, t('social.connections.failed'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-connections-title">
      <h2 className="card__title" id="account-connections-title">
        {t('social.connections.title')}
      </h2>
      <ul className="account-connections">
        {connectionKeys.map((network) => {
          const connection = connections[network]
          return (
            <li key={network} className="account-connections__row">
              <i className={networkIcons[network]} aria-hidden="true" />
              <div className="account-connections__text">
                <span className="account-connections__name">{networkNames[network]}</span>
                <span className="muted">
                  {connection
                    ? t('social.connections.as', { id: connection.id })
                    : t('social.connections.notConnected')}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={busy !== null}
                aria-label={t(
                  connection
                    ? 'social.connections.disconnectLabel'
                    : 'social.connections.connectLabel',
                  { network: networkNames[network] },
                )}
                onClick={() => void toggle(network)}
              >
                {connection ? t('social.connections.disconnect') : t('social.connections.connect')}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
