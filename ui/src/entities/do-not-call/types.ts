// A number on the do-not-call lists as GET /dnc/numbers answers it, and who put it there: the do-not-call screen
// manages the lists, the leads screen adds a lead's number to them.

/** Who did something: null for the system (a disposition, an SMS opt-out). */
export interface DncActor {
  id: number;
  name: string;
}

export type DncSource = 'manual' | 'api' | 'import' | 'disposition' | 'sms_opt_out' | 'key_press' | 'email_opt_out';

/** GET /dnc/numbers?phone=: the lists that hold a number now, and every removal. */
export interface DncNumberRecord {
  phone: string;
  onOrganizationList: boolean;
  lists: {
    campaignId: number | null;
    source: DncSource;
    note: string;
    fileName: string;
    addedBy: DncActor | null;
    addedAt: string;
    additionId: number;
  }[];
  removals: {
    campaignId: number | null;
    note: string;
    removedBy: DncActor | null;
    removedAt: string;
    additionId: number;
  }[];
}
