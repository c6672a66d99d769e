// The package ships no types; these are the parts of its programmatic API used here
// (dist/swagger-mock-validator-factory.js, the same entry its CLI uses).
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription?: string; interactionState?: string; location?: string };
    specDetails?: { location?: string; pathMethod?: string; pathName?: string };
  }

  export interface ValidationOutcome {
    success: boolean;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }

  export interface ValidateOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    providerName?: string;
    tag?: string;
    additionalPropertiesInResponse?: 'true' | 'false';
    requiredPropertiesInResponse?: 'true' | 'false';
  }

  export interface SwaggerMockValidator {
    validate(options: ValidateOptions): Promise<ValidationOutcome>;
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): SwaggerMockValidator;
  };
}
