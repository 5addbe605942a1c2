// What other features may use of the address book (the Contacts page itself is loaded by the router).
export { RecipientContacts } from './RecipientContacts.tsx';
export { useRecipientGuard, type RecipientGuard } from './useRecipientGuard.ts';
export { poisoningForReview } from './reviewWarning.ts';
