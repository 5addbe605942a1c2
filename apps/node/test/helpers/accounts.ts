// The dev accounts moved to the package's testing entry (src/testing/accounts.ts) so the attack script
// (scripts/attack) shares them; this path stays for the tests that import it.
export { type DevAccounts, devAccounts } from '../../src/testing/accounts.ts';
