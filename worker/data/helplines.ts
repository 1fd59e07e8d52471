// The crisis-line dataset: one record per country, in ./helplines/<CC>.json (docs/decisions/023).
// A country's lines are corrected by editing its one file; worker/domain/help.test.ts checks every
// record's shape, that every shipped number names its source, and the floor the reference sets.

export type HelplineRecord = {
  country: string;
  /** English name, as the reference has it (the API names the country in the asked language). */
  name: string;
  emergency: { number: string; note: string | null; source: string; verifiedAt: string } | null;
  lines: {
    /** As the service names itself (null: the reference names the line only by its number). */
    name: string | null;
    nameEn: string | null;
    kind: 'suicide' | 'crisis' | 'emotional' | 'youth' | 'lgbtq' | 'text' | 'chat';
    /** The country's national crisis line: shown first. */
    national: boolean;
    phone: string | null;
    sms: { number: string; body: string | null } | null;
    web: string | null;
    /**
     * '24/7', or rules joined by '; ': 'Mo-Fr 09:00-17:00' (days and times) or 'D10 08:00-08:00'
     * (the 10th of each month); a closing time not after the opening one is the next day's. The
     * app shows them in the reader's language (web/components/help/help-hours.ts).
     */
    hours: string | null;
    languages: string[];
    free: boolean | null;
    confidential: boolean | null;
    fromAbroad: boolean | null;
    /** A caveat in English for editors, never shown ("option 8", "re-check before launch"). */
    note: string | null;
    source: string;
    verifiedAt: string;
    /** The reference's number this line is (compared by digits), when it is one. */
    referenceNumber?: string;
  }[];
  /** An official page showed the reference's number is out of date. */
  replacesReference?: { referenceNumber: string; why: string; source: string };
  notes: string | null;
};

const files = import.meta.glob<HelplineRecord>('./helplines/*.json', {
  eager: true,
  import: 'default',
});

/** Every record by its ISO 3166-1 alpha-2 code (plus XK, AC, TA and CP, as the reference has). */
export const HELPLINES: ReadonlyMap<string, HelplineRecord> = new Map(
  Object.values(files).map((record) => [record.country, record]),
);
