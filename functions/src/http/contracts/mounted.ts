// Which Express handlers serve a contract (serve.ts adds them), so the start-up check can tell a contract's route
// from a hand-registered one at the same path (route-policies.ts).
const contractHandlers = new WeakSet<object>();

export const markContractHandler = (handler: object): void => void contractHandlers.add(handler);

export const isContractHandler = (handler: unknown): boolean =>
  (typeof handler === 'function' || (typeof handler === 'object' && handler !== null)) && contractHandlers.has(handler);
