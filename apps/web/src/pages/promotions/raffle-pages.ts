/** The raffle routes' one lazy chunk (decision 0055): both pages share it, so the router lists it once. */
export { RafflePage } from './raffle-page';
export { RaffleVerifyPage } from './raffle-verify-page';
