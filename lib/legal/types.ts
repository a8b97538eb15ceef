export type Locale = 'ko' | 'ja' | 'en';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}
