import { fileURLToPath } from 'node:url';

/** The pacticipant names the broker, the mock-server and the backend team rely on. */
export const CONSUMER = 'admin-console';
export const PROVIDER = 'admin-api';

export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;
export const PACT_FILE = fileURLToPath(new URL(`./pacts/${PACT_FILE_NAME}`, import.meta.url));
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi/admin-api.yaml', import.meta.url));
