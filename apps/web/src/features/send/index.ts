// What other features may use from send; everything else in this folder is its own.
export { maxSendable, type MaxSendInput } from './maxSend.ts';
