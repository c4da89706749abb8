// The cadences leads can be enrolled in, as the screens that enroll them (leads, campaigns, webhooks) offer them.

/** A cadence leads can be enrolled in from the bulk bar (GET /cadences, reduced). */
export interface CadenceChoice {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'archived';
}
