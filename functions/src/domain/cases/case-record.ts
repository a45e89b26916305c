// A case as stored in cases/{caseId} (docs/ARCHITECTURE.md, "Data model"), after data/cases-repo.ts has decoded it.

export interface TimelineEntry {
  date: string;
  event: string;
}

export interface CaseRecord {
  id: string;
  ownerUid: string;
  chatId: string | null;
  caseNumber: string;
  caseName: string;
  applicantName: string;
  category: string | null;
  status: string;
  timeline: TimelineEntry[];
  createdAt: string;
  updatedAt: string;
}
