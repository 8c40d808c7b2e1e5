import { useIdParam } from '../use-id-param'

/** The open chat's contact id, kept in the URL (`?contact=ID`). */
export const useOpenContact = () => useIdParam('contact')
