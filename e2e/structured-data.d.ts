// The two packages ship JavaScript only: the parts e2e/head-check.ts uses, typed from their sources.

declare module '@marbec/web-auto-extractor' {
  /** What the extractor found, per format and type: `{ jsonld: { Product: [ {...} ] } }`. */
  export interface Extracted {
    metatags: Record<string, string[]>;
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors?: { message: string; format: string; source?: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';

  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    /** The root item's type, or the format for a parse error. */
    rootType: string;
    dataFormat: 'jsonld' | 'microdata' | 'rdfa';
    /** From the root item down: `[{ type: 'Product', index: 0 }, { property: 'offers', type: 'Offer' }]`. */
    path?: { type?: string | string[]; property?: string; index?: number }[];
    fieldNames?: string[];
  }
  /** Google's rich-result rules per type; the schema.org vocabulary check only when given its JSON-LD. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
