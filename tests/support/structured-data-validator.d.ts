// The part of `@adobe/structured-data-validator` (1.7.1, ES module, no types of its own) that
// tests/support/structured-data.ts uses: `validate` takes the items of a page grouped by format and by
// their root type, the shape `@marbec/web-auto-extractor` produces, and answers the issues it finds.
declare module "@adobe/structured-data-validator" {
  type PathElement = { type?: string; index?: number; length?: number; property?: string };

  type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path?: PathElement[];
    fieldNames?: string[];
    rootType?: string;
  };

  type ExtractedData = { jsonld?: Record<string, object[]>; microdata?: Record<string, object[]>; rdfa?: Record<string, object[]> };

  export default class Validator {
    /** Without schema.org's vocabulary only Google's rules are checked, which need nothing from the network. */
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<Issue[]>;
  }
}
