/**
 * The stand-in for an actor a machine leaves to whoever runs it (`machine.provide`): the app gives
 * the real call, each test its fake. Forgetting to provide one fails loudly, naming it.
 */
export const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} must be provided`))
