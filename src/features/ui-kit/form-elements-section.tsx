import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from 'primereact/checkbox'
import { InputMask } from 'primereact/inputmask'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { InputGroup, RangeSlider, StarRating } from '@/components/form-controls'
import { MoneyInput, NumberInput } from '@/components/number-input/number-input'
import { Switch } from '@/components/switch'
import { CountryOptions } from './country-options'
import { KitCard } from './kit-index'
import '@/components/prime-checkbox.css'

const bioLimit = 200
const fruits = ['apple', 'banana', 'cherry'] as const
const sizes = ['small', 'medium', 'large'] as const

/** The product's form controls, each in a card with its label and its states. */
export function FormElementsSection() {
  const { t } = useTranslation('uikit')
  const [bio, setBio] = useState('')
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set(['apple']))
  const [size, setSize] = useState<(typeof sizes)[number]>('medium')
  const [switches, setSwitches] = useState({ wifi: true, bluetooth: false })
  const [quantity, setQuantity] = useState<number | null>(3)
  const [price, setPrice] = useState<number | null>(4_999)
  const [phone, setPhone] = useState('')
  const [card, setCard] = useState('')
  const [volume, setVolume] = useState(40)
  const [rating, setRating] = useState<number | null>(3)

  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('elements.inputs')} source="src/components/form-field/form-field.tsx">
        <TextInputField label={t('elements.name')} placeholder={t('elements.namePlaceholder')} />
        <TextInputField label={t('elements.password')} type="password" autoComplete="off" />
        <TextInputField
          label={t('elements.disabled')}
          value={t('elements.disabledValue')}
          disabled
          readOnly
        />
        <TextInputField
          label={t('elements.readOnly')}
          value={t('elements.readOnlyValue')}
          readOnly
        />
      </KitCard>

      <KitCard
        title={t('elements.textAndSelect')}
        source="src/components/form-field/form-field.tsx"
      >
        <FormField label={t('elements.bio')}>
          {(control) => (
            <>
              <textarea
                {...control}
                className="input kit-textarea"
                rows={4}
                maxLength={bioLimit}
                value={bio}
                onChange={(event) => setBio(event.target.value)}
              />
              <span className="muted kit-counter">
                {t('elements.left', { count: bioLimit - bio.length })}
              </span>
            </>
          )}
        </FormField>
        <FormField label={t('elements.country')}>
          {(control) => (
            <select {...control} className="input" defaultValue="">
              <CountryOptions />
            </select>
          )}
        </FormField>
      </KitCard>

      <KitCard title={t('elements.choices')} source="src/components/prime-checkbox.css">
        <fieldset className="kit-fieldset">
          <legend>{t('elements.fruits')}</legend>
          {fruits.map((fruit) => (
            <div key={fruit} className="kit-check">
              <Checkbox
                inputId={`kit-fruit-${fruit}`}
                checked={picked.has(fruit)}
                onChange={(event) =>
                  setPicked((current) => {
                    const next = new Set(current)
                    if (event.checked) next.add(fruit)
                    else next.delete(fruit)
                    return next
                  })
                }
              />
              <label htmlFor={`kit-fruit-${fruit}`}>{t(`elements.fruit.${fruit}`)}</label>
            </div>
          ))}
          <div className="kit-check">
            <Checkbox inputId="kit-fruit-none" checked={false} disabled />
            <label htmlFor="kit-fruit-none">{t('elements.disabled')}</label>
          </div>
        </fieldset>
        <fieldset className="kit-fieldset">
          <legend>{t('elements.size')}</legend>
          {sizes.map((value) => (
            <label key={value} className="kit-check">
              <input
                type="radio"
                name="kit-size"
                value={value}
                checked={size === value}
                onChange={() => setSize(value)}
              />
              {t(`elements.sizes.${value}`)}
            </label>
          ))}
        </fieldset>
      </KitCard>

      <KitCard title={t('elements.switches')} source="src/components/switch.tsx">
        {(['wifi', 'bluetooth'] as const).map((key) => (
          <label key={key} className="kit-check kit-check--spread">
            {t(`elements.switch.${key}`)}
            <Switch
              checked={switches[key]}
              onChange={(event) =>
                setSwitches((current) => ({ ...current, [key]: event.target.checked }))
              }
            />
          </label>
        ))}
        <label className="kit-check kit-check--spread">
          {t('elements.switch.airplane')}
          <Switch checked={false} disabled />
        </label>
      </KitCard>

      <KitCard title={t('elements.groups')} source="src/components/form-controls.tsx">
        <FormField label={t('elements.website')}>
          {(control) => (
            <InputGroup before="https://">
              <input {...control} className="input" inputMode="url" />
            </InputGroup>
          )}
        </FormField>
        <FormField label={t('elements.username')}>
          {(control) => (
            <InputGroup before="@">
              <input {...control} className="input" autoComplete="off" />
            </InputGroup>
          )}
        </FormField>
        <FormField label={t('elements.search')}>
          {(control) => (
            <InputGroup
              before={<i className="pi pi-search" aria-hidden="true" />}
              after={t('elements.searchAfter')}
            >
              <input {...control} className="input" type="search" />
            </InputGroup>
          )}
        </FormField>
      </KitCard>

      <KitCard title={t('elements.numbers')} source="src/components/number-input/number-input.tsx">
        <FormField label={t('elements.quantity')}>
          {(control) => (
            <NumberInput control={control} value={quantity} max={99} onChange={setQuantity} />
          )}
        </FormField>
        <FormField label={t('elements.price')}>
          {(control) => <MoneyInput control={control} value={price} onChange={setPrice} />}
        </FormField>
      </KitCard>

      <KitCard title={t('elements.masks')} source="primereact/inputmask">
        <FormField label={t('elements.phone')}>
          {(control) => (
            <InputMask
              id={control.id}
              aria-describedby={control['aria-describedby']}
              className="input"
              mask="(999) 999-9999"
              placeholder="(555) 123-4567"
              value={phone}
              onChange={(event) => setPhone(event.target.value ?? '')}
            />
          )}
        </FormField>
        <FormField label={t('elements.card')}>
          {(control) => (
            <InputMask
              id={control.id}
              className="input"
              mask="9999 9999 9999 9999"
              placeholder="4242 4242 4242 4242"
              value={card}
              onChange={(event) => setCard(event.target.value ?? '')}
            />
          )}
        </FormField>
      </KitCard>

      <KitCard title={t('elements.sliderAndRating')} source="src/components/form-controls.tsx">
        <div className="form-field">
          <span className="form-field__label">{t('elements.volume', { value: volume })}</span>
          <RangeSlider label={t('elements.volumeName')} value={volume} onChange={setVolume} />
        </div>
        <div className="form-field">
          <span className="form-field__label">
            {rating ? t('elements.rated', { count: rating }) : t('elements.notRated')}
          </span>
          <StarRating value={rating} onChange={setRating} />
        </div>
      </KitCard>
    </div>
  )
}
