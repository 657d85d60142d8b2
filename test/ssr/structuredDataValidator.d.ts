/** Types of the parts of @adobe/structured-data-validator the tests use (the package ships none). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
    rootType?: string;
    path?: Array<{ type?: string; property?: string; index?: number }>;
  }
  /** Structured data as @marbec/web-auto-extractor gives it: items of each root type, per format. */
  export interface ExtractedData {
    jsonld?: Record<string, Array<Record<string, unknown>>>;
    microdata?: Record<string, Array<Record<string, unknown>>>;
    rdfa?: Record<string, Array<Record<string, unknown>>>;
    errors?: unknown[];
  }
  export class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
  export default Validator;
}
