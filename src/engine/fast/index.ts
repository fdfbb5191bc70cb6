// The playout engine's API: FastGame and its codes, conversion from and to the public state.
export * from './game';
export {
  askedDecision,
  askedValue,
  cardCode,
  fromPublic,
  provinceCode,
  toPublic,
  warlordCode,
} from './convert';
export { applyToFast } from './apply';
