// InputError belongs to the game contract (rulesets load setups and throw it); the loader,
// analyses and CLI import it from here.
export { InputError, isInputError } from '../rulesets/errors.js';
