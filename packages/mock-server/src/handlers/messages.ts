/** The server messages, from their one home in the api-client (exactly as the yaml's examples spell them). */
export { SERVER_MESSAGES as MESSAGES } from '@crm/api-client';

export function invalidRequest(problem: string): string {
  return `Invalid request: ${problem}`;
}
