// The package ships no types: the part of its programmatic API used here (the entry its CLI uses).
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    mockDetails?: { interactionDescription?: string };
  }
  type Outcome = { errors: ValidationResult[]; warnings: ValidationResult[] };
  export const SwaggerMockValidatorFactory: {
    create(): { validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<Outcome> };
  };
}
