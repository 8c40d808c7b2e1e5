import { describe, expect, it } from 'vitest'
import {
  ageYears,
  experienceYears,
  salaryAmount,
  startDateIso,
  startDateTime,
} from '@models/datatable/datatable-row'

describe('the data table row’s figures', () => {
  it('reads a salary with its dollar sign as an amount', () => {
    expect(salaryAmount('$23896.35')).toBe(23896.35)
    expect(salaryAmount('$140000.00')).toBe(140000)
    expect(salaryAmount('n/a')).toBeNaN()
  })

  it('reads an age and an experience in years', () => {
    expect(ageYears('61')).toBe(61)
    expect(experienceYears('7 Years')).toBe(7)
    expect(experienceYears('1 Year')).toBe(1)
    expect(experienceYears('')).toBeNaN()
  })

  it('reads a start date "MM/DD/YYYY" as that day at midnight UTC', () => {
    expect(startDateTime('04/12/2019')).toBe(Date.UTC(2019, 3, 12))
    expect(startDateIso('04/12/2019')).toBe('2019-04-12')
    expect(startDateIso('12/31/2023')).toBe('2023-12-31')
  })

  it('finds no date in a day that does not exist or another form', () => {
    expect(startDateTime('02/31/2020')).toBeNaN()
    expect(startDateTime('2020-04-12')).toBeNaN()
    expect(startDateIso('13/01/2020')).toBe('')
  })
})
