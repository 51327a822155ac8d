/**
 * Before every server test file: password hashes at scrypt's lowest cost the configuration
 * accepts (about 2 ms instead of half a second), as a server started with PASSWORD_HASH_COST
 * makes them. password.test.ts hashes at the production cost.
 */
import { setPasswordHashCost } from "../../src/auth/password.ts";

export const TEST_PASSWORD_HASH_COST = 10;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
